import { expect, isApiPost, readAppToken, test } from './support'

// The portal gives every call 15 s (PORTAL_API_TIMEOUT_MS); Playwright's clock moves the page past it at once.
const TIME_LIMIT_MS = 15_000

test.describe('a call that never answers', () => {
  test('sign-in stops waiting after 15 s, says so, and keeps what was typed', async ({ page }) => {
    const start = new Date('2026-01-05T09:00:00Z')
    await page.clock.install({ time: start })
    await page.goto('/')
    await page.getByLabel('Username or email').fill('fault.hang')
    await page.getByLabel('Password', { exact: true }).fill('anything-at-all')
    // Paused, so a slow machine's real seconds cannot eat into the margin the assertions below rely on.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000))
    // The time limit starts with the call, which waits for the sign-in calls' code: the clock runs once it is sent.
    const sent = page.waitForRequest(isApiPost('/api/auth/login'))
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.locator('main form[aria-busy="true"]')).toBeVisible()
    await sent

    await page.clock.runFor(TIME_LIMIT_MS - 1_000)
    await expect(page.locator('main form[aria-busy="true"]')).toBeVisible()
    await page.clock.runFor(1_000)

    await expect(page.locator('.error-summary')).toContainText(
      'Something went wrong on our side. Please try again.',
    )
    await expect(page.locator('main form[aria-busy="true"]')).toHaveCount(0)
    await expect(page.getByLabel('Username or email')).toHaveValue('fault.hang')
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  test('the automatic sign-in gives up after 15 s, forgets the kept token and shows the form', async ({
    page,
  }) => {
    await page.clock.install()
    // Stored from a plain page of the same origin: every portal page but sign-in forgets the token on entry.
    await page.goto('/demo/product/en/help')
    await page.evaluate(() => localStorage.setItem('appToken', 'a-token-whose-check-never-answers'))
    // Left unanswered: the route neither continues nor fulfils the call.
    let asked = () => {}
    const resumeAsked = new Promise<void>((resolve) => (asked = resolve))
    await page.route('**/api/auth/redirect', () => asked())

    await page.goto('/')
    await expect(page.locator('main .waiting')).toBeVisible()
    // The time limit starts with the call, which waits for the sign-in calls' code: the clock runs once it is sent.
    await resumeAsked
    await page.clock.runFor(TIME_LIMIT_MS)

    await expect(page.getByLabel('Username or email')).toBeVisible()
    expect(await readAppToken(page)).toBeNull()
    // A reload does not try the forgotten token again.
    await page.reload()
    await expect(page.getByLabel('Username or email')).toBeVisible()
  })
})
