/**
 * Field telemetry (docs/decisions/021, "Field telemetry") in Chromium, on the configured build, whose collector
 * is the demo API's stand-in at /demo/telemetry: what the beacons carry, that they reach the collector's page,
 * and that a collector that is down or slow never holds up sign-in. The first server's build has no collector:
 * it sends nothing and loads no telemetry code.
 */
import type { APIRequestContext, Page, Request, Route } from '@playwright/test'
import type { FreshLinks } from '../../demo-api/demo-links'
import { receivedSince } from '../../demo-api/pages/telemetry'
import type { TelemetryReceived } from '../../demo-api/state'
import { configuredPort, TELEMETRY_URL } from '../../playwright.config'
import { text } from './catalog'
import {
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  expectSignedInAs,
  signIn,
  telemetryReceived,
  test,
  problemShown,
} from './support'

const configured = `http://localhost:${configuredPort}`

const isBeacon = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === TELEMETRY_URL

/**
 * What the collector has received so far. Beacons are read there, not from the page: Chromium sends those of a
 * page being left after the page has gone, where Playwright sees no request. Other files send to the same
 * collector meanwhile, so a test reads what arrived after it started, and some of it may be theirs.
 */
async function collectedSince(
  request: APIRequestContext,
  before?: TelemetryReceived,
): Promise<TelemetryReceived> {
  const now = await telemetryReceived(request)
  return before === undefined ? now : receivedSince(before, now)
}

const entriesOf = (received: TelemetryReceived) => received.beacons.flatMap((beacon) => beacon.entries)

/** The page as if the person switched to another tab and back: what was noticed so far is sent now. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
    document.dispatchEvent(new Event('visibilitychange'))
    // The document's own `visibilityState` (from its prototype) is back.
    Reflect.deleteProperty(document, 'visibilityState')
  })
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Whether the page has loaded the telemetry chunk (in its resource timing, whether fetched or from the cache). */
const hasTelemetry = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/telemetry-[\w-]+\.js$/.test(entry.name)),
  )

/**
 * Telemetry's measuring code loads once the person first presses a key or a pointer on the page (or later,
 * src/browser/after-start.ts), and a page left before that sends nothing: a test about what a page sends presses
 * a key, as a person starting to type does (Playwright's `fill` presses none), and waits for it.
 */
async function telemetryLoaded(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
  await expect.poll(() => hasTelemetry(page)).toBe(true)
}

test.describe('field telemetry', () => {
  test.use({ baseURL: configured })

  test('no beacon carries a token, an email, a password, a query value or typed text', async ({
    page,
    request,
    guard,
  }) => {
    guard.allowConsoleError(/\/api\/auth\//)
    const before = await collectedSince(request)
    const { fresh } = (await (await request.get('/demo/links.json')).json()) as FreshLinks
    const secrets = [
      decodeURIComponent(fresh.reset.split('/')[2] ?? ''),
      decodeURIComponent(fresh.verifyEmail.split('/')[2] ?? ''),
      'demo-reset-expired',
      'sam.student',
      'example.org',
      'Wrong-secret-77',
      DEMO_PASSWORD,
      'Typed-new-pass-9',
      'query-value-42',
      'campaign',
      'session',
    ]

    await page.goto('/?timeout=true&campaign=query-value-42')
    await telemetryLoaded(page)
    await signIn(page, 'sam.student', 'Wrong-secret-77')
    await expect(problemShown(page)).toContainText('The username or password you entered is incorrect.')
    await hideAndShow(page)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedInAs(page, 'Sam Student')

    await page.goto(fresh.reset)
    await page.getByLabel('New password').fill('Typed-new-pass-9')
    await telemetryLoaded(page)
    await hideAndShow(page)
    await page.goto('/reset/demo-reset-expired/ResetPassword')
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
    await telemetryLoaded(page)
    await page.goto(fresh.verifyEmail)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await telemetryLoaded(page)
    await page.goto('/forgot?campaign=query-value-42')
    await page.getByLabel(text('en-CA', 'EMAIL')).fill('sam.student@example.org')
    await page.getByRole('button', { name: text('en-CA', 'SEND_LINK') }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: text('en-CA', 'LINK_SENT_TITLE') }),
    ).toBeVisible()
    // Leaving the last page sends what it noticed.
    await page.goto('/demo/links')

    // Every page sent something, so the search below searched what they sent.
    await expect
      .poll(async () => (await collectedSince(request, before)).bodies.join('\n'))
      .toContain('"flow":"forgotPassword"')
    const { bodies, refused } = await collectedSince(request, before)
    const sent = bodies.join('\n')
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret)
    for (const route of [
      '/',
      '/reset/:token/:resetType',
      '/verify/:token/:tokenType/:languageType/:translationLanguage',
    ])
      expect(sent).toContain(`"route":"${route}"`)
    for (const outcome of ['rejected', 'signedIn', 'expired', 'sent'])
      expect(sent).toContain(`"outcome":"${outcome}"`)
    expect(refused).toBe(0)
  })

  test('signing in and an expired link show up at /demo/telemetry with their vitals and outcomes', async ({
    page,
    request,
    guard,
  }) => {
    guard.allowHttpError('/api/auth/validateemailtoken', 410)
    const before = await collectedSince(request)
    await page.goto('/')
    await telemetryLoaded(page)
    await signIn(page, 'sam.student')
    await expectSignedInAs(page, 'Sam Student')
    await page.goto('/reset/demo-reset-expired/ResetPassword')
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
    await telemetryLoaded(page)
    await page.goto('/demo/telemetry')

    await expect
      .poll(async () => entriesOf(await collectedSince(request, before)))
      .toContainEqual(expect.objectContaining({ route: '/reset/:token/:resetType', outcome: 'expired' }))
    const entries = entriesOf(await collectedSince(request, before))
    expect(entries).toContainEqual(
      expect.objectContaining({ route: '/', flow: 'signIn', outcome: 'signedIn' }),
    )
    for (const route of ['/', '/reset/:token/:resetType'])
      for (const name of ['TTFB', 'FCP', 'LCP', 'CLS'])
        expect(entries).toContainEqual(expect.objectContaining({ kind: 'vital', route, name }))

    // The collector's page, as operations would read it.
    await page.reload()
    const row = (...cells: string[]) =>
      page.getByRole('row', { name: new RegExp(`^${cells.map(escaped).join(' ')} \\d`) })
    await expect(row('/', 'signIn', 'login', 'signedIn')).toBeVisible()
    await expect(row('/reset/:token/:resetType', 'resetPassword', 'checkLink', 'expired')).toBeVisible()
    for (const metric of ['TTFB', 'FCP', 'LCP']) {
      await expect(row('/', metric)).toBeVisible()
      await expect(row('/reset/:token/:resetType', metric)).toBeVisible()
    }
    await expectNoAxeViolations(page, '/demo/telemetry')
  })

  const collectors: Array<[string, (route: Route) => Promise<void>]> = [
    ['down (connection refused)', (route) => route.abort('connectionrefused')],
    ['slow (never answers)', () => new Promise<void>(() => {})],
  ]

  /**
   * From the click on Sign in to the signed-in page, with a beacon (a wrong password, the page's vitals) already
   * on its way to the collector. Playwright can hold or refuse the beacons of a page that is still open, not
   * those Chromium sends once the page is left (see collectedSince), which reach the demo's collector.
   */
  async function signInTime(page: Page, answer: (route: Route) => Promise<void>): Promise<number> {
    const contacted: string[] = []
    await page.route(`**${TELEMETRY_URL}`, (route) => {
      contacted.push(route.request().method())
      return answer(route)
    })
    await page.goto('/')
    await telemetryLoaded(page)
    await signIn(page, 'sam.student', 'Wrong-secret-77')
    await expect(problemShown(page)).toBeVisible()
    await hideAndShow(page)
    await expect.poll(() => contacted.length).toBeGreaterThan(0)
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    const started = Date.now()
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedInAs(page, 'Sam Student')
    const elapsed = Date.now() - started
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    // The next sign-in starts from the form, not from the session kept by "keep me signed in".
    await page.evaluate(() => localStorage.clear())
    return elapsed
  }

  for (const [what, answer] of collectors)
    test(`a collector that is ${what} never delays sign-in`, async ({ page, guard }) => {
      guard.allowConsoleError(/\/api\/auth\/|\/demo\/telemetry/)
      const usual = await signInTime(page, (route) => route.continue())
      const withCollector = await signInTime(page, answer)
      // sendBeacon hands the body to the browser and returns: the redirect does not wait for the collector. A
      // wait would take the whole hang (forever) or fail the sign-in; the margin is for a busy test machine.
      expect(withCollector).toBeLessThan(usual + 1500)
    })
})

test.describe('with a collector, before the person acts', () => {
  test.use({ baseURL: configured })

  test('the sign-in page loads no measuring code until a key is pressed, then loads it', async ({ page }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(1_000)
    expect(await hasTelemetry(page)).toBe(false)
    await page.keyboard.press('Tab')
    await expect.poll(() => hasTelemetry(page)).toBe(true)
  })
})

test.describe('without a collector', () => {
  test('the portal loads no telemetry code and sends nothing', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/validateemailtoken', 410)
    const loaded: string[] = []
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url())
      if (isBeacon(sent) || pathname.includes('telemetry')) loaded.push(pathname)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await signIn(page, 'sam.student')
    await expectSignedInAs(page, 'Sam Student')
    await page.goto('/reset/demo-reset-expired/ResetPassword')
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
    await page.goto('/demo/links')
    expect(loaded).toEqual([])
  })
})
