import type { APIRequestContext } from '@playwright/test'
import type { FreshLinks } from '../../demo-api/demo-links'
import { ANALYTICS_IDS, configuredPort } from '../../playwright.config'
import { analyticsHitsFrom, expect, expectSignedInAs, signIn, test } from './support'

// This file runs against the build with analytics on, whose script is the demo API's stand-in for gtag.js, on a
// name of its own (a `*.localhost` name, the Canadian site): every other file that opens that server sends
// hits to the same collector meanwhile, from its own origin, so only this origin's count.
const origin = `http://analytics.localhost:${configuredPort}`
test.use({ baseURL: origin })

const hits = (request: APIRequestContext) => analyticsHitsFrom(request, origin)

test.describe('analytics', () => {
  test('reports the route pattern of a link page, never its token', async ({ page, request }) => {
    const { fresh } = (await (
      await request.get(`http://localhost:${configuredPort}/demo/links.json`)
    ).json()) as FreshLinks
    const token = decodeURIComponent(fresh.reset.split('/')[2] ?? '')
    const before = (await hits(request)).length

    await page.goto(fresh.reset)
    await expect(page.getByLabel('New password')).toBeVisible()
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page.getByLabel('Username or email')).toBeVisible()

    await expect.poll(async () => (await hits(request)).length - before).toBeGreaterThanOrEqual(2)
    const sent = (await hits(request)).slice(before)
    expect(JSON.stringify(sent)).not.toContain(token)
    expect(sent[0]).toMatchObject({
      tid: ANALYTICS_IDS.ca,
      en: 'page_view',
      dl: `${origin}/reset/:token/:resetType`,
      dt: '/reset/:token/:resetType',
    })
    // The next page names the link page as where the person came from, by its pattern too.
    expect(sent[1]).toMatchObject({ dr: `${origin}/reset/:token/:resetType` })
  })
})

test.describe('analytics that a browser blocks', () => {
  test('leaves sign-in working and the page quiet', async ({ page, request, guard }) => {
    guard.allowConsoleError(/gtag|ERR_BLOCKED_BY_CLIENT/)
    const blocked: string[] = []
    await page.route('**/demo/analytics/**', async (route) => {
      blocked.push(new URL(route.request().url()).pathname)
      // What an ad blocker does.
      await route.abort('blockedbyclient')
    })
    const before = (await hits(request)).length
    await page.goto('/')
    await expect.poll(() => blocked).toContain('/demo/analytics/gtag/js')
    await page.getByRole('link', { name: 'Trouble signing in?' }).click()
    await expect(page.getByLabel('Email address')).toBeVisible()
    await page.goBack()
    await signIn(page, 'sam.student')
    await expectSignedInAs(page, 'Sam Student')
    expect((await hits(request)).length).toBe(before)
  })
})

test.describe('analytics page views', () => {
  test('carry route patterns only: no token, key, email or query value reaches the collector', async ({
    page,
    request,
    guard,
  }) => {
    guard.allowConsoleError(/\/api\/auth\//)
    // Read in Chromium, as the page sends them: the url and the body of every collect call.
    const collected: string[] = []
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith('/g/collect'))
        collected.push(`${sent.url()} ${sent.postData() ?? ''}`)
    })
    const { fresh } = (await (
      await request.get(`http://localhost:${configuredPort}/demo/links.json`)
    ).json()) as FreshLinks
    const secrets = [
      decodeURIComponent(fresh.reset.split('/')[2] ?? ''),
      decodeURIComponent(fresh.verifyEmail.split('/')[2] ?? ''),
      'secret-sso-key',
      'sam.student@example.org',
      'sam.student%40example.org',
      'query-value-42',
      'timeout',
    ]

    // Each page's view has reached the collector before the person goes on: a page left sooner may never
    // report (the analytics script loads after the first render), which is not what this checks.
    const reported = (views: number) => expect.poll(() => collected.length).toBeGreaterThanOrEqual(views)
    await page.goto('/forgot?lang=fr&campaign=query-value-42')
    await page.getByLabel(/courriel/i).fill('sam.student@example.org')
    await reported(1)
    await page.goto(fresh.reset)
    await expect(page.getByLabel('New password')).toBeVisible()
    await reported(2)
    await page.goto(fresh.verifyEmail)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await reported(3)
    await page.goto('/portfoliolinking/secret-sso-key/student')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    await reported(4)
    await page.goto('/?timeout=true&redirect=query-value-42')
    await signIn(page, 'sam.student')
    await expectSignedInAs(page, 'Sam Student')

    expect(collected.length).toBeGreaterThanOrEqual(5)
    for (const hit of collected) for (const secret of secrets) expect(hit).not.toContain(secret)
    expect(collected.join('\n')).toContain(encodeURIComponent('/portfoliolinking/:k/:userType'))
  })
})

test.describe('analytics that fail or crawl', () => {
  for (const [what, answer] of [
    ['answers 500', 'fail'],
    ['never answers', 'hang'],
  ] as const) {
    test(`never delays or breaks sign-in when its script ${what}`, async ({ page, guard }) => {
      guard.allowConsoleError(/gtag|500/)
      await page.route('**/demo/analytics/gtag/**', (route) =>
        answer === 'fail'
          ? route.fulfill({ status: 500, body: 'Server error' })
          : new Promise<void>(() => {}),
      )
      const started = Date.now()
      await page.goto('/', { waitUntil: 'commit' })
      await signIn(page, 'sam.student')
      await expectSignedInAs(page, 'Sam Student')
      // The demo's own answer takes a few hundred milliseconds; a wait on the script would take its whole time.
      expect(Date.now() - started).toBeLessThan(10_000)
    })
  }
})
