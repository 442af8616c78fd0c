import { expect, partnerUrl, test } from './support'

test.describe('the UK partner login host', () => {
  test("sends a visitor who did not come from the partner's site to that site", async ({ page, baseURL }) => {
    await page.goto(partnerUrl(baseURL, '/'))
    await expect(page).toHaveURL(/\/demo\/partner-site$/)
    expect(new URL(page.url()).hostname).toBe('partner.localhost')
  })

  test("lets a visitor who comes from the partner's site sign in, in British English", async ({
    page,
    baseURL,
  }) => {
    await page.goto(partnerUrl(baseURL, '/demo/partner-site'))
    await page.getByRole('link', { name: 'Sign in to the career planner' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(new URL(page.url()).hostname).toBe('partner.localhost')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('button', { name: 'Français' })).toHaveCount(0)
  })
})
