import { expect, isApiPost, recordApiPosts, test } from './support'

test.describe('forgot password', () => {
  test('sends a link to a known email and shows where it went with the server message', async ({ page }) => {
    await page.goto('/forgot')
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await page.getByLabel('Email address').fill('sam.student@example.org')

    const forgotRequest = page.waitForRequest(isApiPost('/api/auth/forgotpassword'))
    await page.getByRole('button', { name: 'Send reset link' }).click()
    expect((await forgotRequest).postDataJSON()).toEqual({
      email: 'sam.student@example.org',
      languageType: 1,
      translationLanguage: 'en-CA',
    })

    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    await expect(page.getByText('We sent a link to sam.student@example.org.')).toBeVisible()
    await expect(page.getByText('If the address is right, the email arrives within 5 minutes.')).toBeVisible()
    // After sending, the form is hidden (spec: Forgot password).
    await expect(page.getByLabel('Email address')).toHaveCount(0)
  })

  test('says there is no record of an unknown email', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/forgotpassword', 404)
    await page.goto('/forgot')
    await page.getByLabel('Email address').fill('nobody@example.org')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    await expect(page.getByRole('alert')).toContainText("There's no record of this email.")
    await expect(page.getByLabel('Email address')).toHaveValue('nobody@example.org')
  })

  test('explains that several accounts share the email', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/forgotpassword', 409)
    await page.goto('/forgot')
    await page.getByLabel('Email address').fill('shared@example.org')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    await expect(page.getByRole('alert')).toContainText(
      'More than one account uses this email address. Contact your school or administrator to reset your password.',
    )
  })

  test('explains that the account has not been activated', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/forgotpassword', 400)
    await page.goto('/forgot')
    await page.getByLabel('Email address').fill('ina.inactive@example.org')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    await expect(page.getByRole('alert')).toContainText(
      "This account hasn't been activated yet. Look for the activation email we sent you, or ask your school to send it again.",
    )
  })

  test('rejects an address in the wrong format without sending it', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/forgotpassword')
    await page.goto('/forgot')
    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    const message = 'Enter an email address in the correct format, like name@example.com.'
    await expect(page.getByRole('alert')).toContainText(message)
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(new RegExp(message))
    expect(posts).toHaveLength(0)
  })

  test('asks for an email when submitted empty without sending anything', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/forgotpassword')
    await page.goto('/forgot')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    await expect(page.getByRole('alert')).toContainText('Email address: This field is required.')
    expect(posts).toHaveLength(0)
  })

  test('leads back to /sdmylife from /forgot/sdmylife', async ({ page }) => {
    await page.goto('/forgot/sdmylife')
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page).toHaveURL('/sdmylife')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  test('leads back to / from /forgot', async ({ page }) => {
    await page.goto('/forgot')
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page).toHaveURL('/')
  })
})
