import { expect, isApiPost, recordApiPosts, test, problemShown } from './support'

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

  test('rejects an address in the wrong format without sending it', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/forgotpassword')
    await page.goto('/forgot')
    await page.getByLabel('Email address').fill('not-an-email')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    const message = 'Enter an email address in the correct format, like name@example.com.'
    await expect(problemShown(page)).toContainText(message)
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(new RegExp(message))
    expect(posts).toHaveLength(0)
  })

  test('asks for an email when submitted empty without sending anything', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/forgotpassword')
    await page.goto('/forgot')
    await page.getByRole('button', { name: 'Send reset link' }).click()

    await expect(problemShown(page)).toContainText('Email address: This field is required.')
    expect(posts).toHaveLength(0)
  })
})
