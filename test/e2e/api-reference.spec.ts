/**
 * The demo's API reference (/demo/api) in Chromium: Swagger UI, served from node_modules by the demo API, draws
 * docs/openapi.json under the page's own policy. The guard fails the test on any console error (a refused script,
 * style or fetch is one) and on any request to another host; axe checks it light and dark, narrow and wide.
 */
import { expect, expectNoAxeViolations, test } from './support'

for (const { width, colorScheme } of [
  { width: 1280, colorScheme: 'light' },
  { width: 320, colorScheme: 'dark' },
] as const) {
  test(`draws every call the portal makes, readable with the keyboard, at ${width} px, ${colorScheme}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ colorScheme })
    await page.goto('/demo/api')
    await expect(page.getByRole('heading', { level: 1, name: 'Portal API reference' })).toBeVisible()
    const login = page.getByRole('button', { name: /^POST \/api\/auth\/login Signs a person in/ })
    await expect(login).toBeVisible()
    await expect(page.getByRole('button', { name: /^GET \/api\/auth\/switchaccount / })).toBeVisible()
    await expect(
      page.getByRole('button', { name: /^GET \/branding-assets\/\{package\}\/branding\.json / }),
    ).toBeVisible()

    await login.focus()
    await page.keyboard.press('Enter')
    await expect(login).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByText('USERNAME_OR_PASSWORD_NOT_FOUND, whatever the body', { exact: false }).first(),
    ).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Examples' }).first()).toBeVisible()
    // A reference to read: nothing can be sent from it.
    await expect(page.getByRole('button', { name: 'Try it out' })).toHaveCount(0)
    await expectNoAxeViolations(page, `/demo/api, ${width} px, ${colorScheme}`)
  })
}
