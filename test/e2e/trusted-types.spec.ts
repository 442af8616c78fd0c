/**
 * Trusted Types required (docs/decisions/025), in Chromium, on the configured build: every optional part on (the
 * design system from the CDN, analytics, field telemetry, branding), the pages work under the policy with no
 * violation, and a string that reaches a sink is refused and reported to the collector. The policy names only
 * the portal's own policies: no `default` policy can be made, and none twice.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { receivedSince } from '../../demo-api/pages/telemetry'
import type { CspViolation, TelemetryReceived } from '../../demo-api/state'
import { configuredPort, TELEMETRY_URL } from '../../playwright.config'
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

/** The violation reports that reached the collector since it was read as `before`. */
const violationsSince = async (
  request: APIRequestContext,
  before: TelemetryReceived,
): Promise<CspViolation[]> => receivedSince(before, await telemetryReceived(request)).cspViolations

test.describe('Trusted Types', () => {
  test('the policy requires them and names only the portal’s policies', async ({ request }) => {
    const policy = cspDirectives((await request.get('/')).headers()['content-security-policy'] ?? '')
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    // This build has the flow studio, whose layout worker has a policy of its own.
    expect(policy.get('trusted-types')).toEqual([
      'portal-guidance-html',
      'portal-script-urls',
      'portal-entry-scripts',
      'portal-flow-studio-worker',
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

    // Field telemetry loads once the page is idle; a page being hidden sends what it has.
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
        // A `default` policy would turn every string into a trusted value: the policy names none.
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
})
