import { DEMO_PASSWORD, expect, expectSignedInAs, isApiPost, test } from './support'

const EDUCATOR = '/portfoliolinking/demo-sso-educator/educator'

test.describe('portfolio linking', () => {
  test('without a key goes to the error page', async ({ page }) => {
    await page.goto('/portfoliolinking')
    await expect(page).toHaveURL(/\/error$/)
  })

  test('an empty form shows REQUIRED once each field is left, and sends nothing', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (isApiPost('/api/auth/portfolioLinking')(request)) sent.push(request.url())
    })
    await page.goto(EDUCATOR)
    await page.getByLabel('Username or email').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    // Under the fields; the form's live region says each once too, with its label (docs/decisions/035).
    await expect(page.locator('.field__message').getByText('This field is required.')).toHaveCount(2)
    await page.getByRole('button', { name: 'Link account' }).click()
    await expect(page.locator('.error-summary')).toBeVisible()
    expect(sent).toEqual([])
  })

  test('an educator links an existing account after a wrong password', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/portfolioLinking', 401)
    await page.goto(EDUCATOR)
    await expect(page.getByRole('link', { name: "I don't have an account yet" })).toHaveAttribute(
      'href',
      '/registration/demo-sso-educator',
    )
    await expect(page.getByRole('link', { name: 'I forgot my password' })).toHaveAttribute('href', '/forgot')

    await page.getByLabel('Username or email').fill('eve.educator')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Link account' }).click()
    await expect(page.locator('.error-summary')).toContainText(
      'The username or password you entered is incorrect. Check them and try again.',
    )
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')

    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    const linking = page.waitForRequest(isApiPost('/api/auth/portfolioLinking'))
    await page.getByRole('button', { name: 'Link account' }).click()
    expect((await linking).postDataJSON()).toEqual({
      Username: 'eve.educator',
      Password: DEMO_PASSWORD,
      SsoToken: 'demo-sso-educator',
    })
    await expectSignedInAs(page, 'Eve Educator')
  })

  test('a student sees why linking can fail', async ({ page }) => {
    await page.goto('/portfoliolinking/demo-sso-student/student')
    await expect(page.getByText('the email address does not exist.')).toBeVisible()
    await expect(page.getByRole('link', { name: "I don't have an account yet" })).toHaveCount(0)
  })
})
