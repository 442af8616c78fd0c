/**
 * Every screen of every flow, each reached the way a person reaches it, named by the pattern it is built from
 * (docs/patterns.md). `npm run screens` photographs them (accessibility.spec.ts, @screens); finish.spec.ts checks
 * their buttons and their column, and tabs through them.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { FreshLinks } from '../../demo-api/demo-links'
import { expect, holdApiCall, ukUrl } from './support'
import type { PageGuard } from '../support/page-guard'

export type ScreenLocale = 'en-CA' | 'fr-CA' | 'en-GB'

/** The four patterns, and the two kinds of page that are neither (a long document, the guidance on /noaccount). */
type Pattern = 'form' | 'waiting' | 'result' | 'problem' | 'document' | 'text'

/** The refusals and failures these screens show on purpose: Chromium logs each as a console error. */
export const PROVOKED_FAILURES = /\/api\/(auth|higher-ed)\//

interface ScreenVisit {
  page: Page
  request: APIRequestContext
  guard: PageGuard
  locale: ScreenLocale
  baseURL: string | undefined
  /** Work to do once the screen has been looked at (letting go of a call held to keep a wait on screen). */
  afterLook: (work: () => Promise<void>) => void
}

/**
 * Signing in answers "choose a new password": max.mustreset's real state can be spent once per server (the
 * journeys spend it in demo runs of their own, demo-api/runs.ts), so screens that only show the forced
 * reset are given the API's answer.
 */
export async function answerSignInWithMustReset(page: Page): Promise<void> {
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      json: {
        data: {
          errorMessage: null,
          isMustResetPassword: true,
          userAccountId: 107,
          jwtToken: 'held-reset-token',
          url: null,
        },
      },
    }),
  )
}

export interface Screen {
  /** A file name: `<flow>-<state>`. */
  name: string
  pattern: Pattern
  /** Brings the page to the screen and waits for it. */
  open: (visit: ScreenVisit) => Promise<void>
}

/** The address of a screen in a language: fr-CA by query, en-GB by the UK host. */
function inLocale(locale: ScreenLocale, baseURL: string | undefined, path: string): string {
  if (locale === 'en-GB') return ukUrl(baseURL, path)
  if (locale === 'fr-CA') return `${path}${path.includes('?') ? '&' : '?'}lang=fr`
  return path
}

const go = async (visit: ScreenVisit, path: string) => {
  await visit.page.goto(inLocale(visit.locale, visit.baseURL, path))
}

const main = (page: Page) => page.getByRole('main')
const submit = (page: Page) => page.locator('main form button[type="submit"]')
/** The page's one action button (a confirm, which submits a form; a resend, a retry). */
const mainButton = (page: Page) =>
  page.locator('main .page > button, main .page > .button, main .page > form > button').first()

async function freshLinks(request: APIRequestContext): Promise<FreshLinks> {
  return (await (await request.get('/demo/links.json')).json()) as FreshLinks
}

/** A screen that is one address away. */
const at = (name: string, pattern: Pattern, path: string, ready: string): Screen => ({
  name,
  pattern,
  open: async (visit) => {
    await go(visit, path)
    await expect(visit.page.locator(ready).first()).toBeVisible()
  },
})

/** A screen reached by pressing the page's one button first (email links: nothing happens before the press). */
const afterPress = (name: string, pattern: Pattern, path: string, ready: string): Screen => ({
  name,
  pattern,
  open: async (visit) => {
    visit.guard.allowConsoleError(/\/api\/auth\//)
    await go(visit, path)
    await mainButton(visit.page).click()
    await expect(visit.page.locator(ready).first()).toBeVisible()
  },
})

/** A link whose check fails on the server's side (500): the generic error, with Try again. */
const serverFault = (name: string, path: string): Screen => ({
  name,
  pattern: 'problem',
  open: async (visit) => {
    visit.guard.allowConsoleError(/\/api\/auth\//)
    await go(visit, path)
    await expect(main(visit.page).locator('.panel--error')).toBeVisible()
  },
})

/** A waiting screen, kept on screen by holding its call until the screen has been looked at. */
const waiting = (name: string, path: string, call: string): Screen => ({
  name,
  pattern: 'waiting',
  open: async (visit) => {
    const held = await holdApiCall(visit.page, call)
    await go(visit, path)
    await expect(main(visit.page).locator('.waiting')).toBeVisible()
    // Away first: the answer would carry on the flow (a mass print sends the browser to its documents).
    visit.afterLook(async () => {
      await visit.page.goto('about:blank')
      await held.release()
    })
  },
})

const HIGHER_ED =
  '/reset/demo-highered-valid/HigherEdActivation?email=hana.highered%40example.org&schoolName=Northern%20College'

const SCREENS: readonly Screen[] = [
  // Sign-in and forgot password.
  at('sign-in', 'form', '/', '#username'),
  {
    name: 'sign-in-errors',
    pattern: 'form',
    open: async (visit) => {
      await go(visit, '/')
      await submit(visit.page).click()
      await expect(visit.page.locator('.error-summary')).toBeFocused()
    },
  },
  at('forgot', 'form', '/forgot', '#email'),
  {
    name: 'forgot-sent',
    pattern: 'result',
    open: async (visit) => {
      await go(visit, '/forgot')
      await visit.page.locator('#email').fill('sam.student@example.org')
      await submit(visit.page).click()
      await expect(main(visit.page).locator('.panel--success')).toBeVisible()
    },
  },
  {
    name: 'must-reset',
    pattern: 'form',
    open: async (visit) => {
      await answerSignInWithMustReset(visit.page)
      await go(visit, '/')
      await visit.page.locator('#username').fill('max.mustreset')
      await visit.page.locator('#password').fill('anything-at-all')
      await submit(visit.page).click()
      await expect(visit.page.locator('#new-password')).toBeVisible()
      await visit.page.unrouteAll()
    },
  },
  // Reset and the three activations.
  waiting('reset-checking', '/reset/demo-reset-valid/ResetPassword', '/api/auth/validateemailtoken'),
  at('reset', 'form', '/reset/demo-reset-valid/ResetPassword', '#new-password'),
  at('activate-account', 'form', '/reset/demo-activate-valid/ActivateAccount', '#new-password'),
  at('activate-parent', 'form', '/reset/demo-parent-valid/ActivateParent', '#confirm-password'),
  at('activate-higher-ed', 'form', HIGHER_ED, '#new-password'),
  at('reset-expired', 'problem', '/reset/demo-parent-expired/ActivateParent', 'main .panel--error'),
  at('reset-used', 'problem', '/reset/demo-reset-used/ResetPassword', 'main .panel--error'),
  serverFault('reset-failed', '/reset/demo-reset-server/ResetPassword'),
  at('link-not-valid', 'problem', '/reset/a-token/Not%20a%20type', 'main .panel--error'),
  // Email verification and username change: nothing is sent before the press.
  at('verify', 'form', '/verify/demo-verify-valid/PersonalEmail/1/en-CA', 'main .page > form > button'),
  {
    name: 'verify-confirmed',
    pattern: 'result',
    open: async (visit) => {
      const { fresh } = await freshLinks(visit.request)
      await go(visit, fresh.verifyEmail)
      await mainButton(visit.page).click()
      await expect(main(visit.page).locator('.confirmed')).toBeVisible()
    },
  },
  afterPress(
    'verify-expired',
    'problem',
    '/verify/demo-verify-expired/PersonalEmail/1/en-CA',
    'main .panel--error',
  ),
  {
    name: 'verify-resent',
    pattern: 'result',
    open: async (visit) => {
      visit.guard.allowConsoleError(/\/api\/auth\//)
      await go(visit, '/verify/demo-verify-expired/PersonalEmail/1/en-CA')
      await mainButton(visit.page).click()
      await expect(main(visit.page).locator('.panel--error')).toBeVisible()
      await mainButton(visit.page).click()
      await expect(main(visit.page).locator('.button-note')).toBeVisible()
    },
  },
  {
    name: 'verify-resend-failed',
    pattern: 'problem',
    open: async (visit) => {
      visit.guard.allowConsoleError(/\/api\/auth\//)
      await go(visit, '/verify/demo-verify-resendfails/PersonalEmail/1/en-CA')
      await mainButton(visit.page).click()
      await expect(main(visit.page).locator('.panel--error')).toBeVisible()
      await mainButton(visit.page).click()
      await expect(main(visit.page).locator('.error-summary')).toBeVisible()
    },
  },
  afterPress(
    'verify-used',
    'problem',
    '/verify/demo-verify-used/PersonalEmail/1/en-CA',
    'main .panel--error',
  ),
  afterPress(
    'verify-failed',
    'problem',
    '/verify/demo-verify-server/PersonalEmail/1/en-CA',
    'main .panel--error',
  ),
  at(
    'username',
    'form',
    '/confirmusernamechange/demo-username-valid/UserNameChange/1/en-CA',
    'main .page > form > button',
  ),
  {
    name: 'username-confirmed',
    pattern: 'result',
    open: async (visit) => {
      const { fresh } = await freshLinks(visit.request)
      await go(visit, fresh.usernameChange)
      await mainButton(visit.page).click()
      await expect(main(visit.page).locator('.confirmed')).toBeVisible()
    },
  },
  afterPress(
    'username-expired',
    'problem',
    '/confirmusernamechange/demo-username-expired/UserNameChange/1/en-CA',
    'main .panel--error',
  ),
  // Mass print.
  waiting(
    'mass-print-waiting',
    '/massprint/demo-massprint-valid/MassPrint/42',
    '/api/auth/massprintaddfiletoredis',
  ),
  at('mass-print-expired', 'problem', '/massprint/demo-massprint-expired/MassPrint/42', 'main .panel--error'),
  serverFault('mass-print-failed', '/massprint/demo-massprint-server/MassPrint/42'),
  // Single sign-on: the welcome page, portfolio linking, registration.
  at('account-welcome', 'form', '/account/demo-sso-educator', 'main .choices'),
  at('linking-educator', 'form', '/portfoliolinking/demo-sso-educator/educator', '#username'),
  at('linking-student', 'form', '/portfoliolinking/demo-sso-student/student', '#username'),
  waiting('registration-loading', '/registration/demo-sso-educator', '/api/auth/getregistrationdata'),
  at('registration', 'form', '/registration/demo-sso-educator', '#institution'),
  {
    name: 'registration-load-failed',
    pattern: 'problem',
    open: async (visit) => {
      visit.guard.allowHttpError('/api/auth/getregistrationdata', 500)
      await go(visit, '/registration/demo-sso-server')
      await expect(main(visit.page).locator('.panel--error')).toBeVisible()
    },
  },
  {
    name: 'registration-sent',
    pattern: 'result',
    open: async (visit) => {
      await go(visit, '/registration/demo-sso-educator')
      await visit.page.locator('#firstName').fill('Zoë')
      await visit.page.locator('#lastName').fill("O'Neil")
      await visit.page.locator('#institution').selectOption('101')
      await submit(visit.page).click()
      await expect(main(visit.page).locator('.confirmed')).toBeVisible()
    },
  },
  at('registration-not-allowed', 'problem', '/registrationnotallowed', 'main .panel--error'),
  // The workspace chooser.
  waiting('chooser-loading', '/switchaccount?k=demo-k-all', '/api/auth/switchaccount'),
  at('chooser', 'form', '/switchaccount?k=demo-k-all', 'main .workspace'),
  // Guidance and the documents.
  at('error-page', 'problem', '/error?code=401', 'main .panel--error'),
  at('parent-not-found', 'problem', '/parent', 'main .panel--error'),
  at('educator-not-found', 'problem', '/educatornotfound', 'main .panel--error'),
  at('no-account', 'text', '/noaccount', 'main .guidance-html li'),
  at('terms', 'document', '/legal', 'main nav.legal__contents'),
  at('privacy', 'document', '/privacy', 'main nav.legal__contents'),
  // The flow studio: a developer's tool in the test build, in the same shell, so the same finish and focus.
  at('flow-studio', 'text', '/__flows?machine=forgotPassword', 'svg.statechart'),
]

/**
 * SCREENS in groups of `size` for each language: a test per group, so the groups run side by side and a failure
 * names its screens.
 */
export function screenGroups(
  size: number,
): { locale: Exclude<ScreenLocale, 'en-GB'>; screens: readonly Screen[]; names: string }[] {
  return (['en-CA', 'fr-CA'] as const).flatMap((locale) =>
    Array.from({ length: Math.ceil(SCREENS.length / size) }, (_, index) => {
      const screens = SCREENS.slice(index * size, (index + 1) * size)
      return { locale, screens, names: `${screens[0]?.name} to ${screens.at(-1)?.name}` }
    }),
  )
}

/** Opens a screen, lets `look` examine it, then does what opening it left for afterwards (a held call let go). */
export async function lookAt(
  screen: Screen,
  visit: Omit<ScreenVisit, 'afterLook'>,
  look: () => Promise<void>,
): Promise<void> {
  const afterLook: (() => Promise<void>)[] = []
  await screen.open({ ...visit, afterLook: (work) => afterLook.push(work) })
  await look()
  for (const work of afterLook) await work()
}
