/**
 * The shipped nginx configuration (deploy/), serving the build in front of the demo API. Its
 * headers and compression are read as a browser gets them, and one pass through the portal's main screens runs under its
 * Content-Security-Policy: any violation (an inline script, style or host the policy does not allow) fails.
 */
import type { Page } from '@playwright/test'
import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { FreshLinks } from '../../demo-api/demo-links'
import { receivedSince } from '../../demo-api/pages/telemetry'
import type { CspViolation } from '../../demo-api/state'
import { PAGES_FOLDER } from '../../deploy/render-nginx'
import { isLinkRoute, ROBOTS_TAG, robotsTxt } from '../../deploy/robots'
import { PRODUCTION_SERVER_PREFIX, productionServerPort, TELEMETRY_URL } from '../../playwright.config'
import { PLACEHOLDER_MARK, PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from '../../src/prerender/pages'
import { port as previewPort } from '../support/ports'
import { text } from './catalog'
import {
  cspDirectives,
  DEMO_PASSWORD,
  expect,
  expectSignedInAs,
  getOnHost,
  servedPage,
  signIn,
  telemetryReceived,
  test,
  ukUrl,
  problemShown,
} from './support'

const origin = `http://localhost:${productionServerPort}`
/** The build nginx serves (deploy/serve.sh's default root). */
const dist = resolve(import.meta.dirname, '../../dist')
/** Its pages as nginx serves them: configured at start (deploy/page-config.ts). */
const pages = resolve(import.meta.dirname, '../..', PRODUCTION_SERVER_PREFIX, PAGES_FOLDER)
test.use({ baseURL: origin })

/** Every violation the pages report, from each document the page loads (the listener is an init script). */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test.describe('the production server (deploy/nginx.conf.template)', () => {
  test('sends the security headers, caches only hashed files and never HTML', async ({ request }) => {
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    const headers = home.headers()
    const policy = cspDirectives(headers['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')?.[0]).toBe("'self'")
    expect(
      policy
        .get('script-src')
        ?.slice(1)
        .every((source) => /^'sha256-[\w+/]+=*'$/.test(source)),
    ).toBe(true)
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/)
    // Trusted Types required, through the portal's named policies only (docs/decisions/025); the test build has the
    // flow studio, whose layout worker has its own.
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(policy.get('trusted-types')).toEqual([
      'portal-guidance-html',
      'portal-script-urls',
      'portal-entry-scripts',
      'portal-flow-studio-worker',
    ])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cache-control']).toBe('no-store')
    expect(headers['set-cookie']).toMatch(/^XSRF-TOKEN=\w{32}; Path=\/; SameSite=Lax$/)
    // The first screen is the prerendered one, compressed.
    const homePage = servedPage(await home.text())
    expect(homePage?.id).toBe('/')

    const french = await request.get('/forgot?lang=fr')
    expect(servedPage(await french.text())).toMatchObject({ locale: 'fr-CA', id: '/forgot' })

    // A link's page is prerendered too (decision 019): the one page of its route, with no token in it.
    const resetLink = await request.get('/reset/some-token/Reset')
    expect(resetLink.headers()['referrer-policy']).toBe('no-referrer')
    // The router matches a link typed in capitals; so does the policy.
    const shouted = await request.get('/RESET/some-token/Reset')
    expect(shouted.headers()['referrer-policy']).toBe('no-referrer')
    expect(resetLink.headers()['cache-control']).toBe('no-store')
    expect(servedPage(await resetLink.text())).toMatchObject({
      locale: 'en-CA',
      id: '/reset/:token/:resetType',
    })
    expect(await resetLink.text()).not.toContain('some-token')
    const frenchLink = await request.get('/verify/some-token/PersonalEmail/3/fr-CA')
    expect(servedPage(await frenchLink.text())).toMatchObject({ locale: 'fr-CA', route: 'verify' })
    const activation = await request.get('/reset/some-token/ActivateParent?lang=fr')
    expect(servedPage(await activation.text())).toMatchObject({
      locale: 'fr-CA',
      id: '/reset/:token/ActivateParent',
    })
    const chooser = await request.get('/switchaccount?k=some-key')
    expect(servedPage(await chooser.text())?.id).toBe('/switchaccount')
    expect(servedPage(await request.get('/mustreset').then((response) => response.text()))).toBeNull()

    // The UK host gets its own pages, picked by host; the partner host the shell, which sends most visitors on.
    const uk = await getOnHost(request, ukUrl(origin, '/forgot'))
    expect(servedPage(await uk.text())).toMatchObject({ locale: 'en-GB', id: '/forgot' })
    const partner = await getOnHost(request, origin.replace('localhost', 'partner.localhost'))
    expect(servedPage(await partner.text())).toBeNull()

    const entry = homePage?.entry.find((source) => /\/assets\/portal-[\w-]+\.js$/.test(source))
    const script = await request.get(entry ?? '/assets/missing.js')
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers()['content-type']).toMatch(/javascript/)
    const catalog = await request.get('/assets/i18n/en-CA.json')
    expect(catalog.headers()['cache-control']).toBe('no-cache')

    // The prerendered files are only ever served for their paths.
    expect((await request.get('/prerendered/index.html')).status()).toBe(404)
  })

  test('sends HSTS on every response, and a page’s own policies on every page', async ({ request }) => {
    const hsts = 'max-age=63072000; includeSubDomains; preload'
    const entry = servedPage(await (await request.get('/')).text())?.entry.find((source) =>
      /\/assets\/portal-[\w-]+\.js$/.test(source),
    )
    const responses = {
      page: await request.get('/'),
      'a prerendered link page': await request.get('/reset/some-token/Reset'),
      'the shell': await request.get('/mustreset'),
      script: await request.get(entry ?? '/assets/missing.js'),
      catalog: await request.get('/assets/i18n/en-CA.json'),
      image: await request.get('/favicon.svg'),
      'API answer': await request.post('/api/auth/login', { data: {} }),
      'missing asset': await request.get('/assets/missing-0123abcd.js'),
      'well-known address': await request.get('/.well-known/change-password', { maxRedirects: 0 }),
    }
    for (const [kind, response] of Object.entries(responses)) {
      expect(response.headers()['strict-transport-security'], kind).toBe(hsts)
      expect(response.headers()['x-content-type-options'], kind).toBe('nosniff')
      expect(response.headers()['content-security-policy'], kind).toMatch(/^default-src 'self'/)
    }
    expect(responses['API answer'].status()).toBe(403)
    expect(responses['missing asset'].status()).toBe(404)
    expect(responses['well-known address'].status()).toBe(302)
    for (const kind of ['page', 'a prerendered link page', 'the shell'] as const) {
      const headers = responses[kind].headers()
      expect(headers['cross-origin-opener-policy'], kind).toBe('same-origin')
      expect(headers['permissions-policy'], kind).toMatch(/(^|, )camera=\(\)(, |$)/)
      expect(headers['permissions-policy'], kind).toMatch(/(^|, )geolocation=\(\)(, |$)/)
    }
  })

  test('answers as vite preview does for robots, link pages and the portal’s files, so the tests run as production', async ({
    request,
  }) => {
    const preview = `http://localhost:${previewPort}`
    const both = async (path: string) => [await request.get(path), await request.get(`${preview}${path}`)]
    for (const { route, path, search } of PRERENDERED_PAGES.map((page) => ({
      route: page.route,
      ...page.renderedAt(PRERENDERED_LANGUAGES[0]),
    }))) {
      const address = `${path}${search}`.replaceAll(PLACEHOLDER_MARK, 'some-')
      for (const answer of await both(address))
        expect
          .soft(answer.headers()['x-robots-tag'], `${answer.url()}`)
          .toBe(isLinkRoute(route) ? ROBOTS_TAG : undefined)
    }
    for (const answer of await both('/robots.txt')) {
      expect(answer.status()).toBe(200)
      expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8')
      expect(await answer.text()).toBe(robotsTxt())
    }
    for (const path of ['/sitemap.xml', '/.env', '/forgot/florida.png'])
      for (const answer of await both(path)) expect.soft(answer.status(), answer.url()).toBe(404)
    for (const path of [
      '/',
      '/favicon.svg',
      '/assets/i18n/en-CA.json',
      '/branding-assets/florida/branding.json',
    ])
      for (const answer of await both(path))
        expect
          .soft(answer.headers()['cross-origin-resource-policy'], answer.url())
          .toBe(path.startsWith('/branding-assets/') ? undefined : 'same-origin')
  })

  test('sends the build’s brotli files to a browser that takes brotli, and gzip to one that takes only gzip', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    const entry = servedPage(await home.text())
      ?.entry.find((source) => /\/assets\/portal-[\w-]+\.js$/.test(source))
      ?.slice(1)
    expect(entry).toBeDefined()
    // Each path and the file that answers it: a page from the configured copies render-nginx.ts wrote (with
    // their own .br and .gz), anything else from dist/.
    const asked = [
      ['/', pages, 'prerendered/index.html'],
      ['/forgot?lang=fr', pages, 'prerendered/fr-CA/forgot.html'],
      ['/reset/some-token/Reset', pages, 'prerendered/reset/_/_.html'],
      ['/mustreset', pages, 'index.html'],
      [`/${entry}`, dist, entry ?? 'assets/missing.js'],
      ['/assets/i18n/en-CA.json', dist, 'assets/i18n/en-CA.json'],
    ] as const
    for (const [path, root, file] of asked) {
      const brotli = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      const gzip = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
      const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
      expect.soft(brotli.headers()['content-encoding'], path).toBe('br')
      expect.soft(gzip.headers()['content-encoding'], path).toBe('gzip')
      expect.soft(plain.headers()['content-encoding'], path).toBeUndefined()
      for (const answer of [brotli, gzip]) expect.soft(answer.headers()['vary'], path).toBe('Accept-Encoding')
      // The build's own .br and .gz files (the highest quality), not a compression made as it went.
      const size = (suffix: string) => String(statSync(resolve(root, `${file}${suffix}`)).size)
      expect.soft(brotli.headers()['content-length'], path).toBe(size('.br'))
      expect.soft(gzip.headers()['content-length'], path).toBe(size('.gz'))
      expect.soft(plain.headers()['content-length'], path).toBe(size(''))
      expect.soft(await brotli.text(), path).toBe(await plain.text())
      expect.soft(await gzip.text(), path).toBe(await plain.text())
    }
    // What each kind of file is sent with stays the same.
    const script = await request.get(`/${entry}`, { headers: { 'Accept-Encoding': 'br' } })
    expect(script.headers()['content-type']).toMatch(/javascript/)
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.headers()['cache-control']).toBe('no-store')
    expect(page.headers()['content-security-policy']).toMatch(/^default-src 'self'/)
  })

  test('signs in, resets a password and sends a reset email with no Content-Security-Policy violation', async ({
    page,
    request,
    guard,
  }) => {
    const violations = await recordCspViolations(page)
    guard.allowConsoleError(/\/api\/auth\//)

    await page.goto('/')
    await signIn(page, 'sam.student', 'not-the-password')
    // The demo server's own message, shown as it sent it.
    await expect(problemShown(page)).toContainText(
      'The username or password you entered is incorrect. Check them and try again.',
    )
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedInAs(page, 'Sam Student')

    await page.goto('/forgot?lang=fr')
    await page.getByLabel(text('fr-CA', 'EMAIL')).fill('sam.student@example.org')
    await page.getByRole('button', { name: text('fr-CA', 'SEND_LINK') }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: text('fr-CA', 'LINK_SENT_TITLE') }),
    ).toBeVisible()

    const { fresh } = (await (await request.get('/demo/links.json')).json()) as FreshLinks
    await page.goto(fresh.reset)
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible()
    await page.getByLabel('New password').fill('Rory-nginx-pass-1')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedInAs(page, 'Rory Reset')

    expect(violations).toEqual([])
  })

  test('reports a Content-Security-Policy violation to the telemetry collector, without the page’s token', async ({
    page,
    request,
    guard,
  }) => {
    const headers = (await request.get('/')).headers()
    const policy = cspDirectives(headers['content-security-policy'] ?? '')
    expect(policy.get('report-uri')).toEqual([TELEMETRY_URL])
    // This server is plain http: the Reporting API's report-to (https only) is left out, or Chromium would use it
    // and send nothing (test/unit/deploy.test.ts checks it is there over https).
    expect(policy.has('report-to')).toBe(false)
    const before = await telemetryReceived(request)
    const violationsSince = async (): Promise<CspViolation[]> =>
      receivedSince(before, await telemetryReceived(request)).cspViolations
    // Chromium reports the refused script on the console too; the made-up token is unknown to the API.
    guard.allowConsoleError(/Content Security Policy|TrustedScript/)
    guard.allowHttpError('/api/auth/validateemailtoken', 404)

    await page.goto('/reset/secret-token-in-path/ResetPassword')
    const refused = await page.evaluate(() => {
      // What an injected inline script would be: a string given as a script's text, which Trusted Types refuse
      // before the script's source is even looked at (docs/decisions/025), and the browser reports it.
      const script = document.createElement('script')
      try {
        script.textContent = 'document.title = "injected"'
      } catch (error) {
        return error instanceof TypeError
      }
      document.head.append(script)
      return false
    })
    expect(refused).toBe(true)

    await expect.poll(violationsSince, { timeout: 15_000 }).toContainEqual(
      expect.objectContaining({
        route: '/reset/:token/:resetType',
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        disposition: 'enforce',
      }),
    )
    expect(await page.title()).not.toBe('injected')
    expect(JSON.stringify((await telemetryReceived(request)).cspViolations)).not.toContain(
      'secret-token-in-path',
    )
  })
})
