import type { APIRequestContext, Page } from '@playwright/test'
import { ANALYTICS_IDS, configuredPort, LOGIN_HOSTS } from '../../playwright.config'
import { analyticsHitsFrom, expect, expectNoAxeViolations, getOnHost, servedPage, test } from './support'

// One build (the configured one), seen on each login host by its production-like name, which Chromium maps to
// this machine. Each host must choose its own site from the same files.
const at = (host: string, path = '/') => `http://${host}:${configuredPort}${path}`

const hitsFrom = (request: APIRequestContext, host: string) => analyticsHitsFrom(request, at(host, ''))

async function footerPaths(page: Page): Promise<string[]> {
  return page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
}

const HOSTS = [
  {
    site: 'CA',
    host: LOGIN_HOSTS.CA,
    lang: 'en-CA',
    toggle: 1,
    product: 'en',
    analytics: ANALYTICS_IDS.ca,
  },
  {
    site: 'UK',
    host: LOGIN_HOSTS.UK,
    lang: 'en-GB',
    toggle: 0,
    product: 'en-gb',
    analytics: ANALYTICS_IDS.uk,
  },
  {
    site: 'UK partner',
    host: LOGIN_HOSTS.UK_PARTNER,
    lang: 'en-GB',
    toggle: 0,
    product: 'en-gb',
    analytics: ANALYTICS_IDS.uk,
  },
] as const

test.describe('each login host', () => {
  for (const expected of HOSTS) {
    test(`${expected.site} (${expected.host}): header, language, footer paths and analytics id`, async ({
      page,
      request,
    }) => {
      const before = (await hitsFrom(request, expected.host)).length
      if (expected.site === 'UK partner') {
        // Arriving from the partner's site, as its visitors do.
        await page.goto(at(expected.host, '/demo/partner-site'))
        await page.getByRole('link', { name: 'Sign in to the career planner' }).click()
      } else {
        await page.goto(at(expected.host))
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
      expect(new URL(page.url()).hostname).toBe(expected.host)
      await expect(page.locator('html')).toHaveAttribute('lang', expected.lang)
      await expect(page.getByRole('banner').getByRole('button', { name: 'Français' })).toHaveCount(
        expected.toggle,
      )
      // The product's pages in the host's language, then the portal's own cookies page (decision 031).
      expect(await footerPaths(page)).toEqual([
        ...['help', 'contact', 'privacy', 'terms'].map((page) => `/demo/product/${expected.product}/${page}`),
        '/cookies',
      ])
      await expect
        .poll(async () => (await hitsFrom(request, expected.host)).length - before)
        .toBeGreaterThan(0)
      const [hit] = (await hitsFrom(request, expected.host)).slice(before)
      expect(hit).toMatchObject({ tid: expected.analytics, en: 'page_view', dl: at(expected.host, '/') })
      await expectNoAxeViolations(page, `sign-in on ${expected.host}`)
    })
  }

  test('serves each host its first screen: the UK host its own prerendered page, the partner host the shell', async ({
    request,
  }) => {
    const page = async (host: string, path: string) => (await getOnHost(request, at(host, path))).text()
    expect(servedPage(await page(LOGIN_HOSTS.CA, '/'))).toMatchObject({ locale: 'en-CA', id: '/' })
    expect(servedPage(await page(LOGIN_HOSTS.UK, '/'))).toMatchObject({ locale: 'en-GB', id: '/' })
    expect(servedPage(await page(LOGIN_HOSTS.UK, '/switchaccount?k=key-1'))).toMatchObject({
      locale: 'en-GB',
      id: '/switchaccount',
    })
    expect(servedPage(await page(LOGIN_HOSTS.UK_PARTNER, '/'))).toBeNull()
  })

  test("sends a visitor to the partner host who did not come from the partner's site to that site", async ({
    page,
  }) => {
    await page.goto(at(LOGIN_HOSTS.UK_PARTNER, '/forgot'))
    await expect(page).toHaveURL(at(LOGIN_HOSTS.UK_PARTNER, '/demo/partner-site'))
    await expect(page.getByRole('link', { name: 'Sign in to the career planner' })).toBeVisible()
  })

  test('keeps a visitor from another site out of the partner host too', async ({ page }) => {
    // A referrer from the UK login host is not the partner's site.
    await page.goto(at(LOGIN_HOSTS.UK, '/demo/product/en-gb/help'))
    await page.evaluate(
      (target) => {
        window.location.href = target
      },
      at(LOGIN_HOSTS.UK_PARTNER, '/'),
    )
    await expect(page).toHaveURL(at(LOGIN_HOSTS.UK_PARTNER, '/demo/partner-site'))
  })
})
