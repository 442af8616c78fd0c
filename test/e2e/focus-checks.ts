/**
 * What finish.spec.ts and focus.spec.ts check about focus, in the page: whether the focused element is on screen
 * and drawn (not under the sticky header), and a record of every Tab stop, so that a walk through a page is a run
 * of key presses sent together and one look at the record, instead of three round trips per stop (press, ask what
 * has focus, ask what is wrong with it).
 */
import type { Page } from '@playwright/test'

/** One Tab stop of a walk: what was wrong with focus there, or null. */
type Stop = string | null

interface FocusWatch {
  /** What is wrong with focus on `element` now, or null: nothing focused, off screen, or covered by something. */
  problemOf: (element: Element | null) => string | null
  /**
   * Starts recording the Tab stops, from the top of the page (as after it loads; once the browser has drawn a
   * frame, so a resize is laid out and the header measured) or from where focus is. Resolves with the number of
   * stops the page seems to have, to know how many keys to press before asking.
   */
  start: (fromTop: boolean) => Promise<number>
  /** The stops so far, and whether focus has left the page or come back to a stop it had already been on. */
  read: () => { stops: Stop[]; ended: boolean }
}

declare global {
  interface Window {
    __focusWatch?: FocusWatch
  }
}

/**
 * Runs in every document of the page, before its own scripts. A stop is examined when the next Tab is pressed (or
 * the record is read), not when it gets focus: by then the browser has scrolled it into view and the page has
 * answered the focus (its handlers and the updates they render run before the next key event is handled), as it
 * had when the spec asked after each press. Once the walk has ended, further Tabs do nothing, so the next walk
 * starts where this one ended, whatever number of keys was pressed.
 */
function installFocusWatch(): void {
  const problemOf = (element: Element | null): string | null => {
    if (element === null || element === document.body) return 'focus is on <body>'
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    // A link that wraps is several boxes: its first line is where the eye and the focus ring start.
    const box =
      [...element.getClientRects()].find((rect) => rect.width > 0) ?? element.getBoundingClientRect()
    const x = box.left + box.width / 2
    if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
      return `${name} is off screen (top ${Math.round(box.top)}, left ${Math.round(box.left)})`
    }
    // Its middle, and just inside its top edge: what is drawn there must be it (or what is inside it).
    for (const y of [box.top + box.height / 2, box.top + Math.min(4, box.height / 2)]) {
      if (y < 0 || y >= innerHeight) return `${name} is partly off screen`
      const drawn = document.elementFromPoint(x, y)
      if (drawn === null || !(drawn === element || element.contains(drawn))) {
        const cover = drawn?.closest('header') ? 'the header' : (drawn?.tagName.toLowerCase() ?? 'nothing')
        return `${name} is covered by ${cover} at y=${Math.round(y)}`
      }
    }
    return null
  }

  let walk: { seen: Set<Element>; stops: Stop[]; presses: number; settled: number; ended: boolean } | null =
    null

  /** Looks at where the last Tab left focus, once per press. */
  const settle = () => {
    if (walk === null || walk.ended || walk.settled === walk.presses) return
    walk.settled = walk.presses
    const element = document.activeElement
    // Past the last stop the browser's own controls have focus: the page is done.
    if (element === null || element === document.body || walk.seen.has(element)) {
      walk.ended = true
      return
    }
    walk.seen.add(element)
    walk.stops.push(problemOf(element))
  }

  addEventListener(
    'keydown',
    (event) => {
      if (walk === null || event.key !== 'Tab') return
      settle()
      if (walk.ended) {
        event.preventDefault()
        event.stopImmediatePropagation()
        return
      }
      walk.presses += 1
    },
    true,
  )

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  window.__focusWatch = {
    problemOf,
    start: async (fromTop) => {
      walk = null
      if (fromTop) {
        window.scrollTo(0, 0)
        const root = document.documentElement
        root.tabIndex = -1
        root.focus({ preventScroll: true })
        root.blur()
        root.removeAttribute('tabindex')
        // A frame: resize observers (the header's height) and scroll handlers run in it, before the next key.
        await nextFrame()
      }
      walk = { seen: new Set(), stops: [], presses: 0, settled: 0, ended: false }
      const focusable = document.querySelectorAll(
        'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]',
      )
      return [...focusable].filter(
        (element) =>
          element instanceof HTMLElement &&
          element.tabIndex >= 0 &&
          !element.matches(':disabled') &&
          element.checkVisibility({ visibilityProperty: true }),
      ).length
    },
    read: () => {
      settle()
      return { stops: walk?.stops ?? [], ended: walk?.ended ?? true }
    },
  }
}

const watchedPages = new WeakSet<Page>()

/** Watches focus in every document the page loads from now on; call before the page goes anywhere. */
export async function watchFocus(page: Page): Promise<void> {
  if (watchedPages.has(page)) return
  watchedPages.add(page)
  await page.addInitScript(installFocusWatch)
}

/** What is wrong with where focus is now, or null: nothing focused, off screen, or covered by something. */
export function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    if (window.__focusWatch === undefined) throw new Error('focus is not watched in this page (watchFocus)')
    return window.__focusWatch.problemOf(document.activeElement)
  })
}

/** More stops than any screen has (a legal document's contents and its ways back to the top). */
const MAX_STOPS = 120
/** Keys pressed between two looks at the record, once the page's own count of stops is used up. */
const MORE_KEYS = 8

/**
 * Presses the keys without waiting for each: the browser handles them one after the other, each Tab moving focus
 * (and scrolling) before the next is handled, and the page examines each stop as the next key arrives.
 */
async function pressKeys(page: Page, key: 'Tab' | 'Shift+Tab', count: number): Promise<void> {
  const shift = key === 'Shift+Tab'
  // Held across the run, so concurrent presses cannot interleave one's Shift up with another's Tab down.
  if (shift) await page.keyboard.down('Shift')
  try {
    await Promise.all(Array.from({ length: count }, () => page.keyboard.press('Tab')))
  } finally {
    if (shift) await page.keyboard.up('Shift')
  }
}

/**
 * Presses `key` until focus leaves the page or comes back to a stop it has been on, and returns every stop with
 * what was wrong with it. Forwards from the top of the page, or on from where the last walk ended.
 */
export async function tabThrough(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  fromTop: boolean,
  where: string,
): Promise<Stop[]> {
  // One more key than the stops: the last is the one that leaves the page.
  let keys =
    1 +
    (await page.evaluate((top) => {
      if (window.__focusWatch === undefined) throw new Error('focus is not watched in this page (watchFocus)')
      return window.__focusWatch.start(top)
    }, fromTop))
  for (;;) {
    await pressKeys(page, key, keys)
    const { stops, ended } = await page.evaluate(() => {
      if (window.__focusWatch === undefined) throw new Error('focus is not watched in this page (watchFocus)')
      return window.__focusWatch.read()
    })
    if (ended) return stops
    if (stops.length >= MAX_STOPS) throw new Error(`more than ${MAX_STOPS} stops on ${where}`)
    keys = MORE_KEYS
  }
}
