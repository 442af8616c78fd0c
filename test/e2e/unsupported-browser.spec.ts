import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, ukUrl } from './support'

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'
const ENGLISH = [
  'Your browser is not supported',
  'To sign in, open this page in one of these browsers:',
] as const

async function expectOldBrowserPage(page: Page, lang: string, title: string, text: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText(text)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page).toHaveTitle(title)
  const links = page.getByRole('link')
  await expect(links).toHaveText(['Google Chrome', 'Mozilla Firefox', 'Apple Safari'])
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual([
    'https://www.google.com/chrome/',
    'https://www.mozilla.org/firefox/',
    'https://www.apple.com/safari/',
  ])
  // The module script ran too (this is Chromium) and left the page alone.
  await page.waitForLoadState('load')
  await expect(page.getByLabel('Username or email')).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
}

test.describe('an old browser', () => {
  test.describe('by its user agent (Internet Explorer 11)', () => {
    test.use({ userAgent: IE11 })

    test('sees links to Chrome, Firefox and Safari instead of the sign-in page, in English', async ({
      page,
    }) => {
      await page.goto('/')
      await expectOldBrowserPage(page, 'en-CA', ...ENGLISH)
      await expectNoAxeViolations(page, 'the old-browser page in en-CA')
    })

    test('reads it in French with ?lang=fr and from a French email link', async ({ page }) => {
      const french = [
        'fr-CA',
        'Votre navigateur n’est pas pris en charge',
        'l’un de ces navigateurs',
      ] as const
      await page.goto('/?lang=fr')
      await expectOldBrowserPage(page, ...french)
      await expectNoAxeViolations(page, 'the old-browser page in fr-CA')

      await page.goto('/verify/a-token/PersonalEmail/3/fr-CA')
      await expectOldBrowserPage(page, ...french)
      // ?lang= wins over the link's language, as it does in the portal.
      await page.goto('/verify/a-token/PersonalEmail/3/fr-CA?lang=en')
      await expectOldBrowserPage(page, 'en-CA', ...ENGLISH)
    })

    test('reads it in British English on the UK host', async ({ page, baseURL }) => {
      await page.goto(ukUrl(baseURL, '/?lang=fr'))
      await expectOldBrowserPage(page, 'en-GB', ...ENGLISH)
      await expectNoAxeViolations(page, 'the old-browser page in en-GB')
    })
  })

  test('that cannot run module scripts sees the same page', async ({ page }) => {
    // What Chromium would be without module support: the feature the check looks for is gone.
    await page.addInitScript(() => {
      delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule
    })
    await page.goto('/')
    await expectOldBrowserPage(page, 'en-CA', ...ENGLISH)
  })

  test('a current browser gets the sign-in page, and the check costs it no request', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-unsupported-browser')
    // The check is written into the page: the only scripts with a source are the app's own modules.
    await expect(page.locator('script[src]:not([type="module"])')).toHaveCount(0)
    const inline = await page
      .locator('script:not([src]):not([type="application/json"])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
    // One inline script, the head script (decision 026), which looks for module support.
    expect(inline).toHaveLength(1)
    expect(inline[0]).toContain('noModule')
  })
})
