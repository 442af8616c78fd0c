/**
 * Focus never lost, tried with the keyboard alone in Chromium: after an action that replaces the focused element
 * with a new screen, focus is on that screen, not on <body>, and not hidden (focus-checks.ts). That focus is never
 * hidden on any screen, Tab and Shift+Tab through every stop at a phone's and a desktop's width, is checked by
 * finish.spec.ts, which opens each screen once for the whole of its finish.
 */
import type { Page } from '@playwright/test'
import { focusProblem, watchFocus } from './focus-checks'
import { expect, test } from './support'
import { PROVOKED_FAILURES } from './screens'

test.describe('focus is never lost', () => {
  test.beforeEach(async ({ page }) => watchFocus(page))

  /** Presses the focused control with the keyboard, as a person using only the keyboard would. */
  async function pressWithKeyboard(page: Page, name: string | RegExp): Promise<void> {
    await page.getByRole('button', { name }).focus()
    await page.keyboard.press('Enter')
  }

  async function expectFocusOnNewScreen(page: Page, heading: string): Promise<void> {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect.poll(() => focusProblem(page)).toBeNull()
  }

  test('after Send reset link on /forgot, focus is on "Check your email"', async ({ page }) => {
    await page.goto('/forgot')
    await page.getByLabel('Email address').fill('sam.student@example.org')
    await pressWithKeyboard(page, 'Send reset link')
    await expectFocusOnNewScreen(page, 'Check your email')
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  })

  test('after Try again on a failed registration load, focus is on the form it loaded', async ({
    page,
    guard,
  }) => {
    guard.allowHttpError('/api/auth/getregistrationdata', 500)
    let answers = 0
    // The first load fails, the second (Try again) gets the real answer.
    await page.route('**/api/auth/getregistrationdata', async (route) => {
      answers += 1
      if (answers === 1) await route.fulfill({ status: 500, body: 'Server error' })
      else await route.continue()
    })
    await page.goto('/registration/demo-sso-educator')
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't load the registration form" }),
    ).toBeVisible()
    await pressWithKeyboard(page, 'Try again')
    await expect(page.getByLabel('First name')).toBeVisible()
    await expectFocusOnNewScreen(page, 'Request an account')
  })

  test('after Confirm on an email link, and after asking for a new link, focus stays on the page', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(PROVOKED_FAILURES)
    await page.goto('/verify/demo-verify-expired/PersonalEmail/1/en-CA')
    await pressWithKeyboard(page, 'Confirm my email address')
    await expectFocusOnNewScreen(page, 'This link has expired')
    await pressWithKeyboard(page, 'Send me a new link')
    await expectFocusOnNewScreen(page, 'Check your email')
  })

  test('after Try again on a link whose check failed, focus stays on the page', async ({ page, guard }) => {
    guard.allowConsoleError(PROVOKED_FAILURES)
    await page.goto('/reset/demo-reset-server/ResetPassword')
    await pressWithKeyboard(page, 'Try again')
    await expectFocusOnNewScreen(page, "We couldn't open your link")
  })

  test('the two Show password buttons of parent activation say which field they show', async ({ page }) => {
    await page.goto('/reset/demo-parent-valid/ActivateParent')
    await expect(page.getByLabel('Confirm your password')).toBeVisible()
    const toggles = page.locator('main .password__toggle')
    await expect(toggles).toHaveCount(2)
    const names = await toggles.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    )
    expect(new Set(names).size).toBe(2)
    await page.getByRole('button', { name: 'Show password confirmation' }).click()
    await expect(page.getByRole('button', { name: 'Hide password confirmation' })).toBeVisible()
    await expect(page.getByLabel('Confirm your password')).toHaveAttribute('type', 'text')
    await expect(page.getByLabel('Create a password')).toHaveAttribute('type', 'password')
  })
})
