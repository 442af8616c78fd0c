import type { Page } from '@playwright/test'
import { expect, expectSignedInAs, isApiPost, readAppToken, recordApiPosts, signIn, test } from './support'

async function signInKept(page: Page): Promise<string> {
  await page.goto('/')
  await expect(page.getByLabel('Keep me signed in')).toBeChecked()
  await signIn(page, 'sam.student')
  await expectSignedInAs(page, 'Sam Student')
  const appToken = await readAppToken(page)
  expect(appToken).toBeTruthy()
  return appToken ?? ''
}

test.describe('keep me signed in', () => {
  test('keeps the session and signs in again on the next visit until the person signs out', async ({
    page,
    guard,
  }) => {
    const appToken = await signInKept(page)

    const logins = recordApiPosts(page, '/api/auth/login')
    const resume = page.waitForRequest(isApiPost('/api/auth/redirect'))
    await page.goto('/')
    expect((await resume).postDataJSON()).toEqual({ Token: appToken })
    await expectSignedInAs(page, 'Sam Student')
    expect(logins).toHaveLength(0)

    // Signing out ends the session on the server, so the kept token is refused on the way back to `/`.
    guard.allowHttpError('/api/auth/redirect', 401)
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/redirect' && response.status() === 401,
    )
    await page.getByRole('button', { name: 'Sign out' }).click()
    await refused
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Username or email')).toBeVisible()
    expect(await readAppToken(page)).toBeNull()

    // With the token gone, a later visit does not even try to resume.
    const resumes = recordApiPosts(page, '/api/auth/redirect')
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    expect(resumes).toHaveLength(0)
  })

  test('does not keep the session when keep-me-signed-in is unticked', async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Keep me signed in').uncheck()
    const loginRequest = page.waitForRequest(isApiPost('/api/auth/login'))
    await signIn(page, 'sam.student')
    expect((await loginRequest).postDataJSON()).toMatchObject({ remember: false })
    await expectSignedInAs(page, 'Sam Student')
    expect(await readAppToken(page)).toBeNull()

    const resumes = recordApiPosts(page, '/api/auth/redirect')
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    expect(resumes).toHaveLength(0)
  })

  test('forgets a kept session on a visit to /forgot', async ({ page }) => {
    await signInKept(page)

    await page.goto('/forgot')
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await expect.poll(() => readAppToken(page)).toBeNull()

    const resumes = recordApiPosts(page, '/api/auth/redirect')
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    expect(resumes).toHaveLength(0)
  })
})
