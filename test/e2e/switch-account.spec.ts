import { text } from './catalog'
import { expect, isApiPost, test, problemShown } from './support'

const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

test.describe('workspace chooser', () => {
  for (const k of ['demo-k-nodata', 'demo-k-empty', 'demo-k-server']) {
    test(`${k}: the generic error at the sign-in page`, async ({ page, guard }) => {
      guard.allowHttpError('/api/auth/switchaccount', 500)
      await page.goto(`/switchaccount?k=${k}`)
      await expect(page).toHaveURL(/\/$/)
      await expect(problemShown(page)).toContainText(GENERIC_ERROR)
      await expect(page.getByLabel('Username or email')).toBeVisible()
    })
  }

  test('without a k goes to the error page', async ({ page }) => {
    await page.goto('/switchaccount')
    await expect(page).toHaveURL(/\/error$/)
  })
})

test.describe('log out from the dual-login header', () => {
  for (const online of [true, false]) {
    test(`ends the session and forgets the tokens ${online ? 'online' : 'when the server cannot be reached'}`, async ({
      page,
      guard,
    }) => {
      await page.goto('/demo/product/en/help')
      await page.evaluate(() => {
        localStorage.setItem('auth_token', 'session-token')
        localStorage.setItem('appToken', 'kept-token')
      })
      await page.goto('/switchaccount?k=demo-k-several')
      await expect(page.getByRole('button', { name: 'Select the Educator workspace' })).toBeVisible()
      if (!online) {
        guard.allowConsoleError(/\/api\/auth\/logout|ERR_FAILED|net::/)
        await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'))
      }
      const logOut = page.waitForRequest(isApiPost('/api/auth/logout'))
      await page
        .getByRole('banner')
        .getByRole('button', { name: text('en-CA', 'LOG_OUT') })
        .click()
      const sent = await logOut
      expect(await sent.headerValue('x-xsrf-token')).toBeTruthy()

      await expect(page.getByLabel('Username or email')).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/')
      expect(
        await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('appToken')]),
      ).toEqual([null, null])
      await expect(
        page.getByRole('banner').getByRole('button', { name: text('en-CA', 'LOG_OUT') }),
      ).toHaveCount(0)
    })
  }
})
