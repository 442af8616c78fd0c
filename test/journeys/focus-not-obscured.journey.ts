/**
 * Focus never hides under the sticky header (WCAG 2.2 2.4.11, Focus Not Obscured), in every engine: on the
 * longest pages, from the last link back up to the header with Shift+Tab, each control that takes focus stands
 * wholly below the header. At a desktop's 1280 × 800, and at a phone's 320 px in French, where table-of-contents
 * links wrap onto two lines: Firefox scrolls a focused element into view only when less than about a line of it
 * shows, which the page's scroll padding has to allow for (styles.css, docs/decisions/028).
 */
import { expect, journey } from './journey'
import type { Person } from './person'

/** Where the control that has focus stands against the sticky header's bottom edge, or null once in the header. */
interface FocusPlace {
  name: string
  top: number
  headerBottom: number
}

function focusPlace(person: Person): Promise<FocusPlace | null> {
  return person.tab.evaluate((): FocusPlace | null => {
    const element = document.activeElement
    const header = document.querySelector('header')
    if (!(element instanceof HTMLElement) || header === null || header.contains(element)) return null
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      top: Math.round(element.getBoundingClientRect().top),
      headerBottom: Math.round(header.getBoundingClientRect().bottom),
    }
  })
}

for (const { path, width, height } of [
  { path: '/legal', width: 1280, height: 800 },
  { path: '/privacy', width: 1280, height: 800 },
  { path: '/legal?lang=fr', width: 320, height: 800 },
  { path: '/privacy?lang=fr', width: 320, height: 800 },
]) {
  journey(
    `${path} at ${width} × ${height}: going back up with Shift+Tab, focus never hides under the sticky header`,
    async ({ person }) => {
      await person.resize(width, height)
      await person.open(path)
      // From the page's last link (the footer's), as a person who reached the end goes back up. Until the page's
      // text has arrived (the legal pages' content is a chunk of its own) the link can be replaced under focus,
      // which then falls back to the body: it is asked again until it holds.
      await person.waitUntil('the last link to have focus', () =>
        person.tab.evaluate(() => {
          const last = [...document.querySelectorAll<HTMLElement>('a[href]')].at(-1)
          last?.focus()
          return last !== undefined && document.activeElement === last
        }),
      )
      const links = await person.tab.evaluate(() => document.querySelectorAll('a[href]').length)
      const places: FocusPlace[] = []
      for (let presses = 0; presses <= links; presses++) {
        const place = await focusPlace(person)
        // Focus has reached the header: the whole page is walked.
        if (place === null) break
        places.push(place)
        await person.key('Shift+Tab')
      }
      expect(await focusPlace(person), 'focus reached the header').toBeNull()
      expect(places.length, 'controls walked').toBeGreaterThan(25)
      expect(
        places
          .filter((place) => place.top < place.headerBottom)
          .map(
            (place) =>
              `${place.name}: top ${place.top} px, under the header's bottom at ${place.headerBottom} px`,
          ),
      ).toEqual([])
    },
  )
}
