import { DEMO_PASSWORD, expect, expectNoAxeViolations, expectSignedInAs, signIn, test } from './support'

test.describe('forced new password', () => {
  /*
   * This walk spends max.mustreset's must-reset state, which the demo API keeps until the server restarts.
   * With `reuseExistingServer` off (CI) every `npx playwright test` starts a fresh preview, so it runs once
   * per server. Against a reused local server, a second run fails at the first step ("not must-reset any
   * more"): restart the preview rather than weaken the test. No other spec signs in as max.mustreset; the
   * accessibility walk of /mustreset answers the API itself for that reason.
   */
  test('makes max.mustreset choose a new password, then signs in with it', async ({ page }) => {
    const newPassword = 'Fresh-pass-2024'

    await page.goto('/')
    await signIn(page, 'max.mustreset')
    await expect(page).toHaveURL('/mustreset')
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expectNoAxeViolations(page, '/mustreset form (real flow)')

    await page.getByLabel('New password').fill('short')
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(page.getByRole('alert')).toContainText('Your password must have at least 8 characters.')
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
      /Your password must have at least 8 characters\./,
    )
    await expectNoAxeViolations(page, '/mustreset too short (real flow)')

    await page.getByLabel('New password').fill(newPassword)
    await page.getByRole('button', { name: 'Save password' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeVisible()
    await expectNoAxeViolations(page, '/mustreset changed (real flow)')

    await page.getByRole('link', { name: 'Go to sign in' }).click()
    await expect(page).toHaveURL('/')
    await signIn(page, 'max.mustreset', DEMO_PASSWORD)
    await expect(page.getByRole('alert')).toContainText(
      'The username or password you entered is incorrect. Check them and try again.',
    )
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedInAs(page, 'Max Mustreset')
  })

  test('sends a direct visit to /mustreset back to the root', async ({ page }) => {
    await page.goto('/mustreset')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })
})
