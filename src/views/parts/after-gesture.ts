/**
 * Runs work once the pointer gesture under way (if any) has finished.
 *
 * Leaving a field can show its message above the input, which moves everything below it. When a field is left
 * because the person pressed a button or link further down, that move would happen between the press and the
 * release, and the click would land beside what they aimed at: the first press of Submit after typing a short
 * password would do nothing. So a field left during a gesture counts as left just after the gesture's click
 * (or after a second, if the pointer was dragged away). Keyboard users are not affected: Tab has no gesture.
 */
const GESTURE_LIMIT_MS = 1000

let gestureEndsAt = 0
let waiting: (() => void)[] = []

function runWaiting() {
  gestureEndsAt = 0
  const work = waiting
  waiting = []
  for (const run of work) run()
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (gestureEndsAt = Date.now() + GESTURE_LIMIT_MS), true)
  // Capture phase: this runs before the click reaches its target, so the timer fires after the click's work.
  const finish = () => setTimeout(runWaiting, 0)
  document.addEventListener('click', finish, true)
  document.addEventListener('pointercancel', finish, true)
}

export function afterGesture(work: () => void): void {
  const remaining = gestureEndsAt - Date.now()
  if (remaining <= 0) {
    work()
    return
  }
  waiting.push(work)
  setTimeout(runWaiting, remaining)
}
