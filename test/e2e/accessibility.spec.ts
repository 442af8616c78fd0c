import path from 'node:path'
import type { Page } from '@playwright/test'
import { text } from './catalog'
import { answerSignInWithMustReset, lookAt, PROVOKED_FAILURES, screenGroups } from './screens'
import { expect, expectNoAxeViolations, expectSignedInAs, holdApiCall, test, ukUrl } from './support'
import type { PageGuard } from '../support/page-guard'

type Locale = 'en-CA' | 'fr-CA' | 'en-GB'

/** Where `npm run screens` writes its pictures: outside git, beside the other test results. */
const SCREENS_FOLDER = path.resolve(import.meta.dirname, '../../test-results/screens')

const LOCALES: readonly Locale[] = ['en-CA', 'fr-CA', 'en-GB']

interface View {
  width: number
  scheme: 'light' | 'dark'
}

const NARROW = 320
const LIGHT: readonly View[] = [
  { width: NARROW, scheme: 'light' },
  { width: 1280, scheme: 'light' },
]
// Dark is checked at one width: no colour in the style sheet depends on the width, and each check costs time.
const LIGHT_AND_DARK: readonly View[] = [...LIGHT, { width: 1280, scheme: 'dark' }]

/** The address of a screen in a language: fr-CA by query, en-GB by the UK host. */
function screenUrl(locale: Locale, baseURL: string | undefined, screen: string): string {
  if (locale === 'en-GB') return ukUrl(baseURL, screen)
  if (locale === 'fr-CA') return `${screen}${screen.includes('?') ? '&' : '?'}lang=fr`
  return screen
}

// Forms are reached by id and state, not by text, so one walk serves every language.
const submitButton = (page: Page) => page.locator('main form button[type="submit"]')
const errorSummary = (page: Page) => page.locator('.error-summary')

interface Walk {
  page: Page
  guard: PageGuard
  locale: Locale
  url: (screen: string) => string
}

/**
 * The views a language is checked in. en-CA is checked in every view asked for. The other languages differ from
 * it by their words only, on the same markup and colours: they are checked at 320 px, where a longer word could
 * overflow or crowd a control, in light (colours do not depend on the language). Their words in every state are
 * also checked by the model-based tests, with axe, in jsdom, and on every step of the machines' walks.
 */
function viewsFor(locale: Locale, views: readonly View[]): readonly View[] {
  if (locale === 'en-CA') return views
  return views.filter((view) => view.scheme === 'light' && view.width === NARROW)
}

/**
 * Checks the state on screen in every view. Resizing and switching the colour scheme in place, rather than
 * walking the screens again per view, keeps the many combinations inside the suite's time budget.
 */
async function check(walk: Walk, screen: string, views: readonly View[] = LIGHT): Promise<void> {
  const { page, locale } = walk
  for (const view of viewsFor(locale, views)) {
    await page.setViewportSize({ width: view.width, height: 800 })
    await page.emulateMedia({ colorScheme: view.scheme })
    const label = `${screen} (${locale}, ${view.width}px, ${view.scheme})`
    await expectNoAxeViolations(page, label)
    if (view.width === NARROW) {
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
      expect.soft(scrollWidth, `horizontal scroll on ${label}`).toBeLessThanOrEqual(NARROW)
    }
  }
}

async function walkSignIn(walk: Walk): Promise<void> {
  const { page, guard, url } = walk

  await test.step('sign-in', async () => {
    await page.goto(url('/'))
    await expect(page.locator('#username')).toBeVisible()
    await check(walk, 'sign-in, empty', LIGHT_AND_DARK)

    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'sign-in, field errors', LIGHT_AND_DARK)

    await page.locator('#username').fill('sam.student')
    await page.locator('#password').fill('not-the-password')
    await submitButton(page).click()
    await expect(errorSummary(page)).toContainText(text(walk.locale, 'USERNAME_OR_PASSWORD_NOT_FOUND'))
    await check(walk, 'sign-in, server message', LIGHT_AND_DARK)
  })

  await test.step('sign-in, generic error', async () => {
    guard.allowHttpError('/api/auth/login', 500)
    await page.locator('#username').fill('fault.server')
    await page.locator('#password').fill('anything-at-all')
    const failure = page.waitForResponse((response) => response.status() === 500)
    await submitButton(page).click()
    await failure
    await expect(errorSummary(page)).not.toContainText(text(walk.locale, 'USERNAME_OR_PASSWORD_NOT_FOUND'))
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'sign-in, generic error')
  })

  await test.step('sign-in, busy', async () => {
    // fault.slow answers after 2.5 s; holding the call as well keeps the busy state for as long as axe needs.
    const login = await holdApiCall(page, '/api/auth/login')
    await page.locator('#username').fill('fault.slow')
    await page.locator('#password').fill('anything-at-all')
    await submitButton(page).click()
    await expect(page.locator('main form[aria-busy="true"]')).toBeVisible()
    await check(walk, 'sign-in, busy')
    // The next step's navigation cancels the sign-in, so the walk does not wait out the slow answer.
    await login.release()
  })

  await test.step('sign-in, waiting for the automatic sign-in', async () => {
    // Stored from a plain page of the same origin: every portal page but sign-in forgets the token on entry.
    await page.goto(url('/demo/product/en/help'))
    await page.evaluate(() => localStorage.setItem('appToken', 'a-token-the-server-does-not-know'))
    const resume = await holdApiCall(page, '/api/auth/redirect')
    guard.allowHttpError('/api/auth/redirect', 401)
    await page.goto(url('/'))
    await expect(page.locator('main .waiting')).toBeVisible()
    await check(walk, 'sign-in, automatic sign-in waiting')
    await resume.release()
    await expect(page.locator('#username')).toBeVisible()
  })

  await test.step('the other sign-in pages', async () => {
    await page.goto(url('/sdmylife'))
    await expect(page.locator('#username')).toBeVisible()
    await check(walk, '/sdmylife')

    await page.goto(url('/florida'))
    await expect(page.locator('.branding--header img')).toBeVisible()
    await expect(page.locator('.branding--footer img')).toBeVisible()
    await check(walk, '/florida', LIGHT_AND_DARK)
  })
}

async function walkForgot(walk: Walk): Promise<void> {
  const { page, guard, url } = walk

  await test.step('forgot password', async () => {
    await page.goto(url('/forgot'))
    await expect(page.locator('#email')).toBeVisible()
    await check(walk, 'forgot, form', LIGHT_AND_DARK)

    await page.locator('#email').fill('not-an-email')
    await submitButton(page).click()
    await expect(page.locator('#email')).toHaveAttribute('aria-invalid', 'true')
    await check(walk, 'forgot, invalid email', LIGHT_AND_DARK)

    await page.locator('#email').fill('sam.student@example.org')
    await submitButton(page).click()
    await expect(page.locator('.panel--success')).toBeVisible()
    await check(walk, 'forgot, link sent', LIGHT_AND_DARK)
  })

  await test.step('forgot password, no record', async () => {
    guard.allowHttpError('/api/auth/forgotpassword', 404)
    await page.goto(url('/forgot'))
    await page.locator('#email').fill('nobody@example.org')
    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'forgot, no record', LIGHT_AND_DARK)
  })
}

async function walkMustResetAndNoAccount(walk: Walk): Promise<void> {
  const { page, url } = walk

  await test.step('/mustreset', async () => {
    // Only the screens are under test here: the API's answers are given.
    await answerSignInWithMustReset(page)
    await page.route('**/api/auth/mustresetpassword', (route) =>
      route.fulfill({ json: { data: { success: true } } }),
    )

    await page.goto(url('/'))
    await page.locator('#username').fill('max.mustreset')
    await page.locator('#password').fill('anything-at-all')
    await submitButton(page).click()
    await expect(page.locator('#new-password')).toBeVisible()
    await check(walk, '/mustreset, form')

    await page.locator('#new-password').fill('short')
    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, '/mustreset, too short')

    await page.locator('#new-password').fill('Long-enough-1')
    await submitButton(page).click()
    await expect(page.locator('.panel--success')).toBeVisible()
    await check(walk, '/mustreset, changed')
    await page.unrouteAll()
  })

  await test.step('/noaccount', async () => {
    await page.goto(url('/noaccount'))
    await expect(page.locator('main .guidance-html li').first()).toBeVisible()
    await check(walk, '/noaccount')
  })
}

async function walkEmailLinks(walk: Walk): Promise<void> {
  const { page, guard, url } = walk
  // Refusals and failures are what these screens are about; Chromium logs each as a console error.
  guard.allowConsoleError(/\/api\/(auth|higher-ed)\//)

  await test.step('reset and activation links', async () => {
    const check_ = await holdApiCall(page, '/api/auth/validateemailtoken')
    await page.goto(url('/reset/demo-parent-valid/ActivateParent'))
    await expect(page.locator('main .waiting')).toBeVisible()
    await check(walk, 'link, checking')
    await check_.release()

    await expect(page.locator('#confirm-password')).toBeVisible()
    await check(walk, 'parent activation, form', LIGHT_AND_DARK)
    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'parent activation, field errors', LIGHT_AND_DARK)

    await page.goto(url('/reset/demo-parent-nofamily/ActivateParent'))
    await expect(page.locator('#confirm-password')).toBeVisible()
    await check(walk, 'parent activation, students not loaded')

    // Used and unknown links draw the same panel as expired, with other words: expired and server (with its
    // retry button) stand for all four.
    for (const state of ['expired', 'server']) {
      await page.goto(url(`/reset/demo-parent-${state}/ActivateParent`))
      await expect(page.locator('main .panel--error')).toBeVisible()
      await check(walk, `parent activation, ${state}`, state === 'expired' ? LIGHT_AND_DARK : LIGHT)
    }

    await page.goto(url('/reset/demo-highered-server/HigherEdActivation?email=hana.highered%40example.org'))
    await page.locator('#new-password').fill('Long-enough-1')
    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'higher-ed activation, save failed')

    await page.goto(url('/reset/a-token/Not%20a%20type'))
    await expect(page.locator('main .panel--error')).toBeVisible()
    await check(walk, 'link not valid')
  })

  await test.step('email confirmation links', async () => {
    const links = (await (await page.request.get('/demo/links.json')).json()) as {
      fresh: { verifyEmail: string }
    }
    // Nothing is spent until the person presses the page's one button.
    const confirm = () => page.locator('main button').first().click()
    await page.goto(url(links.fresh.verifyEmail))
    await expect(page.locator('main button')).toHaveCount(1)
    await check(walk, 'email confirmation, asking', LIGHT_AND_DARK)
    await confirm()
    await expect(page.locator('main .confirmed')).toBeVisible()
    await check(walk, 'email confirmed', LIGHT_AND_DARK)

    await page.goto(url('/verify/demo-verify-server/PersonalEmail/1/en-CA'))
    await confirm()
    await expect(page.locator('main .panel--error')).toBeVisible()
    await check(walk, 'email confirmation, failed')

    await page.goto(url('/confirmusernamechange/demo-username-resendfails/UserNameChange/1/en-CA'))
    await confirm()
    await expect(page.locator('main .panel--error')).toBeVisible()
    await page.locator('main button').first().click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'email confirmation, resend failed')

    await page.goto(url('/verify/demo-verify-expired/PersonalEmail/1/en-CA'))
    await confirm()
    await expect(page.locator('main .panel--error')).toBeVisible()
    await check(walk, 'email confirmation, expired', LIGHT_AND_DARK)
    await page.locator('main button').first().click()
    await expect(page.locator('main .button-note')).toBeVisible()
    await check(walk, 'email confirmation, resent', LIGHT_AND_DARK)
  })

  await test.step('mass print links', async () => {
    await page.goto(url('/massprint/demo-massprint-expired/MassPrint/42'))
    await expect(page.locator('main .panel--error')).toBeVisible()
    await check(walk, 'mass print, expired')
  })
}

async function walkGuidanceAndLegal(walk: Walk): Promise<void> {
  const { page, url } = walk
  await test.step('guidance pages', async () => {
    for (const screen of ['/error?code=401', '/error', '/parent', '/educatornotfound']) {
      await page.goto(url(screen))
      await expect(page.locator('main h1')).toBeVisible()
      await check(walk, screen)
    }
  })
  await test.step('legal pages', async () => {
    for (const screen of ['/legal', '/privacy']) {
      await page.goto(url(screen))
      await expect(page.locator('main nav.legal__contents')).toBeVisible()
      await check(walk, screen, LIGHT_AND_DARK)
    }
  })
}

async function walkWorkspaceChooser(walk: Walk): Promise<void> {
  const { page, url } = walk
  await test.step('workspace chooser', async () => {
    const loading = await holdApiCall(page, '/api/auth/switchaccount')
    await page.goto(url('/switchaccount?k=demo-k-all'))
    await expect(page.locator('main .waiting')).toBeVisible()
    await check(walk, 'chooser, loading')
    await loading.release()
    await expect(page.locator('main .workspace').first()).toBeVisible()
    await check(walk, 'chooser, five workspaces', LIGHT_AND_DARK)

    await page.goto(url('/switchaccount?k=demo-k-unsafe'))
    // The unsafe key's Family workspace has a javascript: url.
    await page
      .locator('main .workspace')
      .filter({ has: page.getByRole('heading', { name: text(walk.locale, 'WORKSPACE_FAMILY') }) })
      .getByRole('button')
      .click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'chooser, refused')
  })
}

async function walkPortfolioLinking(walk: Walk): Promise<void> {
  const { page, guard, url } = walk
  guard.allowHttpError('/api/auth/portfolioLinking', 401)
  await test.step('portfolio linking', async () => {
    await page.goto(url('/portfoliolinking/demo-sso-educator/educator'))
    await expect(page.locator('#username')).toBeVisible()
    await check(walk, 'linking, educator', LIGHT_AND_DARK)
    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'linking, field errors')
    await page.locator('#username').fill('eve.educator')
    await page.locator('#password').fill('not-the-password')
    await submitButton(page).click()
    await expect(page.locator('#password')).toHaveValue('')
    await check(walk, 'linking, not found')

    await page.goto(url('/portfoliolinking/demo-sso-student/student'))
    await expect(page.locator('#username')).toBeVisible()
    await check(walk, 'linking, student')

    await page.goto(url('/account/demo-sso-educator'))
    await expect(page.locator('main h1')).toBeVisible()
    await check(walk, 'account welcome', LIGHT_AND_DARK)
  })
}

async function walkRegistration(walk: Walk): Promise<void> {
  const { page, guard, url } = walk
  guard.allowHttpError('/api/auth/registration', 409)
  guard.allowHttpError('/api/auth/getregistrationdata', 500)
  await test.step('registration', async () => {
    const loading = await holdApiCall(page, '/api/auth/getregistrationdata')
    await page.goto(url('/registration/demo-sso-taken'))
    await expect(page.locator('main .waiting')).toBeVisible()
    await check(walk, 'registration, loading')
    await loading.release()
    await expect(page.locator('#firstName')).toBeVisible()
    await check(walk, 'registration, email from the claim', LIGHT_AND_DARK)

    await submitButton(page).click()
    await expect(errorSummary(page)).toBeVisible()
    await check(walk, 'registration, field errors', LIGHT_AND_DARK)

    await page.locator('#firstName').fill('Zoë')
    await page.locator('#lastName').fill("O'Neil")
    await page.locator('#institution').selectOption('103')
    await submitButton(page).click()
    await expect(errorSummary(page)).toContainText(text(walk.locale, 'REGISTRATION_EMAIL_IN_USE'))
    await check(walk, 'registration, refused')

    await page.goto(url('/registration/demo-sso-claim'))
    await expect(page.locator('#email')).toHaveValue('')
    await check(walk, 'registration, email to type')

    await page.goto(url('/registration/demo-sso-server'))
    await expect(page.locator('main .panel--error')).toBeVisible()
    await check(walk, 'registration, load failed')

    await page.goto(url('/registration/demo-sso-educator'))
    await page.locator('#firstName').fill('Zoë')
    await page.locator('#lastName').fill("O'Neil")
    await page.locator('#institution').selectOption('101')
    await submitButton(page).click()
    await expect(page.locator('main .confirmed')).toBeVisible()
    await check(walk, 'registration confirmation', LIGHT_AND_DARK)

    await page.goto(url('/registrationnotallowed'))
    await expect(page.locator('main h1')).toBeVisible()
    await check(walk, 'registration not allowed')
  })
}

test.describe('accessibility', () => {
  // Each walk is independent of the others and of every other file, and together they are most of the run:
  // spreading them over both workers keeps the suite inside its time budget. Each walks up to thirty screens
  // with axe: two minutes, as a machine that shares its cores can take more than one.
  test.describe.configure({ mode: 'parallel', timeout: 120_000 })

  for (const locale of LOCALES) {
    test(`has no axe violations on the sign-in screens in ${locale}`, async ({ page, guard, baseURL }) => {
      await walkSignIn({ page, guard, locale, url: (screen) => screenUrl(locale, baseURL, screen) })
    })

    // en-GB in Chromium: the screens where it differs from en-CA in more than spelling, the UK host's header (on
    // sign-in) and the UK legal documents. Its other screens are en-CA's layout and colours, and their words
    // are checked with axe in every state by the model-based tests.
    if (locale === 'en-GB') {
      test(`has no axe violations on the guidance and legal pages in ${locale}`, async ({
        page,
        guard,
        baseURL,
      }) => {
        await walkGuidanceAndLegal({
          page,
          guard,
          locale,
          url: (screen) => screenUrl(locale, baseURL, screen),
        })
      })
      continue
    }

    test(`has no axe violations on the forgot, must-reset and no-account screens in ${locale}`, async ({
      page,
      guard,
      baseURL,
    }) => {
      const walk: Walk = { page, guard, locale, url: (screen) => screenUrl(locale, baseURL, screen) }
      await walkForgot(walk)
      await walkMustResetAndNoAccount(walk)
    })

    test(`has no axe violations on the email-link screens in ${locale}`, async ({ page, guard, baseURL }) => {
      await walkEmailLinks({ page, guard, locale, url: (screen) => screenUrl(locale, baseURL, screen) })
    })

    test(`has no axe violations on the workspace chooser in ${locale}`, async ({ page, guard, baseURL }) => {
      await walkWorkspaceChooser({ page, guard, locale, url: (screen) => screenUrl(locale, baseURL, screen) })
    })

    test(`has no axe violations on portfolio linking and registration in ${locale}`, async ({
      page,
      guard,
      baseURL,
    }) => {
      const walk: Walk = { page, guard, locale, url: (screen) => screenUrl(locale, baseURL, screen) }
      await walkPortfolioLinking(walk)
      await walkRegistration(walk)
    })

    test(`has no axe violations on the guidance and legal pages in ${locale}`, async ({
      page,
      guard,
      baseURL,
    }) => {
      await walkGuidanceAndLegal({ page, guard, locale, url: (screen) => screenUrl(locale, baseURL, screen) })
    })
  }

  test('reaches the skip link, header controls and every form control in order with Tab', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()

    const order = [
      page.getByRole('link', { name: 'Skip to main content' }),
      page.getByRole('banner').getByRole('link', { name: 'Career and Education Planner' }),
      page.getByRole('button', { name: 'Help' }),
      page.getByRole('button', { name: 'Français' }),
      page.getByLabel('Username or email'),
      page.getByLabel('Password', { exact: true }),
      page.getByRole('button', { name: 'Show password' }),
      page.getByRole('checkbox', { name: 'Keep me signed in' }),
      page.getByRole('button', { name: 'Sign in', exact: true }),
    ]
    for (const [index, control] of order.entries()) {
      await page.keyboard.press('Tab')
      await expect(control, `Tab stop ${index + 1}`).toBeFocused()
    }
  })

  test('moves focus to the main content from the skip link', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Username or email')).toBeFocused()
  })

  test('signs in with the keyboard alone', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByLabel('Username or email')).toBeVisible()
    for (let stop = 0; stop < 5; stop += 1) await page.keyboard.press('Tab')
    await expect(page.getByLabel('Username or email')).toBeFocused()
    await page.keyboard.type('sam.student')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
    await page.keyboard.type('Demo-pass-1')
    await page.keyboard.press('Enter')
    await expectSignedInAs(page, 'Sam Student')
  })

  // Every screen of every flow (screens.ts), in both languages whose words differ, at a phone's and a desktop's
  // width, light and dark, for a person to look at: `npm run screens` writes them to test-results/screens/.
  // Several tests per language, so the two workers share them.
  for (const { locale, screens } of screenGroups(8)) {
    test(`captures ${screens.map((screen) => screen.name).join(', ')} for review in ${locale} @screens`, async ({
      page,
      request,
      guard,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      guard.allowConsoleError(PROVOKED_FAILURES)
      const folder = path.join(SCREENS_FOLDER)
      for (const screen of screens) {
        await test.step(screen.name, async () => {
          await page.setViewportSize({ width: 1280, height: 800 })
          await page.emulateMedia({ colorScheme: 'light' })
          await lookAt(screen, { page, request, guard, locale, baseURL }, async () => {
            await expect(page.locator('html')).toHaveAttribute('lang', locale)
            for (const scheme of ['light', 'dark'] as const) {
              await page.emulateMedia({ colorScheme: scheme })
              for (const width of [375, 1280]) {
                await page.setViewportSize({ width, height: 800 })
                // Screens for a person to look at must at least not scroll sideways.
                const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)
                expect
                  .soft(scrollWidth, `${screen.name} ${locale} ${scheme} ${width}px scrolls sideways`)
                  .toBeLessThanOrEqual(width)
                await page.screenshot({
                  path: path.join(folder, `${screen.name}-${locale}-${scheme}-${width}.png`),
                  // A document is many screens long: its first screen shows its layout.
                  fullPage: screen.pattern !== 'document',
                  animations: 'disabled',
                })
              }
            }
          })
        })
      }
    })
  }
})
