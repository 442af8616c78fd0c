/**
 * What engines do that breaks sign-in pages, tried in each: a page brought back by Back or reload, a click that
 * gives the button no focus, storage that throws, a browser without beacons (docs/decisions/023).
 */
import { configuredPort, TELEMETRY_URL } from '../../playwright.config'
import type { TelemetryReceived } from '../../demo-api/state'
import { text } from '../e2e/catalog'
import type { EngineName } from './engines/engine'
import { expect, journey } from './journey'
import type { Person } from './person'
import { seeSignedInAs, signIn } from './steps'

const SIGN_IN = text('en-CA', 'SIGN_IN_BUTTON')
const USERNAME = text('en-CA', 'USERNAME_OR_EMAIL')
const PASSWORD = text('en-CA', 'PASSWORD')
const REQUIRED = text('en-CA', 'REQUIRED')

/** What tells a person the page is working on something: a busy form, a busy button or a spinner. */
const busyOnPage = (person: Person) =>
  person.tab.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[aria-busy="true"], button[aria-disabled="true"], .spinner, button[disabled]',
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.outerHTML.slice(0, 80)),
  )

/** Leaves a mark on the document: a page brought back from the back-forward cache still has it. */
const markDocument = (person: Person) =>
  person.tab.evaluate(() => void Object.assign(window, { sameDocument: true }))
const sameDocument = (person: Person) => person.tab.evaluate(() => 'sameDocument' in window)

/**
 * Whether each engine brings the sign-in page back from its back-forward cache on Back from the product, as it
 * does on these machines (docs/decisions/028). The page is sent with Cache-Control: no-store and calls the API
 * from script.
 */
const RESTORED_ON_BACK: Record<EngineName, boolean> = {
  // Chromium keeps a no-store page only while it has made no request from script and no cookie has changed;
  // it says why it did not (notRestoredReasons, checked below).
  chromium: false,
  // Firefox never keeps a page sent with no-store.
  firefox: false,
  // WebKit keeps it all the same, as Safari does.
  webkit: true,
}

/** Chromium's reasons for loading the page again rather than restoring it; other engines do not say. */
const notRestoredReasons = (person: Person) =>
  person.tab.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & {
      notRestoredReasons?: { reasons: { reason: string }[] } | null
    })[]
    return navigation?.notRestoredReasons?.reasons.map((each) => each.reason) ?? null
  })

journey.describe('pages the browser brings back', () => {
  journey('Back from the product shows a usable sign-in form, never a busy one', async ({ person }, info) => {
    await person.open('/')
    await markDocument(person)
    // Kept signed in, a page loaded again would sign in by itself (decision 004): this is about the form.
    await person.tick(text('en-CA', 'KEEP_ME_SIGNED_IN'))
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')
    await person.tab.back()
    await person.seeAddress(/:\d+\/$/)
    await person.waitForApp()
    const restored = await sameDocument(person)
    info.annotations.push({
      type: 'back-forward cache',
      description: restored
        ? 'the page was restored as it was left'
        : 'the page was loaded again (its HTML is sent with Cache-Control: no-store)',
    })
    expect(restored, `${person.engine} restores the page from its back-forward cache`).toBe(
      RESTORED_ON_BACK[person.engine],
    )
    if (person.engine === 'chromium')
      expect(await notRestoredReasons(person)).toEqual(
        expect.arrayContaining(['response-cache-control-no-store-with-js-network-request']),
      )
    await person.see('button', SIGN_IN)
    expect(await busyOnPage(person)).toEqual([])
    // Usable: a person can sign in again from it.
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')
  })

  journey(
    'reloading while signing in leaves a usable button, and a value the browser restored is sent',
    async ({ person }) => {
      await person.open('/')
      // The slow account answers after 2.5 s: the reload lands while the form is busy.
      await signIn(person, 'fault.slow')
      await person.waitUntil('the form to be busy', async () => (await busyOnPage(person)).length > 0)
      await person.tab.reload()
      await person.waitForApp()
      expect(await busyOnPage(person)).toEqual([])
      // Firefox restores what the fields held; other engines show them empty. Either way what shows is sent.
      const restored = await person.fieldValue(USERNAME)
      if (restored === '') await person.fillIn(USERNAME, 'sam.student')
      else expect(restored).toBe('fault.slow')
      const password = await person.fieldValue(PASSWORD)
      if (password === '') await person.fillIn(PASSWORD, 'Demo-pass-1')
      await person.press(SIGN_IN)
      await person.seeNo('text', REQUIRED)
      if (restored === '') await seeSignedInAs(person, 'Sam Student')
      else await person.seeAddress(/\/demo\/signed-in\?/)
    },
  )
})

journey.describe('a click that gives the button no focus, as in Safari and Firefox on macOS', () => {
  /** From now on a press on a button leaves focus where Safari leaves it: on nothing. */
  const clicksGiveNoFocus = (person: Person) =>
    person.tab.evaluate(() => {
      document.addEventListener(
        'mousedown',
        (event) => {
          if (!(event.target instanceof Element) || event.target.closest('button') === null) return
          event.preventDefault()
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
        },
        true,
      )
    })

  journey(
    'a field left for the button says what it needs, and the error summary takes focus',
    async ({ person }) => {
      await person.open('/')
      await clicksGiveNoFocus(person)
      await person.fillIn(USERNAME, 'sam.student')
      await person.press(SIGN_IN)
      const summary = text('en-CA', 'ERROR_SUMMARY_TITLE')
      await person.see('alert', summary)
      await person.waitUntil(
        'focus on the error summary',
        async () => (await person.focused())?.startsWith(summary) ?? false,
      )
      expect(await person.fieldValue(USERNAME)).toBe('sam.student')
      // The summary's link takes focus to the field it names.
      await person.follow(new RegExp(`^${PASSWORD}`))
      await person.waitUntil('focus on the password', async () => (await person.focused()) === PASSWORD)
      await person.fillIn(PASSWORD, 'Demo-pass-1')
      await person.press(SIGN_IN)
      await seeSignedInAs(person, 'Sam Student')
    },
  )
})

journey.describe('storage that throws', () => {
  journey(
    'with storage turned off, sign-in works and keep-me-signed-in quietly keeps nothing',
    async ({ person }) => {
      await person.open('/')
      await person.tab.evaluate(() => {
        const refuse = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        }
        Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse })
        Object.defineProperty(window, 'sessionStorage', { configurable: true, get: refuse })
      })
      await signIn(person, 'sam.student')
      await seeSignedInAs(person, 'Sam Student')
      expect(await person.tab.evaluate(() => localStorage.getItem('appToken'))).toBeNull()
    },
  )

  journey('with the storage quota full, sign-in works and nothing is kept', async ({ person }) => {
    await person.open('/')
    // Fills this origin's storage until the engine refuses more: the engine's own QuotaExceededError follows.
    const refused = await person.tab.evaluate(() => {
      // Large pieces first, then ever smaller ones, until not one more character fits.
      let count = 0
      for (let size = 1024 * 1024; size >= 1;) {
        try {
          localStorage.setItem(`filler-${count}`, 'x'.repeat(size))
          count += 1
          if (count > 100_000) return false
        } catch {
          size = Math.floor(size / 2)
        }
      }
      return count > 0
    })
    expect(refused, 'the engine refused more storage').toBe(true)
    await signIn(person, 'sam.student')
    await seeSignedInAs(person, 'Sam Student')
    expect(await person.tab.evaluate(() => localStorage.getItem('appToken'))).toBeNull()
    // Nothing kept: the sign-in page asks again rather than signing in by itself.
    await person.open('/')
    await person.see('button', SIGN_IN)
    await person.tab.evaluate(() => localStorage.clear())
  })
})

journey.describe('a browser without beacons', () => {
  /**
   * What the configured server's collector received from requests with no demo run: the keepalive request the
   * portal falls back on sends no cookies (src/browser/telemetry.ts), so it reaches the shared state, which every
   * engine's journeys share. A journey finds its own beacon there by the mark it left in it (below).
   */
  const collected = async (person: Person): Promise<TelemetryReceived> =>
    (await (
      await person.readDemo(`http://localhost:${configuredPort}${TELEMETRY_URL}/collected.json`, {
        shared: true,
      })
    ).json()) as TelemetryReceived

  for (const [what, sendBeacon] of [
    ['has no navigator.sendBeacon', 'missing'],
    ['refuses every beacon', 'refuses'],
  ] as const) {
    journey(`telemetry still reaches the collector when the browser ${what}`, async ({ person, guard }) => {
      // An error this page alone reports, under a name no other page has: the beacon that carries it is this
      // page's, whichever engine's journeys send beacons at the same time.
      const mark = `JourneyMark-${person.run ?? 'shared'}`
      guard.allowPageError(/a mark this journey left for its beacon/)
      await person.tab.goto(`http://localhost:${configuredPort}/forgot`)
      await person.waitForApp()
      await person.tab.evaluate((how: string) => {
        if (how === 'missing') Reflect.deleteProperty(Navigator.prototype, 'sendBeacon')
        else
          Object.defineProperty(Navigator.prototype, 'sendBeacon', { configurable: true, value: () => false })
      }, sendBeacon)
      // Telemetry's measuring code loads at the person's first key (src/browser/after-start.ts); a page left
      // before that has nothing to send.
      await person.tab.press('Escape')
      await person.waitUntil('telemetry to load', () =>
        person.tab.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/telemetry-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      // As the page sees an uncaught error; thrown from here it would reach the page as a muted "Script error.".
      await person.tab.evaluate((name: string) => {
        const error = Object.assign(new Error('a mark this journey left for its beacon'), { name })
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
      }, mark)
      // Leaving the page sends what it measured and noticed (pagehide).
      await person.tab.goto(`http://localhost:${configuredPort}/demo/product/en/help`)
      const marked = (received: TelemetryReceived) =>
        received.beacons.filter((beacon) =>
          beacon.entries.some((entry) => entry.kind === 'error' && entry.name === mark),
        )
      let mine: TelemetryReceived['beacons'] = []
      await person.waitUntil('this page’s beacon at the collector', async () => {
        mine = marked(await collected(person))
        return mine.length > 0
      })
      expect(mine).toHaveLength(1)
      expect(new Set(mine.flatMap((beacon) => beacon.entries.map((entry) => entry.route)))).toEqual(
        new Set(['/forgot']),
      )
    })
  }
})
