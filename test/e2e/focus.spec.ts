/**
 * Focus never hidden, never lost, tried with the keyboard alone in Chromium. On every screen (screens.ts), at a
 * phone's and a desktop's width, Tab goes forwards through every stop and Shift+Tab back: each focused element
 * must be on screen and not under the sticky header (WCAG 2.2 2.4.11, which axe does not test). And after an
 * action that replaces the focused element with a new screen, focus is on that screen, not on <body>.
 */
import type { Page } from '@playwright/test'
import { focusProblem, tabThrough, watchFocus } from './focus-checks'
import { expect, test } from './support'
import { lookAt, PROVOKED_FAILURES, screenGroups } from './screens'

/** Short windows, so that long pages scroll and the header has something to cover. */
const VIEWS = [
  { width: 375, height: 640 },
  { width: 1280, height: 720 },
] as const

test.describe('focus is never hidden', () => {
  test.describe.configure({ mode: 'parallel', timeout: 180_000 })
  for (const { locale, screens, names } of screenGroups(12)) {
    test(`Tab and Shift+Tab: ${names} in ${locale}`, async ({ page, request, guard, baseURL }) => {
      guard.allowConsoleError(PROVOKED_FAILURES)
      await watchFocus(page)
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await page.setViewportSize(VIEWS[1])
          await lookAt(screen, { page, request, guard, locale, baseURL }, async () => {
            for (const view of VIEWS) {
              await page.setViewportSize(view)
              const where = `${screen.name} (${locale}, ${view.width}px)`
              // From the top of the page, as after it loads: the next Tab starts at the document's start.
              const forwards = await tabThrough(page, 'Tab', true, where)
              // Then back from past the last stop, where forwards ended.
              const backwards = await tabThrough(page, 'Shift+Tab', false, where)
              for (const [key, stops] of [
                ['Tab', forwards],
                ['Shift+Tab', backwards],
              ] as const) {
                for (const [index, problem] of stops.entries())
                  expect.soft(problem, `${key} stop ${index + 1} on ${where}`).toBeNull()
              }
              expect
                .soft(backwards.length, `Shift+Tab reaches as many stops as Tab on ${where}`)
                .toBe(forwards.length)
            }
          })
        })
      }
    })
  }
})

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
