import type { Page } from '@playwright/test'
import { CDN_HOST, configuredPort } from '../../playwright.config'
import { expect, holdApiCall, signIn, expectSignedInAs, test, DEMO_PASSWORD } from './support'

// This file runs against the build with a CDN host configured: the demo API's stand-in under /demo/cdn.
test.use({ baseURL: `http://localhost:${configuredPort}` })

const STYLE = `${CDN_HOST}/design-system/design-system.css`
const SCRIPT = `${CDN_HOST}/design-system/design-system.js`

const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true })

/** What the person sees of the portal's own styles, which the design system must not change. */
async function portalLook(page: Page) {
  const button = await submit(page).evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, color: style.color, radius: style.borderRadius }
  })
  const input = await page
    .getByLabel('Username or email')
    .evaluate((element) => getComputedStyle(element).borderColor)
  return { button, input }
}

// The build has analytics on as well; analytics.spec.ts counts the hits, so these pages send none.
test.beforeEach(async ({ page }) => {
  await page.route('**/demo/analytics/gtag/js?*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
})

test.describe('the design system from the CDN', () => {
  test('loads after the form is painted, and the portal keeps its own look', async ({ page }) => {
    const style = await holdApiCall(page, STYLE)
    const script = await holdApiCall(page, SCRIPT)
    await page.goto('/')
    // Painted and usable while both files are still on their way.
    await expect(submit(page)).toBeVisible()
    await page.getByLabel('Username or email').fill('sam.student')
    const before = await portalLook(page)

    await style.release()
    await script.release()
    await expect(page.locator('html')).toHaveAttribute('data-design-system', 'loaded')
    await expect
      .poll(() =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--design-system-loaded'),
        ),
      )
      .toBe('yes')
    expect(await portalLook(page)).toEqual(before)
    await expect(page.getByLabel('Username or email')).toHaveValue('sam.student')
  })

  for (const [what, answer] of [
    ['is down', 'abort'],
    ['answers 404', 404],
  ] as const) {
    test(`changes nothing a person needs when the CDN ${what}`, async ({ page, guard }) => {
      guard.allowConsoleError(/design-system|ERR_FAILED|ERR_CONNECTION_REFUSED|404/)
      const failed: string[] = []
      page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
      page.on('response', (response) => {
        if (response.status() === 404) failed.push(new URL(response.url()).pathname)
      })
      await page.route(`**${CDN_HOST}/design-system/**`, (route) =>
        answer === 'abort'
          ? route.abort('connectionrefused')
          : route.fulfill({ status: 404, body: 'Not found' }),
      )
      await page.goto('/')
      await expect.poll(() => [...new Set(failed)].sort()).toEqual([STYLE, SCRIPT].sort())
      await expect(page.locator('html')).not.toHaveAttribute('data-design-system')
      await signIn(page, 'sam.student', DEMO_PASSWORD)
      await expectSignedInAs(page, 'Sam Student')
    })
  }

  test('brands a page from the CDN too', async ({ page }) => {
    await page.goto('/florida')
    const logo = page.getByRole('banner').getByRole('img', { name: 'Florida Department of Education' })
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('src', `${CDN_HOST}/branding-assets/florida/header.svg`)
  })
})
