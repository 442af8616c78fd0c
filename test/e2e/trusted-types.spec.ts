/**
 * Trusted Types required (docs/decisions/025), in Chromium, on the configured build: every optional part on (the
 * design system from the CDN, analytics, field telemetry, branding), the pages work under the policy with no
 * violation, and a string that reaches a sink is refused and reported to the collector. The policy names only
 * the portal's own policies, each made once; the `default` policy only where analytics is configured, where the
 * analytics tag's own scripts, added as strings the way Google's tag adds them, pass it and nothing else does.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { receivedSince } from '../../demo-api/pages/telemetry'
import type { CspViolation, TelemetryReceived } from '../../demo-api/state'
import { ANALYTICS_IDS, configuredPort, TELEMETRY_URL } from '../../playwright.config'
import {
  analyticsHitsFrom,
  cspDirectives,
  expect,
  expectSignedInAs,
  signIn,
  telemetryReceived,
  test,
} from './support'

const configured = `http://localhost:${configuredPort}`
test.use({ baseURL: configured })

/** Every violation each document of the page reports (the listener is an init script, so it sees them all). */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (line: string) => violations.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (line: string) => void }).reportViolation
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`)
    })
  })
  return violations
}

/** The name of the page's default Trusted Types policy, or null where it has none. */
const defaultPolicyOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const factory = (window as unknown as { trustedTypes: { defaultPolicy: { name: string } | null } })
      .trustedTypes
    return factory.defaultPolicy?.name ?? null
  })

/** The violation reports that reached the collector since it was read as `before`. */
const violationsSince = async (
  request: APIRequestContext,
  before: TelemetryReceived,
): Promise<CspViolation[]> => receivedSince(before, await telemetryReceived(request)).cspViolations

test.describe('Trusted Types', () => {
  test('the policy requires them and names only the portal’s policies', async ({ request }) => {
    const policy = cspDirectives((await request.get('/')).headers()['content-security-policy'] ?? '')
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    // This build has the flow studio, whose layout worker has a policy of its own; this server has analytics.
    expect(policy.get('trusted-types')).toEqual([
      'portal-guidance-html',
      'portal-script-urls',
      'portal-entry-scripts',
      'portal-flow-studio-worker',
      'default',
    ])
    expect(policy.get('report-uri')).toEqual([TELEMETRY_URL])
  })

  test('every optional part works under them with no violation: CDN, analytics, telemetry, branding, guidance', async ({
    page,
    request,
  }) => {
    const violations = await recordViolations(page)
    const hitsBefore = (await analyticsHitsFrom(request, configured)).length
    const before = await telemetryReceived(request)

    // A prerendered page: its head script starts the entry modules through portal-entry-scripts.
    await page.goto('/florida')
    await expect(page.locator('#portal-page')).toHaveCount(1)
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale')
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Florida Department of Education' }),
    ).toBeVisible()
    // The design system's script from the CDN and the analytics script, both through portal-script-urls.
    await expect(page.locator('html')).toHaveAttribute('data-design-system', 'loaded')
    await expect(page.locator('script[data-measurement-id]')).toHaveAttribute(
      'src',
      `${configured}/demo/analytics/gtag/js?id=G-DEMOCA0001`,
    )
    await expect
      .poll(async () => (await analyticsHitsFrom(request, configured)).length)
      .toBeGreaterThan(hitsBefore)

    // The guidance HTML, rendered by React in the page (not prerendered): DOMPurify's trusted output.
    await page.getByRole('link', { name: "Don't have an account?" }).click()
    await expect(page).toHaveURL('/noaccount')
    const guidance = page.locator('.guidance-html')
    await expect(guidance.getByText('Accounts are created by schools', { exact: false })).toBeVisible()
    await expect(guidance.getByRole('link', { name: 'Visit our help site' })).toBeVisible()

    // Field telemetry's measuring code loads once the person presses a key (src/browser/after-start.ts); a page
    // being hidden sends what it has.
    await page.keyboard.press('Shift')
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/telemetry-[\w-]+\.js$/.test(entry.name)),
    )
    await page.getByRole('link', { name: 'Back' }).click()
    await signIn(page, 'sam.student')
    await expectSignedInAs(page, 'Sam Student')
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
      document.dispatchEvent(new Event('visibilitychange'))
      Reflect.deleteProperty(document, 'visibilityState')
    })
    await expect
      .poll(async () => receivedSince(before, await telemetryReceived(request)).arrived.beacons)
      .toBeGreaterThan(0)

    expect(violations).toEqual([])
  })

  test('a string that reaches a sink is refused, and the violation reaches the collector', async ({
    page,
    request,
    guard,
  }) => {
    // Chromium says so on the console too.
    guard.allowConsoleError(/TrustedHTML|TrustedScriptURL|Trusted Type|trusted-types/i)
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    // Once the page is idle the design system's script has been added, so portal-script-urls exists.
    await expect(page.locator('html')).toHaveAttribute('data-design-system', 'loaded')
    const before = await telemetryReceived(request)

    const refused = await page.evaluate(() => {
      const factory = (
        window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }
      ).trustedTypes
      const tries = {
        html: () => {
          document.body.innerHTML = '<b>injected</b>'
        },
        scriptUrl: () => {
          document.createElement('script').src = '/assets/injected.js'
        },
        // A `default` policy that turns every string into a trusted value: the portal's own, made with analytics
        // before the page could make another, is the only one.
        defaultPolicy: () => factory.createPolicy('default', { createHTML: (html: string) => html }),
        // Each of the portal's policies is made once: a second of the same name is refused (no 'allow-duplicates').
        duplicate: () =>
          factory.createPolicy('portal-script-urls', { createScriptURL: (url: string) => url }),
      }
      return Object.fromEntries(
        Object.entries(tries).map(([what, attempt]) => {
          try {
            attempt()
            return [what, 'allowed']
          } catch (error) {
            return [what, error instanceof TypeError ? 'refused' : String(error)]
          }
        }),
      )
    })
    expect(refused).toEqual({
      html: 'refused',
      scriptUrl: 'refused',
      defaultPolicy: 'refused',
      duplicate: 'refused',
    })
    await expect(page.getByText('injected')).toHaveCount(0)

    await expect
      .poll(async () => violationsSince(request, before), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            route: '/',
            directive: 'require-trusted-types-for',
            disposition: 'enforce',
          }),
          expect.objectContaining({ route: '/', directive: 'trusted-types', disposition: 'enforce' }),
        ]),
      )
  })

  test.describe('the analytics tag', () => {
    // A host name of this file's own (`*.localhost` is this machine): other files send hits from localhost meanwhile.
    const origin = `http://trusted-types.localhost:${configuredPort}`
    const destination = `${origin}/demo/analytics/gtag/destination?id=${ANALYTICS_IDS.ca}&l=dataLayer&cx=c`

    test('adds its second script as a string, which the default policy lets through, and its hits arrive', async ({
      page,
      request,
    }) => {
      const violations = await recordViolations(page)
      const hitsBefore = (await analyticsHitsFrom(request, origin)).length
      await page.goto(`${origin}/forgot`)
      // The stand-in's first script assigned the address to a new script's src, as Google's tag does.
      await expect(page.locator('script[src*="/gtag/destination"]')).toHaveAttribute('src', destination)
      await page.waitForFunction(
        (url) => performance.getEntriesByType('resource').some((entry) => entry.name === url),
        destination,
      )
      expect(await defaultPolicyOf(page)).toBe('default')
      // Only the second script sends hits: these are its.
      await expect
        .poll(async () => (await analyticsHitsFrom(request, origin)).slice(hitsBefore))
        .toEqual(
          expect.arrayContaining([
            expect.objectContaining({ tid: ANALYTICS_IDS.ca, en: 'page_view', dl: `${origin}/forgot` }),
          ]),
        )
      expect(violations).toEqual([])
    })

    test('a script from another host, another path or for another id is refused, and reported', async ({
      page,
      request,
      guard,
    }) => {
      guard.allowConsoleError(/TrustedScriptURL/)
      await page.goto(`${origin}/`)
      await expect(page.locator('script[src*="/gtag/destination"]')).toHaveCount(1)
      const before = await telemetryReceived(request)

      const outcomes = await page.evaluate(
        ({ id, allowed }) => {
          const assign = (url: string) => {
            try {
              document.createElement('script').src = url
              return 'allowed'
            } catch (error) {
              return error instanceof TypeError ? 'refused' : String(error)
            }
          }
          const gtag = (window as unknown as { gtag: (...args: unknown[]) => void }).gtag
          let tagAskingForAnotherId: string
          try {
            // The tag itself, configured for another property: it adds that id's script, as a string.
            gtag('config', 'G-SOMEONE-ELSE', { send_page_view: false })
            tagAskingForAnotherId = 'allowed'
          } catch (error) {
            tagAskingForAnotherId = error instanceof TypeError ? 'refused' : String(error)
          }
          return {
            theTagsOwn: assign(allowed),
            anotherHost: assign(`https://elsewhere.example/gtag/destination?id=${id}`),
            anotherPath: assign(`/demo/analytics/collected.json?id=${id}`),
            thisSite: assign('/assets/injected.js'),
            anotherId: assign('/demo/analytics/gtag/js?id=GTM-SOMEONE'),
            tagAskingForAnotherId,
          }
        },
        { id: ANALYTICS_IDS.ca, allowed: destination },
      )
      expect(outcomes).toEqual({
        theTagsOwn: 'allowed',
        anotherHost: 'refused',
        anotherPath: 'refused',
        thisSite: 'refused',
        anotherId: 'refused',
        tagAskingForAnotherId: 'refused',
      })
      await expect(page.locator('script[src*="G-SOMEONE-ELSE"]')).toHaveCount(0)

      // Each refusal is a violation report at the collector: the default policy refuses with null, not by throwing.
      await expect
        .poll(
          async () =>
            (await violationsSince(request, before)).filter(
              (violation) =>
                violation.route === '/' &&
                violation.directive === 'require-trusted-types-for' &&
                violation.blocked === 'trusted-types-sink',
            ).length,
          { timeout: 15_000 },
        )
        .toBeGreaterThanOrEqual(5)
    })
  })

  test('without analytics there is no default policy, in the header or the page', async ({
    page,
    request,
  }) => {
    // The preview server the project starts with nothing configured.
    const plain = test.info().project.use.baseURL ?? ''
    expect(plain).not.toBe(configured)
    const policy = cspDirectives((await request.get(`${plain}/`)).headers()['content-security-policy'] ?? '')
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(policy.get('trusted-types')).not.toContain('default')
    await page.goto(`${plain}/`)
    await expect(page.getByLabel('Username or email')).toBeVisible()
    expect(await defaultPolicyOf(page)).toBeNull()
    await expect(page.locator('script[src*="/gtag/"]')).toHaveCount(0)
  })
})
