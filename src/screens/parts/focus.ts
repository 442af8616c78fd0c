/**
 * Focus the app moves itself: to a screen's heading, to an error summary, to the main content. Two things follow
 * from it being the app's move and not the person's (docs/decisions/035):
 *
 * - An element that is no control (a heading, a summary) can take focus only while it holds it: `tabindex="-1"`
 *   is set as focus moves there and removed when it leaves, as GOV.UK Frontend does for its error summary and
 *   skip link targets. An element that keeps `tabindex` is reported by Firefox as having a click action, which
 *   Orca reads out as "clickable" on a heading no one can click.
 * - The field that had focus is not left by the person: its blur, fired while focus moves here, does not touch it
 *   (`focusMovedByApp`, read by the fields' leave handler). A wrong password empties the password field and the
 *   summary takes focus; that blur must not show "This field is required." under a field the person never left.
 */

/** True only while the app's own `focus()` call runs: the blur and focus events it fires happen inside it. */
let movingFocus = false

export function moveFocusTo(element: HTMLElement | null | undefined): void {
  if (element == null) return
  const lent = !element.hasAttribute('tabindex')
  const giveBack = () => element.removeAttribute('tabindex')
  if (lent) {
    element.setAttribute('tabindex', '-1')
    element.addEventListener('blur', giveBack, { once: true })
  }
  movingFocus = true
  try {
    element.focus()
  } finally {
    movingFocus = false
  }
  // Focus did not land there (hidden, or no longer in the page): nothing will blur, so give it back now.
  if (lent && document.activeElement !== element) {
    element.removeEventListener('blur', giveBack)
    giveBack()
  }
}

/** Whether the focus change under way is the app's (`moveFocusTo`), not the person's. */
export const focusMovedByApp = (): boolean => movingFocus
