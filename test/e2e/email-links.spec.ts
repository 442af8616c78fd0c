import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_LINKS, type DemoLink, type LinkFlow, type FreshLinks } from '../../demo-api/demo-links'
import type { MessageKey } from '../../src/i18n/i18n'
import { text, type Locale } from './catalog'
import { expect, expectSignedInAs, signIn, test } from './support'
import type { PageGuard } from '../support/page-guard'

async function freshLinks(request: APIRequestContext): Promise<FreshLinks> {
  const response = await request.get('/demo/links.json')
  expect(response.ok()).toBe(true)
  return (await response.json()) as FreshLinks
}

/** The refusals and failures these links provoke on purpose; Chromium logs each as a console error. */
function allowLinkRefusals(guard: PageGuard): void {
  guard.allowConsoleError(/\/api\/(auth|higher-ed)\//)
}

const RESET_TITLE: Partial<Record<LinkFlow, MessageKey>> = {
  reset: 'RESET_PASSWORD',
  activateAccount: 'ACTIVATE_ACCOUNT',
  activateParent: 'ACTIVATE_ACCOUNT',
  higherEdActivation: 'ACTIVATE_ACCOUNT',
}

const CONFIRMATION_TITLE: Partial<Record<LinkFlow, MessageKey>> = {
  verifyEmail: 'EMAIL_CONFIRMATION',
  usernameChange: 'USERNAME_CHANGE_TITLE',
}

interface Screen {
  page: Page
  locale: Locale
}

const t = (screen: Screen, key: MessageKey, values?: Record<string, string | number>) =>
  text(screen.locale, key, values)

async function expectHeading(screen: Screen, key: MessageKey): Promise<void> {
  await expect(screen.page.getByRole('heading', { level: 1, name: t(screen, key) })).toBeVisible()
}

const main = (screen: Screen) => screen.page.getByRole('main')

async function expectNoForm(screen: Screen): Promise<void> {
  await expect(screen.page.locator('main form')).toHaveCount(0)
}

async function expectGenericError(screen: Screen, options: { retry: boolean }): Promise<void> {
  await expect(main(screen).getByText(t(screen, 'GENERIC_ERROR'))).toBeVisible()
  await expect(main(screen).getByRole('button', { name: t(screen, 'TRY_AGAIN') })).toHaveCount(
    options.retry ? 1 : 0,
  )
}

async function expectNewLinkOffered(screen: Screen): Promise<void> {
  await expect(main(screen).getByRole('link', { name: t(screen, 'GET_NEW_LINK') })).toHaveAttribute(
    'href',
    /^\/forgot(\?|$)/,
  )
}

/** What the reset page shows for a link it checks first (reset, account and parent activation). */
async function expectCheckedResetScreen(screen: Screen, link: DemoLink): Promise<void> {
  const title = RESET_TITLE[link.flow] ?? 'RESET_PASSWORD'
  switch (link.state) {
    case 'valid':
    case 'slow':
    case 'nofamily':
      if (link.state === 'slow')
        await expect(main(screen).getByText(t(screen, 'CHECKING_LINK'))).toBeVisible()
      await expectHeading(screen, title)
      // A slow parent link waits twice: for the check, then for the family.
      await expect(screen.page.locator('#new-password')).toBeVisible({ timeout: 10_000 })
      if (link.state === 'nofamily') {
        await expect(main(screen).getByText(t(screen, 'CHILDREN_NOT_LOADED'))).toBeVisible()
      }
      return
    case 'expired':
      await expectHeading(screen, 'LINK_EXPIRED_TITLE')
      await expect(
        main(screen).getByText(
          t(screen, link.flow === 'activateParent' ? 'LINK_EXPIRED_PARENT_TEXT' : 'LINK_EXPIRED_TEXT'),
        ),
      ).toBeVisible()
      await expectNewLinkOffered(screen)
      return expectNoForm(screen)
    case 'used':
      await expectHeading(screen, 'LINK_USED_TITLE')
      await expect(main(screen).getByText(t(screen, 'LINK_USED_TEXT'))).toBeVisible()
      await expect(main(screen).getByRole('link', { name: t(screen, 'GO_TO_SIGN_IN') })).toBeVisible()
      await expectNewLinkOffered(screen)
      return expectNoForm(screen)
    case 'unknown':
      // A refusal that names neither expiry nor use: the problem is the heading.
      await expectHeading(screen, 'LINK_FAILED_TITLE')
      await expectGenericError(screen, { retry: false })
      await expectNewLinkOffered(screen)
      return expectNoForm(screen)
    default:
      await expectHeading(screen, 'LINK_FAILED_TITLE')
      await expectGenericError(screen, { retry: true })
      await expectNewLinkOffered(screen)
      return expectNoForm(screen)
  }
}

/** HigherEd links are not checked first: the form shows, and saving meets whatever the link is. */
async function expectHigherEdScreen(screen: Screen, link: DemoLink): Promise<void> {
  const { page } = screen
  await expectHeading(screen, 'ACTIVATE_ACCOUNT')
  await expect(main(screen).getByText('hana.highered@example.org')).toBeVisible()
  await expect(main(screen).getByText('Northern College')).toBeVisible()
  // Saving a valid link spends it, and the slow one only waits longer: both are walked elsewhere.
  if (link.state === 'valid' || link.state === 'slow') return
  await page.locator('#new-password').fill('Higher-ed-pass-1')
  await page.locator('main form button[type="submit"]').click()
  if (link.state === 'expired') return expectHeading(screen, 'LINK_EXPIRED_TITLE')
  if (link.state === 'used') return expectHeading(screen, 'LINK_USED_TITLE')
  await expect(page.locator('.error-summary')).toContainText(t(screen, 'GENERIC_ERROR'))
  await expect(page.locator('#new-password')).toHaveValue('Higher-ed-pass-1')
}

const CONFIRM_BUTTON: Partial<Record<LinkFlow, MessageKey>> = {
  verifyEmail: 'CONFIRM_EMAIL_BUTTON',
  usernameChange: 'CONFIRM_USERNAME_BUTTON',
}

/** The button that spends an email-confirmation link: the only way it is spent. */
const confirmButton = (screen: Screen, link: DemoLink) =>
  main(screen).getByRole('button', { name: t(screen, CONFIRM_BUTTON[link.flow] ?? 'CONFIRM_EMAIL_BUTTON') })

async function expectConfirmationScreen(screen: Screen, link: DemoLink): Promise<void> {
  await expectHeading(screen, CONFIRMATION_TITLE[link.flow] ?? 'EMAIL_CONFIRMATION')
  // Opening the link asks first: a valid link is shown up to the press that would spend it.
  await expect(confirmButton(screen, link)).toBeVisible()
  if (link.state === 'valid' || link.state === 'slow') return
  await confirmButton(screen, link).click()
  switch (link.state) {
    case 'expired':
    case 'resendfails':
      // The server's own words, then the way to a new link.
      await expect(main(screen).locator('.panel--error')).toBeVisible()
      await expect(
        main(screen).getByRole('button', { name: t(screen, 'CLICK_HERE_FOR_NEW_ONE') }),
      ).toBeVisible()
      return
    case 'used':
      await expect(main(screen).locator('.panel--error')).toBeVisible()
      await expect(main(screen).getByRole('link', { name: t(screen, 'SIGN_IN_BUTTON') })).toBeVisible()
      return
    default:
      return expectGenericError(screen, { retry: true })
  }
}

async function expectMassPrintScreen(screen: Screen, link: DemoLink): Promise<void> {
  const { page } = screen
  if (link.state === 'valid' || link.state === 'slow') {
    // The slow link answers after 2.5 s by design: on a loaded machine, that and the page's own start can pass
    // the default 5 s (seen once in a full run).
    await expect(page).toHaveURL(/\/demo\/mass-print\/42$/, { timeout: 15_000 })
    return
  }
  // A link problem: the problem is the heading.
  await expectHeading(screen, link.state === 'expired' ? 'LINK_EXPIRED_TITLE' : 'LINK_FAILED_TITLE')
  if (link.state === 'expired') {
    await expect(main(screen).getByText(t(screen, 'MASSPRINT_LINK_EXPIRED'))).toBeVisible()
  } else {
    // A link the server refuses (used, unknown, a url it will not follow) cannot work by trying again.
    await expectGenericError(screen, { retry: link.state === 'server' || link.state === 'malformed' })
  }
  await expect(main(screen).getByRole('link', { name: t(screen, 'GO_TO_SIGN_IN') })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(new URL(link.path, 'http://x').pathname)
}

async function expectLinkScreen(screen: Screen, link: DemoLink): Promise<void> {
  if (link.flow === 'higherEdActivation') return expectHigherEdScreen(screen, link)
  if (link.flow === 'massPrint') return expectMassPrintScreen(screen, link)
  if (CONFIRMATION_TITLE[link.flow] !== undefined) return expectConfirmationScreen(screen, link)
  return expectCheckedResetScreen(screen, link)
}

/** Checking a reset link, loading a parent's family, preparing a mass print (a slow confirmation link waits for a press). */
const SLOW_SHOWN = new Set<LinkFlow>(['reset', 'activateParent', 'massPrint'])

test.describe('every demo link shows its screen', () => {
  // The seeded links these tests open are not spent by opening them (a valid confirmation link is shown up to its
  // Confirm button, not pressed), so the languages can run side by side.
  test.describe.configure({ mode: 'parallel' })

  // Every demo link (docs/demo.md's table) in English. The words of every state of these screens in fr-CA and
  // en-GB are checked on every step of the machines' walks (Firefox ESR walks in fr-CA, WebKitGTK in en-GB;
  // docs/decisions/027), and their screens are walked with axe by accessibility.spec.ts.
  // One test per kind of link (its path's first segment): about forty screens in one test would come close to
  // its time limit on a busy machine, and smaller tests share the two workers more evenly.
  const kinds = [...new Set(DEMO_LINKS.map((link) => link.path.split('/')[1] ?? ''))]
  for (const kind of kinds) {
    // The slow links wait 2.5 s per call: one flow per screen kind.
    const links = DEMO_LINKS.filter(
      (link) => link.path.split('/')[1] === kind && (link.state !== 'slow' || SLOW_SHOWN.has(link.flow)),
    )
    test(`/${kind} links`, async ({ page, guard }) => {
      test.setTimeout(90_000)
      allowLinkRefusals(guard)
      for (const link of links) {
        await test.step(`${link.flow} ${link.state}`, async () => {
          // The screen's own checks wait for what they need; the load event adds nothing to them.
          await page.goto(link.path, { waitUntil: 'commit' })
          if (link.flow !== 'massPrint' || link.state !== 'valid') {
            await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA')
          }
          await expectLinkScreen({ page, locale: 'en-CA' }, link)
        })
      }
    })
  }
})

// Each link's main path and its expired and used states (reset, the three activations, email and username
// confirmation, mass print, a French link) are journeys in all three engines: test/journeys/*-links.journey.ts.
// What stays here needs Chromium's own hands: two tabs of one profile, a paused clock, the requests sent.
test.describe('following an email link', () => {
  test('a link saved in one tab is used in the other', async ({ page, context, request, guard }) => {
    allowLinkRefusals(guard)
    const { fresh } = await freshLinks(request)
    const other = await context.newPage()
    for (const tab of [page, other]) {
      await tab.goto(fresh.reset)
      await expect(tab.getByLabel('New password')).toBeVisible()
    }

    await page.getByLabel('New password').fill('Rory-first-tab-1')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expectSignedInAs(page, 'Rory Reset')

    await other.getByLabel('New password').fill('Rory-second-tab-1')
    await other.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(
      other.getByRole('heading', { level: 1, name: 'This link has already been used' }),
    ).toBeVisible()

    await other.goto('/')
    await signIn(other, 'rory.reset', 'Rory-second-tab-1')
    await expect(other.getByRole('main').locator('.error-summary')).toBeVisible()
  })

  test('asks for a new link from an expired one, waits a minute before the next, and follows the mailed link', async ({
    page,
    guard,
  }) => {
    allowLinkRefusals(guard)
    const start = new Date('2026-01-05T09:00:00Z')
    await page.clock.install({ time: start })
    await page.goto('/verify/demo-verify-expired/PersonalEmail/1/en-CA')
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    const getNewOne = page.getByRole('button', { name: 'Send me a new link' })
    await expect(getNewOne).toBeVisible()
    // Paused, so the countdown reads exact seconds however slow the machine is.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000))
    await getNewOne.click()
    await expect(page.getByText("We've sent you a new confirmation email.", { exact: false })).toBeVisible()
    const again = page.getByRole('button', { name: 'Send another email' })
    await expect(again).toHaveAttribute('aria-disabled', 'true')
    await expect(page.locator('.button-note')).toHaveText('You can ask for another email in 60 seconds.')

    await page.clock.runFor(30_000)
    await expect(page.locator('.button-note')).toHaveText('You can ask for another email in 30 seconds.')
    await page.clock.runFor(30_000)
    await expect(
      page.locator('[aria-live="polite"]').getByText('You can ask for another email now.'),
    ).toBeVisible()
    await expect(again).not.toHaveAttribute('aria-disabled', 'true')

    await page.clock.resume()
    await page.goto('/demo/mailbox')
    const mailed = page.locator('article').filter({ hasText: 'vera' }).first().getByRole('link')
    await mailed.click()
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    await expect(
      page.getByText('Thank you. Your email address vera.personal@example.net is confirmed.'),
    ).toBeVisible()
  })

  test('a link whose address cannot be read sends nothing and says so', async ({ page }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.url())
    })
    await page.goto('/verify/some-token/PersonalEmail/9/en-CA')
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
    await page.goto('/reset/some-token/Reset%20Password!')
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Get a new link' })).toBeVisible()
    expect(sent).toEqual([])
  })
})

test.describe('a link a mail scanner opens first', () => {
  // Mail security scanners open every link of an incoming mail in a browser that runs scripts, before the
  // person does. Opening, waiting, focusing and tabbing must spend nothing; the person's press spends it once.
  for (const [flow, button, confirmed] of [
    ['verifyEmail', 'Confirm my email address', 'Your email address vera.personal@example.net is confirmed.'],
    ['usernameChange', 'Confirm my new username', 'Your username is now uma.new@example.org.'],
  ] as const) {
    test(`${flow}: opening the link and waiting sends nothing; one press sends one call`, async ({
      browser,
      page,
      request,
    }) => {
      const { fresh } = await freshLinks(request)
      const apiCalls = (target: Page) => {
        const sent: string[] = []
        target.on('request', (call) => {
          const { pathname } = new URL(call.url())
          if (pathname.startsWith('/api/')) sent.push(`${call.method()} ${pathname}`)
        })
        return sent
      }

      // The scanner: its own browser, which opens the link, lets every timer run, focuses and tabs, and leaves.
      const scannerContext = await browser.newContext()
      const scanner = await scannerContext.newPage()
      const scannerCalls = apiCalls(scanner)
      await scanner.clock.install()
      await scanner.goto(fresh[flow])
      await expect(scanner.getByRole('button', { name: button })).toBeVisible()
      await scanner.clock.runFor(10 * 60_000)
      await scanner.evaluate(() => window.dispatchEvent(new FocusEvent('focus')))
      for (let stop = 0; stop < 8; stop += 1) await scanner.keyboard.press('Tab')
      // Every timer the focus and the keys set runs out; a call one of them made would be on its way by now.
      await scanner.clock.runFor(10 * 60_000)
      await scanner.waitForTimeout(500)
      expect(scannerCalls).toEqual([])
      await scannerContext.close()

      // The person, later: the link is still theirs to spend, with one press. Their clock runs ten minutes ahead
      // while they read, then on as it does.
      const calls = apiCalls(page)
      await page.clock.install()
      await page.goto(fresh[flow])
      const confirm = page.getByRole('button', { name: button })
      await expect(confirm).toBeVisible()
      await page.clock.runFor(10 * 60_000)
      await page.waitForTimeout(500)
      expect(calls).toEqual([])
      await confirm.click()
      await expect(page.getByText(confirmed, { exact: false })).toBeVisible()
      expect(calls).toEqual([
        flow === 'verifyEmail'
          ? 'POST /api/auth/personalemailverify'
          : 'POST /api/auth/confirmUserNameChange',
      ])
    })
  }

  test('a press made before the app has started is held, and sent once it has: one call', async ({
    page,
    request,
  }) => {
    const { fresh } = await freshLinks(request)
    const calls: string[] = []
    page.on('request', (call) => {
      const { pathname } = new URL(call.url())
      if (pathname.startsWith('/api/')) calls.push(`${call.method()} ${pathname}`)
    })
    // The page is painted from its HTML; the app's script is held back, as on a slow phone.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/portal-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(fresh.verifyEmail, { waitUntil: 'commit' })
    await page.getByRole('button', { name: 'Confirm my email address' }).click()
    // Held by the head script until the app has started (decision 026): nothing has left.
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started')
    expect(calls).toEqual([])
    release()
    await expect(
      page.getByText('Your email address vera.personal@example.net is confirmed.', { exact: false }),
    ).toBeVisible()
    expect(calls).toEqual(['POST /api/auth/personalemailverify'])
  })
})

test.describe('the token in a link stays on its page', () => {
  test('no request carries it in a Referer, and neither the title nor the console shows it', async ({
    page,
    request,
  }) => {
    const { fresh } = await freshLinks(request)
    const token = decodeURIComponent(fresh.reset.split('/')[2] ?? '')
    expect(token.length).toBeGreaterThan(10)
    const referers: string[] = []
    const logged: string[] = []
    page.on('request', (sent) => {
      void sent.headerValue('referer').then((referer) => referers.push(referer ?? ''))
    })
    page.on('console', (message) => logged.push(message.text()))

    const response = await page.goto(fresh.reset)
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    await expect(page.getByLabel('New password')).toBeVisible()
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    // A link to another screen, then one more request, so the Referer of a request made after leaving is seen.
    await page.getByRole('link', { name: 'Back to sign in' }).click()
    await expect(page.getByLabel('Username or email')).toBeVisible()

    expect(referers.length).toBeGreaterThan(3)
    expect(referers.filter((referer) => referer.includes(token))).toEqual([])
    expect(await page.title()).not.toContain(token)
    expect(logged.filter((line) => line.includes(token))).toEqual([])
  })
})
