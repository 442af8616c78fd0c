/**
 * When the code a person never waits for loads: field telemetry's measuring and sending (docs/decisions/021) and
 * nothing before the person has done anything, so that on a slow phone the start-up's network and main thread
 * carry only the page (decision 015). It runs at the first key or pointer press on the page, or, for someone who
 * only reads, LATER_MS after the start; never while the page is hidden, because web vitals measured from a hidden
 * page are thrown away (the web-vitals library takes a page first seen hidden as loaded in the background), so a
 * page hidden by then waits until it is shown again.
 */

/** How long someone who only reads the page waits before the rest loads. */
export const LATER_MS = 10_000

const FIRST_ACTS = ['keydown', 'pointerdown'] as const

export function afterStart(run: () => void, doc: Document = document): void {
  let done = false
  const whenShown = () => {
    if (doc.visibilityState === 'visible') once()
  }
  const timer = setTimeout(() => {
    if (doc.visibilityState === 'visible') once()
    else doc.addEventListener('visibilitychange', whenShown)
  }, LATER_MS)
  function once() {
    if (done) return
    done = true
    clearTimeout(timer)
    for (const type of FIRST_ACTS) doc.removeEventListener(type, once, true)
    doc.removeEventListener('visibilitychange', whenShown)
    run()
  }
  for (const type of FIRST_ACTS) doc.addEventListener(type, once, { capture: true, passive: true })
}
