/**
 * Every page either becomes the app or says, in its language, that it did not finish loading and to reload
 * (decision 026): served without its configuration or with a broken one, with its code missing, dropped or refused,
 * with code that throws while it starts, without its catalog. A submit made before the app started is sent once it
 * has, or answered by that message, never swallowed; focus after it lands where it lands after any submit; and what
 * is typed while the page starts is exactly what is sent.
 */
import { text, type Locale } from '../e2e/catalog'
import type { AddressInfo } from 'node:net'
import type { TelemetryReceived } from '../../demo-api/state'
import { configuredPort, TELEMETRY_URL } from '../../playwright.config'
import { isEntry, isScreen, startProxy, throughFaults, type Fault } from './faulty-server'
import { expect } from './journey'
import type { PageGuard } from '../support/page-guard'
import type { Person } from './person'
import { DEMO_PASSWORD, seeSignedInAs } from './steps'

/** How long a failure may take to show: the faults below are met at once, long before the start's own limit. */
const WITHIN_MS = 8_000

/** The page's configuration block, as the server writes it in (deploy/page-config.ts). */
const CONFIG_BLOCK = /<script type="application\/json" id="portal-config">[\s\S]*?<\/script>/

const withoutConfiguration: Fault = { rewrite: (_, html) => html.replace(CONFIG_BLOCK, '') }

/**
 * Declares what a broken page makes the engine report, as console errors or page errors: each engine words a
 * refused or failed load in its own way, but names what failed, which `failed` matches.
 */
function expectBroken(guard: PageGuard, failed: RegExp): void {
  guard.allowConsoleError(failed)
  guard.allowPageError(failed)
}

/** What each engine says of a module that did not load or run, whichever it was. */
const MODULE_FAILED = /Importing a module script failed|dynamically imported module/

/** Opens a page without waiting for the app, and sees it say it did not finish loading, in `locale`, focused. */
async function seeStartFail(person: Person, path: string, locale: Locale): Promise<void> {
  const opened = Date.now()
  await person.tab.goto(person.address(path))
  const title = text(locale, 'START_FAILED_TITLE')
  await person.see('heading', title, WITHIN_MS)
  expect(Date.now() - opened, 'time to the message').toBeLessThan(WITHIN_MS)
  await person.see('text', text(locale, 'START_FAILED_TEXT'))
  await person.see('button', text(locale, 'START_FAILED_RELOAD'))
  expect(await person.focused()).toBe(title)
  expect(await person.tab.evaluate(() => document.documentElement.lang)).toBe(locale)
  expect(await person.axeViolations()).toEqual([])
}

throughFaults.describe('a page that cannot start says so', () => {
  throughFaults(
    'without its configuration: a prerendered page, in French, and the shell',
    async ({ person, faults }) => {
      faults.set(withoutConfiguration)
      await seeStartFail(person, '/', 'en-CA')
      await seeStartFail(person, '/forgot?lang=fr', 'fr-CA')
      await seeStartFail(person, '/mustreset', 'en-CA')
    },
  )

  throughFaults('with a configuration that fails its schema', async ({ person, faults }) => {
    faults.set({
      rewrite: (_, html) =>
        html.replace(
          CONFIG_BLOCK,
          '<script type="application/json" id="portal-config">{"apiTimeoutMs":"soon"}</script>',
        ),
    })
    await seeStartFail(person, '/forgot', 'en-CA')
  })

  throughFaults(
    'without its entry (404), or with its connection dropped',
    async ({ person, faults, guard }) => {
      expectBroken(guard, /portal-[\w-]+\.js/)
      faults.set({ refuse: (path) => (isEntry(path) ? 'not found' : null) })
      await seeStartFail(person, '/', 'en-CA')
      await seeStartFail(person, '/noaccount?lang=fr', 'fr-CA')
      faults.set({ refuse: (path) => (isEntry(path) ? 'dropped' : null) })
      await seeStartFail(person, '/forgot', 'en-CA')
    },
  )

  throughFaults(
    'with its entry refused by the policy (a script of another origin)',
    async ({ person, faults, guard }) => {
      expectBroken(guard, /127\.0\.0\.1:9\/assets\/portal-/)
      // The shell's entry, and a prerendered page's, moved to an origin the Content-Security-Policy does not name.
      faults.set({
        rewrite: (_, html) => html.replace(/"\/assets\/portal-/g, '"http://127.0.0.1:9/assets/portal-'),
      })
      await seeStartFail(person, '/mustreset', 'en-CA')
      await seeStartFail(person, '/forgot', 'en-CA')
    },
  )

  throughFaults(
    "without its screen's code, or with a screen whose code throws",
    async ({ person, faults, guard }) => {
      expectBroken(guard, /forgot-password-[\w-]+\.js|^(Error: )?screen$/)
      expectBroken(guard, MODULE_FAILED)
      // React reports the error the screen's boundary caught; Firefox's protocol names it only as an error object.
      guard.allowConsoleError(/JSHandle@error/)
      faults.set({ refuse: (path) => (isScreen('forgot-password')(path) ? 'not found' : null) })
      await seeStartFail(person, '/forgot', 'en-CA')
      faults.set({
        rewrite: (path, code) =>
          isScreen('forgot-password')(path) ? `throw new Error('screen');\n${code}` : null,
      })
      await seeStartFail(person, '/forgot?lang=fr', 'fr-CA')
    },
  )

  throughFaults('with an entry that throws while it starts', async ({ person, faults, guard }) => {
    expectBroken(guard, /^(Error: )?entry$|portal-[\w-]+\.js/)
    faults.set({ rewrite: (path, code) => (isEntry(path) ? `throw new Error('entry');\n${code}` : null) })
    await seeStartFail(person, '/', 'en-CA')
  })

  throughFaults('without its catalog', async ({ person, faults, guard }) => {
    expectBroken(guard, /\/assets\/i18n\//)
    faults.set({ refuse: (path) => (path.startsWith('/assets/i18n/') ? 'not found' : null) })
    await seeStartFail(person, '/forgot', 'en-CA')
    await seeStartFail(person, '/?lang=fr', 'fr-CA')
  })

  throughFaults(
    'reports what failed to a configured collector, with no telemetry code of its own yet',
    async ({ person, guard }) => {
      expectBroken(guard, /portal-[\w-]+\.js/)
      // The server configured with a collector (playwright.config.ts), its entry missing.
      const proxy = await startProxy(new URL(`http://localhost:${configuredPort}`), () => ({
        refuse: (path) => (isEntry(path) ? 'not found' : null),
      }))
      try {
        const origin = `http://localhost:${(proxy.address() as AddressInfo).port}`
        await person.tab.goto(`${origin}/forgot`)
        await person.see('heading', text('en-CA', 'START_FAILED_TITLE'), WITHIN_MS)
        // The beacon carries this tab's demo-run cookie: the collector's record is this journey's alone.
        await person.waitUntil('the report at the collector', async () => {
          const received = (await (
            await person.readDemo(`http://localhost:${configuredPort}${TELEMETRY_URL}/collected.json`)
          ).json()) as TelemetryReceived
          return received.beacons.some((beacon) =>
            beacon.entries.some(
              (entry) => entry.kind === 'start' && entry.route === '/forgot' && entry.failure === 'code',
            ),
          )
        })
      } finally {
        proxy.closeAllConnections()
        await new Promise((resolve) => proxy.close(resolve))
      }
    },
  )

  throughFaults(
    'answers a submit held before a start that fails, and sends nothing',
    async ({ person, faults, guard }) => {
      expectBroken(guard, /portal-[\w-]+\.js/)
      // The entry comes late, then not at all: the person has pressed Enter meanwhile.
      faults.set({
        refuse: (path) => (isEntry(path) ? 'not found' : null),
        delay: (path) => (isEntry(path) ? 3000 : 0),
      })
      await person.tab.goto(person.address('/forgot'))
      await person.fillIn(text('en-CA', 'EMAIL'), 'sam.student@example.org')
      await person.key('Enter')
      await person.see('heading', text('en-CA', 'START_FAILED_TITLE'), WITHIN_MS)
      await person.seeNo('heading', text('en-CA', 'LINK_SENT_TITLE'))
      expect(await person.tab.url()).toBe(person.address('/forgot'))
    },
  )
})

throughFaults.describe('a page that starts late', () => {
  /** The entry held back this long: what a slow phone's start takes, and longer than it takes to type. */
  const late = (ms: number): Fault => ({ delay: (path) => (isEntry(path) ? ms : 0) })

  throughFaults(
    'sends a submit made before the start once it has, and focus lands where a submit puts it',
    async ({ person, faults }) => {
      const email = text('en-CA', 'EMAIL')
      const sent = text('en-CA', 'LINK_SENT_TITLE')
      // Started first, as a person usually meets it.
      await person.open('/forgot')
      await person.fillIn(email, 'sam.student@example.org')
      await person.key('Enter')
      await person.see('heading', sent)
      const afterStarted = await person.focused()
      expect(afterStarted).toBe(sent)
      // Pressed before the start.
      faults.set(late(1500))
      await person.tab.goto(person.address('/forgot'))
      await person.fillIn(email, 'sam.student@example.org')
      await person.key('Enter')
      expect(await person.tab.evaluate(() => document.documentElement.hasAttribute('data-app-started'))).toBe(
        false,
      )
      await person.see('heading', sent)
      expect(await person.focused()).toBe(afterStarted)
      expect(await person.tab.url()).toBe(person.address('/forgot'))
    },
  )

  throughFaults(
    'sends exactly what was typed while it started, however late its code comes',
    async ({ person, faults }) => {
      for (const ms of [0, 150, 300, 450, 600, 800, 1000]) {
        faults.set(late(ms))
        await person.tab.evaluate(() => localStorage.clear()).catch(() => {})
        await person.tab.goto(person.address('/'))
        await person.fillIn(text('en-CA', 'USERNAME_OR_EMAIL'), 'sam.student')
        await person.fillIn(text('en-CA', 'PASSWORD'), DEMO_PASSWORD)
        await person.key('Enter')
        await seeSignedInAs(person, 'Sam Student')
      }
    },
  )
})
