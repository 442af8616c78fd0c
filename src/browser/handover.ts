/**
 * What one screen hands the next, in memory only, so a reload or another tab forgets it: the account sign-in
 * sends to the forced new password, and a problem for the sign-in page to show.
 */
import type { HeldMustResetAccount } from '../../machines/shared/must-reset-account'

/**
 * The account that must choose a new password is held in memory only (spec section 4): a reload or a new
 * tab forgets it, so the reset token never reaches storage.
 */
let held: HeldMustResetAccount | null = null

export const holdMustResetAccount = (account: HeldMustResetAccount | null) => {
  held = account
}
export const heldMustResetAccount = () => held
export const releaseMustResetAccount = () => {
  held = null
}

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
