import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_LINKS, LINK_FLOWS, type FreshLinks } from '../../demo-api/demo-links'
import { firstScreenProblems, firstScreensAt } from '../paths-browser/first-screens'
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

test.describe('every demo link opens its flow', () => {
  // One link per flow: every seeded link of a flow has its path from the flow's one function (demo-links.ts).
  // How every seeded token is kept is checked in test/demo-api/demo-links.test.ts; each kind of answer they give
  // is read by the adapters over real HTTP against the demo (test/api/); and the screen each answer gives is
  // checked in three engines by the walks (with the demo's queued answers) and, for a link's main path and its
  // expired and used states, by the journeys (test/journeys/*-links.journey.ts).
  for (const flow of LINK_FLOWS) {
    test(`${flow}: its link opens the page a walk of the flow starts on, which the app shows as its first screen`, async ({
      page,
      guard,
    }) => {
      allowLinkRefusals(guard)
      const link = DEMO_LINKS.find((candidate) => candidate.flow === flow && candidate.state === 'valid')
      if (link === undefined) throw new Error(`${flow} has no valid demo link`)
      const firstScreens = firstScreensAt(link.path)
      expect(firstScreens.map(({ name }) => name)).not.toEqual([])
      // No answer arrives: the flow stays in the state it starts in.
      await page.route(/\/api\//, () => {})
      await page.goto(link.path, { waitUntil: 'commit' })
      await expect(page.locator('html')).toHaveAttribute('data-app-started', '')
      for (const first of firstScreens) {
        await expect
          .poll(() => firstScreenProblems(page, first, 'en-CA'), { message: first.name })
          .toEqual([])
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
