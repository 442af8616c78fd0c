import { CREDENTIALS_REFUSED } from '../../demo-api/endpoints/login'
import { text } from './catalog'
import {
  DEMO_PASSWORD,
  UUID,
  expect,
  expectSignedInAs,
  holdApiCall,
  isApiPost,
  readAppToken,
  recordApiPosts,
  signIn,
  test,
  problemShown,
} from './support'

const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

test.describe('sign-in', () => {
  // No test here depends on another (each has its own browser context and its own session), and this is the
  // longest file after the accessibility walks: letting it use both workers keeps the run short.
  test.describe.configure({ mode: 'parallel' })

  test('signs a student in and lands on the signed-in page', async ({ page, context }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()

    const loginRequest = page.waitForRequest(isApiPost('/api/auth/login'))
    await signIn(page, 'sam.student')
    const request = await loginRequest

    expect(new URL(request.url()).search).toBe('')
    expect(request.postDataJSON()).toEqual({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      RequestId: expect.stringMatching(UUID),
      SelectedLanguage: 0,
      remember: true,
    })
    const headers = await request.allHeaders()
    const xsrfCookie = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')
    expect(xsrfCookie?.value).toBeTruthy()
    expect(headers['x-xsrf-token']).toBe(xsrfCookie?.value)
    expect(headers['content-type']).toBe('application/json')
    expect(headers).toHaveProperty('device', '')

    await expectSignedInAs(page, 'Sam Student')
  })

  test('shows the server message for a wrong password, keeps the username and clears the password', async ({
    page,
  }) => {
    await page.goto('/')
    await signIn(page, 'sam.student', 'not-the-password')

    const summary = problemShown(page)
    await expect(summary).toContainText('There is a problem')
    await expect(summary).toContainText(
      'The username or password you entered is incorrect. Check them and try again.',
    )
    await expect(page.getByLabel('Username or email')).toHaveValue('sam.student')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
    await expect(page).toHaveURL('/')
  })

  test('says the username or password is incorrect for an unknown username', async ({ page }) => {
    // The demo answers as it does for a wrong password, so the answer does not tell which accounts exist.
    await page.goto('/')
    await signIn(page, 'nobody.at.all')

    await expect(problemShown(page)).toContainText(
      'The username or password you entered is incorrect. Check them and try again.',
    )
    await expect(page.getByLabel('Username or email')).toHaveValue('nobody.at.all')
  })

  test('says it in French, in the same words for an unknown username and a wrong password', async ({
    page,
  }) => {
    const refused = CREDENTIALS_REFUSED.fr
    await page.goto('/?lang=fr')
    for (const [username, password] of [
      ['nobody.at.all', 'anything-at-all'],
      ['sam.student', 'not-the-password'],
    ] as const) {
      await page.getByLabel(text('fr-CA', 'USERNAME_OR_EMAIL')).fill(username)
      await page.getByLabel('Mot de passe', { exact: true }).fill(password)
      await page.locator('main form button[type="submit"]').click()
      await expect(problemShown(page)).toContainText(refused)
    }
  })

  test('asks for both fields when submitted empty and sends no request', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/login')
    await page.goto('/')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()

    const summary = problemShown(page)
    await expect(summary).toContainText('Username or email: This field is required.')
    await expect(summary).toContainText('Password: This field is required.')
    await expect(page.getByLabel('Username or email')).toHaveAccessibleDescription(/This field is required\./)
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /This field is required\./,
    )
    await expect(page.getByLabel('Username or email')).toHaveAttribute('aria-invalid', 'true')
    expect(posts).toHaveLength(0)
  })

  test('says both fields are required once they are tabbed through empty, with no summary and no request', async ({
    page,
  }) => {
    const posts = recordApiPosts(page, '/api/auth/login')
    await page.goto('/')
    const username = page.getByLabel('Username or email')
    const password = page.getByLabel('Password', { exact: true })
    await username.focus()
    await expect(username).not.toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('Tab')
    await expect(password).toBeFocused()
    await expect(username).toHaveAccessibleDescription(/This field is required\./)
    await expect(password).not.toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('Tab')
    await expect(password).toHaveAccessibleDescription(/This field is required\./)
    // Under the fields; the form's live region says each once too, with its label (docs/decisions/035).
    await expect(page.locator('.field__message').getByText('This field is required.')).toHaveCount(2)
    // Touched fields speak for themselves; the summary is for a submit.
    await expect(problemShown(page)).toHaveCount(0)
    expect(posts).toHaveLength(0)
  })

  test('shows the generic error on a server failure and leaves the form usable', async ({ page, guard }) => {
    guard.allowHttpError('/api/auth/login', 500)
    await page.goto('/')
    await signIn(page, 'fault.server', 'anything-at-all')

    await expect(problemShown(page)).toContainText(GENERIC_ERROR)
    const button = page.getByRole('button', { name: 'Sign in', exact: true })
    await expect(button).not.toHaveAttribute('aria-disabled')
    await expect(page.getByLabel('Username or email')).toHaveValue('fault.server')
    await expect(page.getByLabel('Username or email')).toBeEditable()

    // Usable again means a second attempt really goes out.
    const retry = page.waitForRequest(isApiPost('/api/auth/login'))
    await page.getByLabel('Password', { exact: true }).fill('anything-at-all')
    await button.click()
    await retry
  })

  for (const account of ['fault.unsafe', 'fault.offsite']) {
    test(`refuses the url returned for ${account} and stays on the portal`, async ({ page, baseURL }) => {
      await page.goto('/')
      await signIn(page, account, 'anything-at-all')

      await expect(problemShown(page)).toContainText(GENERIC_ERROR)
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
      await expect(page).toHaveURL('/')
      // A url the portal will not follow must not be remembered for an automatic sign-in either.
      expect(await readAppToken(page)).toBeNull()
    })
  }

  test('sends one login request when Sign in is double-clicked', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/login')
    await page.goto('/')
    await page.getByLabel('Username or email').fill('fault.slow')
    await page.getByLabel('Password', { exact: true }).fill('anything-at-all')
    await page.getByRole('button', { name: 'Sign in', exact: true }).dblclick()

    await expectSignedInAs(page, 'Fault Slow')
    expect(posts).toHaveLength(1)
  })

  test('sends one login request when Enter is pressed and then Sign in is clicked', async ({ page }) => {
    const posts = recordApiPosts(page, '/api/auth/login')
    await page.goto('/')
    await page.getByLabel('Username or email').fill('fault.slow')
    await page.getByLabel('Password', { exact: true }).fill('anything-at-all')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    // Found by state, not name: the busy button's name is the subject of its own test below.
    const busyButton = page.locator('form[aria-busy="true"] button[type="submit"]')
    await expect(busyButton).toHaveAttribute('aria-disabled', 'true')
    // Forced: Playwright waits for an aria-disabled button to be enabled, but a person's click lands at once.
    await busyButton.click({ force: true })

    await expectSignedInAs(page, 'Fault Slow')
    expect(posts).toHaveLength(1)
  })

  test('keeps the Sign in button named while it is busy', async ({ page }) => {
    const login = await holdApiCall(page, '/api/auth/login')
    await page.goto('/')
    await page.getByLabel('Username or email').fill('fault.slow')
    await page.getByLabel('Password', { exact: true }).fill('anything-at-all')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()

    const busyButton = page.locator('form[aria-busy="true"] button[type="submit"]')
    await expect(busyButton).toHaveAttribute('aria-disabled', 'true')
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Signing you in…' })).toBeAttached()
    // A screen reader user who tabs back to the button must still hear what it is.
    await expect(busyButton).toHaveAccessibleName('Sign in')
    await login.release()
  })

  test('signs in through the SD login on /sdmylife and offers its own trouble link', async ({ page }) => {
    await page.goto('/sdmylife')
    await expect(page.getByRole('link', { name: 'Trouble signing in?' })).toHaveAttribute(
      'href',
      '/forgot/sdmylife',
    )

    const loginRequest = page.waitForRequest(isApiPost('/api/auth/loginSD'))
    await signIn(page, 'sam.student')
    const request = await loginRequest
    expect(new URL(request.url()).pathname).toBe('/api/auth/loginSD')
    await expectSignedInAs(page, 'Sam Student')
    await expect(page.getByText('Through the SD login')).toBeVisible()
  })

  test('shows the Florida branding logos and its own trouble link on /florida', async ({ page }) => {
    await page.goto('/florida')
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Florida Department of Education' }),
    ).toBeVisible()
    const footerLogo = page.getByRole('contentinfo').getByRole('img', { name: /Florida/ })
    await expect(footerLogo).toBeVisible()
    await expect(footerLogo).toHaveAttribute('src', /\/branding-assets\/florida\//)

    await page.getByRole('link', { name: 'Trouble signing in?' }).click()
    await expect(page).toHaveURL('/forgot/florida')
    await expect(
      page.getByRole('banner').getByRole('img', { name: 'Florida Department of Education' }),
    ).toBeVisible()
  })

  test('says a screen could not load and offers to try again when its code cannot be fetched', async ({
    page,
    guard,
  }) => {
    guard.allowConsoleError(/assets\/forgot-password-|dynamically imported module|Failed to load resource/)
    await page.route('**/assets/forgot-password-*.js', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto('/')
    await page.getByRole('link', { name: 'Trouble signing in?' }).click()
    await expect(problemShown(page)).toContainText('This page could not be loaded')
    // An error summary in the screen's place: it takes focus, so a screen reader says it (no alert).
    await expect(problemShown(page)).toContainText('There is a problem')
    await expect(problemShown(page)).toBeFocused()
    await page.unroute('**/assets/forgot-password-*.js')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  })

  test('gives the header its scrolled style once the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 400 })
    await page.goto('/')
    const header = page.locator('header')
    await expect(header).not.toHaveClass(/header--scrolled/)
    await page.mouse.wheel(0, 300)
    await expect(header).toHaveClass(/header--scrolled/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveClass(/header--scrolled/)
  })

  // `/` itself is prerendered, in en-CA, fr-CA and on the UK host in en-GB: its form shows before the app starts
  // (prerender.spec.ts). With a query of its own (here ?timeout=true) the prerendered page is not this visitor's:
  // it is hidden, and the shell's loading line shows in its place.
  test('shows a loading message, not a blank page, until the app has started', async ({ page }) => {
    await page.route('**/assets/i18n/en-CA.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    await page.goto('/?timeout=true', { waitUntil: 'commit' })
    await expect(page.getByRole('status')).toContainText('Loading…')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByText('Loading…')).toBeHidden()
  })

  test('sends an unknown branding name to the root', async ({ page }) => {
    await page.goto('/texas')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('img', { name: /Florida/ })).toHaveCount(0)
  })

  test('sends an unknown path to the root', async ({ page }) => {
    await page.goto('/nope/really')
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  test('carries ?redirect into the login call', async ({ page }) => {
    await page.goto('/?redirect=/somewhere')
    const loginRequest = page.waitForRequest(isApiPost('/api/auth/login'))
    await signIn(page, 'sam.student')
    const request = await loginRequest

    const url = new URL(request.url())
    expect(`${url.pathname}${url.search}`).toBe('/api/auth/login?redirect=%2Fsomewhere')
    await expectSignedInAs(page, 'Sam Student')
    await expect(page.getByText('/somewhere', { exact: true })).toBeVisible()
  })

  test('decodes ?redirect once: an encoded slash in the product address reaches the login call encoded', async ({
    page,
  }) => {
    const product = 'https://www.product.example/path%2Fwith%2Fslash'
    await page.goto(`/?redirect=${encodeURIComponent(product)}`)
    // This visitor's page is the prerendered one: a return address changes nothing the page shows.
    await expect(page.locator('html')).not.toHaveAttribute('data-prerender-stale')
    const loginRequest = page.waitForRequest(isApiPost('/api/auth/login'))
    await signIn(page, 'sam.student')
    const sent = new URL((await loginRequest).url())
    expect(sent.searchParams.get('redirect')).toBe(product)
  })
})

test.describe('Caps Lock', () => {
  // Chromium under automation does not toggle Caps Lock for keyboard.press('CapsLock'), so the key events
  // carry the modifier state a real keyboard would report; the page's own handler reads it.
  test('the password field says when Caps Lock is on, and stops when it is off', async ({ page }) => {
    await page.goto('/')
    const password = page.getByLabel('Password', { exact: true })
    await password.focus()
    await password.dispatchEvent('keydown', { key: 'A', modifierCapsLock: true })
    await expect(page.getByText('Caps Lock is on.')).toBeVisible()
    await expect(password).toHaveAccessibleDescription('Caps Lock is on.')
    await password.dispatchEvent('keyup', { key: 'CapsLock', modifierCapsLock: false })
    await expect(page.getByText('Caps Lock is on.')).toHaveCount(0)
    await expect(password).not.toHaveAttribute('aria-describedby')
  })
})
