/**
 * A problem one screen leaves for the next (spec section 4: the workspace chooser "sets the generic error and
 * sends the browser to the root"). In memory only, read once: a reload or another tab does not repeat it.
 */
let genericErrorWaiting = false

export const flashGenericError = (): void => {
  genericErrorWaiting = true
}

/** True once after flashGenericError; the sign-in page shows GENERIC_ERROR then. */
export function takeFlashedGenericError(): boolean {
  const waiting = genericErrorWaiting
  genericErrorWaiting = false
  return waiting
}
