/**
 * Runs work once the pointer gesture under way (if any) has finished.
 *
 * Leaving a field can show its message above the input, which moves everything below it. When a field is left
 * because the person pressed a button or link further down, that move would happen between the press and the
 * release, and the click would land beside what they aimed at: the first press of Submit after typing a short
 * password would do nothing. So a field left during a gesture counts as left once the gesture's release has
 * been handled, its click included, however long the press was held (a slow press, a busy phone), or when the
 * gesture is cancelled. Keyboard users are not affected: Tab has no gesture.
 */
let pressed = false
let waiting: (() => void)[] = []

function runWaiting() {
  pressed = false
  const work = waiting
  waiting = []
  for (const run of work) run()
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), true)
  // A release is handled in one task with the click it makes: the timer runs after the click's work. The click
  // also ends it, for a click without pointer events (a script's, an assistive technology's).
  const finish = () => setTimeout(runWaiting, 0)
  document.addEventListener('pointerup', finish, true)
  document.addEventListener('click', finish, true)
  document.addEventListener('pointercancel', finish, true)
}

export function afterGesture(work: () => void): void {
  if (!pressed) {
    work()
    return
  }
  waiting.push(work)
}
