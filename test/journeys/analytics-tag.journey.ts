/**
 * The analytics tag under Trusted Types (docs/decisions/025), in each engine, on the configured server: analytics
 * on, its script the demo's stand-in, which adds its second script the way Google's tag does, by assigning a
 * string to a new script's `src`. The page's default policy lets that script through; a script from another host,
 * another path or for another id is refused, and reported to the collector. All three engines enforce Trusted
 * Types (Chromium, Firefox ESR 153, WebKitGTK 2.50), so each is held to the same.
 */
import { ANALYTICS_IDS, configuredPort, TELEMETRY_URL } from '../../playwright.config'
import { receivedSince } from '../../demo-api/pages/telemetry'
import type { TelemetryReceived } from '../../demo-api/state'
import type { EngineName } from './engines/engine'
import { expect, journey } from './journey'
import type { Person } from './person'

/** The configured server, whose demo state is the shared one: its pages' hosts carry no demo-run cookie. */
const server = `http://localhost:${configuredPort}`
const read = async <T>(person: Person, path: string): Promise<T> =>
  (await (await person.readDemo(`${server}${path}`, { shared: true })).json()) as T

/** The analytics hits that came from pages on `origin`. */
const hitsFrom = async (person: Person, origin: string) =>
  (await read<{ hits: Record<string, string>[] }>(person, '/demo/analytics/collected.json')).hits.filter(
    (hit) => hit.dl?.startsWith(`${origin}/`),
  )

/**
 * A page of each engine's own: the engines run at the same time, and the collector keeps a report's route, not
 * its host, so the reports of one engine are told from another's by it.
 */
const PAGE: Record<EngineName, string> = { chromium: '/forgot', firefox: '/noaccount', webkit: '/' }

journey.describe('the analytics tag under Trusted Types', () => {
  journey(
    'its own second script loads and its hits arrive; a script from elsewhere is refused and reported',
    async ({ person, guard }) => {
      // The refusals this journey provokes, as each engine words them (decision 025).
      guard.allowConsoleError(/TrustedScriptURL|Trusted Type|trusted-types|require-trusted-types-for/i)
      guard.allowPageError(/TrustedScriptURL|Trusted Type|trusted-types|require-trusted-types-for/i)
      const page = PAGE[person.engine]
      // A host name of this engine's own (`*.localhost` is this machine), so only this engine's hits count.
      const origin = `http://analytics-tag-${person.engine}.localhost:${configuredPort}`
      const destination = `${origin}/demo/analytics/gtag/destination?id=${ANALYTICS_IDS.ca}&l=dataLayer&cx=c`
      const hitsBefore = (await hitsFrom(person, origin)).length
      const reportsBefore = await read<TelemetryReceived>(person, `${TELEMETRY_URL}/collected.json`)

      await person.tab.goto(`${origin}${page}`)
      await person.waitForApp()
      expect(
        await person.tab.evaluate(() => typeof Reflect.get(window, 'trustedTypes')),
        'window.trustedTypes',
      ).toBe('object')

      // The tag's second script, which it added as a string: loaded, and sending the page's view.
      await person.waitUntil('the tag’s second script to load', () =>
        person.tab.evaluate(
          (url: string) => performance.getEntriesByType('resource').some((entry) => entry.name === url),
          destination,
        ),
      )
      await person.waitUntil('its page view at the collector', async () =>
        (await hitsFrom(person, origin))
          .slice(hitsBefore)
          .some(
            (hit) => hit.tid === ANALYTICS_IDS.ca && hit.en === 'page_view' && hit.dl === `${origin}${page}`,
          ),
      )

      const outcomes = await person.tab.evaluate((id: string) => {
        const violations: string[] = []
        document.addEventListener('securitypolicyviolation', (event) =>
          violations.push(event.effectiveDirective),
        )
        Object.assign(window, { violations })
        const attempt = (what: () => void) => {
          try {
            what()
            return 'allowed'
          } catch (error) {
            return error instanceof TypeError ? 'refused' : String(error)
          }
        }
        // Only assigned, never added to the page: no engine may ask another host for anything.
        const assign = (url: string) => () => void (document.createElement('script').src = url)
        const add = (url: string) => () => {
          const script = document.createElement('script')
          script.src = url
          document.head.append(script)
        }
        const gtag = Reflect.get(window, 'gtag') as (...args: unknown[]) => void
        return {
          anotherHost: attempt(assign(`https://elsewhere.example/gtag/destination?id=${id}`)),
          anotherPath: attempt(assign(`/demo/analytics/collected.json?id=${id}`)),
          anotherId: attempt(add('/demo/analytics/gtag/destination?id=G-SOMEONE-ELSE')),
          // The tag itself, configured for another property, adds that id's script, as a string.
          theTagForAnotherId: attempt(() => gtag('config', 'G-SOMEONE-ELSE-TOO', { send_page_view: false })),
        }
      }, ANALYTICS_IDS.ca)
      expect(outcomes).toEqual({
        anotherHost: 'refused',
        anotherPath: 'refused',
        anotherId: 'refused',
        theTagForAnotherId: 'refused',
      })

      // Each refusal is a violation, in the page and at the collector.
      await person.waitUntil('four violations in the page', async () => {
        const seen = await person.tab.evaluate(() => Reflect.get(window, 'violations') as string[])
        return seen.length === 4 && seen.every((directive) => directive === 'require-trusted-types-for')
      })
      await person.waitUntil(
        'their reports at the collector',
        async () =>
          receivedSince(
            reportsBefore,
            await read<TelemetryReceived>(person, `${TELEMETRY_URL}/collected.json`),
          ).cspViolations.filter(
            (violation) =>
              violation.route === page &&
              violation.directive === 'require-trusted-types-for' &&
              violation.blocked === 'trusted-types-sink',
          ).length >= 4,
        15_000,
      )
      expect(
        await person.tab.evaluate(() => document.querySelectorAll('script[src*="G-SOMEONE"]').length),
      ).toBe(0)
    },
  )
})
