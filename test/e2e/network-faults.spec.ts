/**
 * A call that the network aborts, refuses or times out is the person's to retry. The form
 * keeps what was typed, no button stays busy, and trying again once the network is back succeeds. Each screen
 * that sends a call is one row; all three faults are tried on each.
 */
import type { Page } from '@playwright/test'
import { DEMO_PASSWORD, expect, expectSignedInAs, test } from './support'

const FAULTS = ['connectionrefused', 'aborted', 'timedout'] as const
const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

interface Row {
  name: string
  path: string
  /** The API path whose call the network loses. */
  api: string
  fill: (page: Page) => Promise<void>
  /** The button that sends (or, after a failure, sends again). */
  send: (page: Page) => ReturnType<Page['getByRole']>
  /** What was typed, still there after the failure. */
  kept: (page: Page) => Promise<void>
  succeeded: (page: Page) => Promise<void>
}

const ROWS: Row[] = [
  {
    name: 'sign-in',
    path: '/',
    api: '/api/auth/login',
    fill: async (page) => {
      await page.getByLabel('Username or email').fill('sam.student')
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    },
    send: (page) => page.getByRole('button', { name: 'Sign in', exact: true }),
    kept: async (page) => {
      await expect(page.getByLabel('Username or email')).toHaveValue('sam.student')
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD)
    },
    succeeded: (page) => expectSignedInAs(page, 'Sam Student'),
  },
  {
    name: 'forgot password',
    path: '/forgot',
    api: '/api/auth/forgotpassword',
    fill: (page) => page.getByLabel('Email address').fill('sam.student@example.org'),
    send: (page) => page.getByRole('button', { name: 'Send reset link' }),
    kept: (page) => expect(page.getByLabel('Email address')).toHaveValue('sam.student@example.org'),
    succeeded: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible(),
  },
  {
    name: 'a mass-print link',
    path: '/massprint/demo-massprint-valid/MassPrint/42',
    api: '/api/auth/massprintaddfiletoredis',
    fill: async () => {},
    send: (page) => page.getByRole('main').getByRole('button', { name: 'Try again' }),
    kept: async () => {},
    succeeded: (page) => expect(page).toHaveURL(/\/demo\/mass-print\/42$/, { timeout: 15_000 }),
  },
]

async function expectUsableAfterFailure(page: Page, row: Row): Promise<void> {
  await expect(page.locator('main').getByText(GENERIC_ERROR).first()).toBeVisible()
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
  await expect(row.send(page)).toBeEnabled()
  await expect(row.send(page)).not.toHaveAttribute('aria-disabled', 'true')
  await row.kept(page)
}

for (const row of ROWS) {
  test(`${row.name}: a lost call can be retried, and the retry succeeds once the network is back`, async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/net::ERR_|Failed to fetch|NetworkError/)
    let fault: (typeof FAULTS)[number] | null = FAULTS[0]
    await page.route(
      (url) => url.pathname === row.api,
      (route) => (fault === null ? route.continue() : route.abort(fault)),
    )
    await page.goto(row.path)
    await row.fill(page)
    const first = row.path.startsWith('/massprint/') ? null : row.send(page)
    if (first !== null) await first.click()
    await expectUsableAfterFailure(page, row)

    for (const next of FAULTS.slice(1)) {
      fault = next
      await row.send(page).click()
      await expectUsableAfterFailure(page, row)
    }

    fault = null
    await row.send(page).click()
    await row.succeeded(page)
  })
}
