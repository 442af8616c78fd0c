/**
 * The shipped nginx configuration (deploy/), serving the build in front of the demo API. Its
 * headers are read as a browser gets them, and one pass through the portal's main screens runs under its
 * Content-Security-Policy: any violation (an inline script, style or host the policy does not allow) fails.
 */
import type { Page } from '@playwright/test'
import type { FreshLinks } from '../../demo-api/demo-links'
import { productionServerPort } from '../../playwright.config'
import { text } from './catalog'
import { DEMO_PASSWORD, expect, expectSignedInAs, signIn, test } from './support'

const origin = `http://localhost:${productionServerPort}`
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

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )

test.describe('the production server (deploy/nginx.conf.template)', () => {
  test('sends the security headers, caches only hashed files and never HTML', async ({ request }) => {
    const home = await request.get('/')
    expect(home.status()).toBe(200)
    const headers = home.headers()
    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')?.[0]).toBe("'self'")
    expect(
      policy
        .get('script-src')
        ?.slice(1)
        .every((source) => /^'sha256-[\w+/]+=*'$/.test(source)),
    ).toBe(true)
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/)
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
    expect(await home.text()).toContain('data-prerendered="/"')

    const french = await request.get('/forgot?lang=fr')
    expect(await french.text()).toContain('<html lang="fr-CA" data-prerendered="/forgot"')

    const resetLink = await request.get('/reset/some-token/Reset')
    expect(resetLink.headers()['referrer-policy']).toBe('no-referrer')
    expect(resetLink.headers()['cache-control']).toBe('no-store')
    expect(await resetLink.text()).not.toMatch(/<html[^>]* data-prerendered=/)

    const entry = /src="(\/assets\/portal-[\w-]+\.js)"|data-entry="[^"]*?(\/assets\/portal-[\w-]+\.js)/.exec(
      await home.text(),
    )
    const script = await request.get(entry?.[1] ?? entry?.[2] ?? '/assets/missing.js')
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.headers()['content-type']).toMatch(/javascript/)
    const catalog = await request.get('/assets/i18n/en-CA.json')
    expect(catalog.headers()['cache-control']).toBe('no-cache')

    // The prerendered files are only ever served for their paths.
    expect((await request.get('/prerendered/index.html')).status()).toBe(404)
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
    await expect(page.getByRole('alert')).toContainText(
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
})
