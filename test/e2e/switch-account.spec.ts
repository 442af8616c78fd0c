import { expect, isApiPost, signIn, test } from './support'

const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

test.describe('workspace chooser', () => {
  test('a person with several account types signs in, chooses, and comes back to a marked card', async ({
    page,
  }) => {
    await page.goto('/')
    await signIn(page, 'morgan.multi')
    await expect(page).toHaveURL(/\/switchaccount\?k=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Select workspace' })).toBeVisible()
    for (const workspace of ['Educator', 'Family', 'Student']) {
      await expect(page.getByRole('button', { name: `Select the ${workspace} workspace` })).toBeVisible()
    }
    await expect(page.getByText('You came from this workspace')).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible()

    await page.getByRole('button', { name: 'Select the Educator workspace' }).click()
    await expect(page).toHaveURL(/\/demo\/workspace\/educator\?k=/)
    await page.getByRole('link', { name: 'Switch workspace' }).click()

    const educator = page.getByRole('listitem').filter({ hasText: 'Track and monitor' })
    await expect(educator.getByText('You came from this workspace')).toBeVisible()
    await page.getByRole('button', { name: 'Select the Family workspace' }).click()
    await expect(page).toHaveURL(/\/demo\/workspace\/family\?k=/)
  })

  test('chooses a workspace with the keyboard alone', async ({ page }) => {
    await page.goto('/switchaccount?k=demo-k-several')
    const first = page.getByRole('button', { name: /^Select the .* workspace$/ }).first()
    await expect(first).toBeVisible()
    for (
      let stop = 0;
      stop < 20 && !(await first.evaluate((button) => button === document.activeElement));
      stop++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(first).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/demo\/workspace\//)
  })

  for (const k of ['demo-k-nodata', 'demo-k-empty', 'demo-k-server']) {
    test(`${k}: the generic error at the sign-in page`, async ({ page, guard }) => {
      guard.allowHttpError('/api/auth/switchaccount', 500)
      await page.goto(`/switchaccount?k=${k}`)
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('alert')).toContainText(GENERIC_ERROR)
      await expect(page.getByLabel('Username or email')).toBeVisible()
    })
  }

  test('refuses a workspace whose url it cannot trust, and stays', async ({ page }) => {
    await page.goto('/switchaccount?k=demo-k-unsafe')
    await page.getByRole('button', { name: 'Select the Family workspace' }).click()
    await expect(page.getByRole('alert')).toContainText(GENERIC_ERROR)
    expect(new URL(page.url()).pathname).toBe('/switchaccount')
  })

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
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click()
      const sent = await logOut
      expect(await sent.headerValue('x-xsrf-token')).toBeTruthy()

      await expect(page.getByLabel('Username or email')).toBeVisible()
      expect(new URL(page.url()).pathname).toBe('/')
      expect(
        await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('appToken')]),
      ).toEqual([null, null])
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0)
    })
  }
})
