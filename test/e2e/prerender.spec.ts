import type { Page } from '@playwright/test'
import { JSDOM } from 'jsdom'
import type { MessageKey } from '../../src/i18n/message-keys'
import { PRERENDERED_LOCALES, PRERENDERED_PAGES } from '../../src/prerender/pages'
import { text } from './catalog'
import {
  DEMO_PASSWORD,
  expect,
  expectSignedInAs,
  holdApiCall,
  isApiPost,
  readAppToken,
  recordApiPosts,
  test,
  ukUrl,
} from './support'

const SIGN_IN_FIELDS: MessageKey[] = ['USERNAME_OR_EMAIL', 'PASSWORD']
const FORGOT_FIELDS: MessageKey[] = ['EMAIL']

/** Each prerendered path, its heading and the labels of its fields, in the default language. */
const EXPECTED: Record<(typeof PRERENDERED_PAGES)[number], { heading: MessageKey; fields: MessageKey[] }> = {
  '/': { heading: 'SIGN_IN_TITLE', fields: SIGN_IN_FIELDS },
  '/sdmylife': { heading: 'SIGN_IN_TITLE', fields: SIGN_IN_FIELDS },
  '/florida': { heading: 'SIGN_IN_TITLE', fields: SIGN_IN_FIELDS },
  '/new-hampshire': { heading: 'SIGN_IN_TITLE', fields: SIGN_IN_FIELDS },
  '/forgot': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/forgot/sdmylife': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/forgot/florida': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/forgot/new-hampshire': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/noaccount': { heading: 'NO_ACCOUNT_TITLE', fields: [] },
  '/legal': { heading: 'FOOTER_TERMS', fields: [] },
  '/privacy': { heading: 'FOOTER_PRIVACY', fields: [] },
  '/error': { heading: 'ERROR_TITLE', fields: [] },
  '/parent': { heading: 'PARENT_NOT_FOUND_TITLE', fields: [] },
  '/educatornotfound': { heading: 'EDUCATOR_NOT_FOUND_TITLE', fields: [] },
  '/registrationnotallowed': { heading: 'REGISTRATION_NOT_ALLOWED_TITLE', fields: [] },
}

/** The portal's entry script never runs: what shows is what the HTML and CSS alone paint. */
async function withoutJavaScript(page: Page): Promise<void> {
  await page.route(/\/assets\/portal-[^/]*\.js$/, (route) => route.abort())
}

interface Frame {
  heading: string
  /** Where the footer's help link goes: the language's path on the product host tells en-CA from en-GB. */
  help: string
  form: boolean
}

/** The portal's entry script is held until `release()`: the prerendered page is there, the app not yet. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/portal-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * Records, before every frame the page paints, what the root shows if it is visible: requestAnimationFrame
 * callbacks run in each rendering step, so nothing can be painted without being logged.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = []
    Object.assign(window, { paintedFrames: frames })
    const sample = () => {
      const root = document.getElementById('root')
      if (root !== null && root.childElementCount > 0 && getComputedStyle(root).visibility === 'visible') {
        const footerLink = root.querySelector('footer a')
        frames.push(
          JSON.stringify({
            heading: root.querySelector('h1')?.textContent ?? '',
            help: footerLink?.getAttribute('href') ?? '',
            form: root.querySelector('input[type="password"]') !== null,
          }),
        )
      }
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
}

async function paintedFrames(page: Page): Promise<Frame[]> {
  const frames = await page.evaluate(() => (window as unknown as { paintedFrames: string[] }).paintedFrames)
  return [...new Set(frames)].map((frame) => JSON.parse(frame) as Frame)
}

test.describe('prerendered first screens', () => {
  test('every prerendered path has its expectations here', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...PRERENDERED_PAGES].sort())
  })

  for (const language of PRERENDERED_LOCALES) {
    test(`the HTML of each page holds its heading and fields in ${language.locale}; other paths get the shell`, async ({
      request,
    }) => {
      const { locale } = language
      for (const path of PRERENDERED_PAGES) {
        const response = await request.get(`${path}${language.search}`)
        expect(response.headers()['content-type']).toContain('text/html')
        const page = new JSDOM(await response.text()).window.document
        const expected = EXPECTED[path]
        expect(page.documentElement.lang, path).toBe(locale)
        expect(page.querySelector('#root h1')?.textContent, path).toBe(text(locale, expected.heading))
        expect(page.title, path).toBe(`${text(locale, expected.heading)} – ${text(locale, 'APP_NAME')}`)
        const labels = [...page.querySelectorAll('#root label')].map((label) => label.textContent)
        for (const field of expected.fields) expect(labels, path).toContain(text(locale, field))
      }
      const shell = new JSDOM(await (await request.get(`/reset/some-token/1${language.search}`)).text())
        .window.document
      expect(shell.documentElement.hasAttribute('data-prerendered')).toBe(false)
      expect(shell.querySelector('#root h1')).toBeNull()
    })
  }

  test('the sign-in form is on screen before any script has run', async ({ page, guard }) => {
    guard.allowConsoleError(/portal-[^/]*\.js|ERR_FAILED/)
    await withoutJavaScript(page)
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(page.getByLabel('Username or email')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible()
  })

  // One test per language, one page visiting each path in turn: a fresh page per path cost the suite half a minute.
  for (const language of PRERENDERED_LOCALES) {
    const paths =
      language.locale === 'en-CA' ? PRERENDERED_PAGES : (['/', '/forgot/florida', '/legal'] as const)
    test(`${language.locale}: each page is hydrated in place, the same elements, with no warning`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Object.assign(window, { prerenderedHeading: document.querySelector('h1') })
        })
      })
      for (const path of paths) {
        await page.goto(`${path}${language.search}`)
        // React marks the elements it owns; a hydrated page keeps the very nodes the HTML made.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const heading = document.querySelector('h1')
                return (
                  heading !== null &&
                  heading ===
                    (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading &&
                  Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
                )
              }),
            { message: path },
          )
          .toBe(true)
        await expect(
          page.getByRole('heading', { level: 1, name: text(language.locale, EXPECTED[path].heading) }),
        ).toBeVisible()
      }
    })
  }

  test('a page that differs from what React renders is reported, so the check above can fail', async ({
    page,
    guard,
  }) => {
    guard.allowPageError(/Minified React error #418/)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.route('**/forgot', async (route) => {
      const response = await route.fetch()
      await route.fulfill({
        response,
        body: (await response.text()).replace('>Reset your password<', '>Changed<'),
      })
    })
    await page.goto('/forgot')
    await expect.poll(() => errors.join()).toContain('#418')
  })

  test('what is typed and submitted before the app has started is kept, sent once it has, never put in the address', async ({
    page,
  }) => {
    const release = await holdEntryScript(page)
    const logins = recordApiPosts(page, '/api/auth/login')
    await page.goto('/', { waitUntil: 'commit' })
    await page.getByLabel('Username or email').fill('sam.student')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByLabel('Keep me signed in').uncheck()
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-submitted-early', '')
    expect(new URL(page.url()).search).toBe('')
    expect(logins).toHaveLength(0)

    const login = page.waitForRequest(isApiPost('/api/auth/login'))
    release()
    expect((await login).postDataJSON()).toMatchObject({
      Username: 'sam.student',
      Password: DEMO_PASSWORD,
      remember: false,
    })
    await expectSignedInAs(page, 'Sam Student')
    expect(logins).toHaveLength(1)
    expect(await readAppToken(page)).toBeNull()
  })

  test('what is typed while the app waits for its catalog is kept too', async ({ page }) => {
    // The app is running (it marks the device first) but waits for the catalog: typing now is after its first
    // look for early input, so the hand-over code loads after that wait.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/i18n/en-CA.json', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('data-device')
    await page.getByLabel('Username or email').fill('sam.student')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    const login = page.waitForRequest(isApiPost('/api/auth/login'))
    release()
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '')
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    expect((await login).postDataJSON()).toMatchObject({ Username: 'sam.student', Password: DEMO_PASSWORD })
    await expectSignedInAs(page, 'Sam Student')
  })

  test('a page nobody has touched does without the hand-over code', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname))
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((path) => path.includes('/early-input-'))).toEqual([])
    expect(scripts.filter((path) => path.includes('/portal-'))).toHaveLength(1)
  })

  test('what is typed into /forgot before the app has started is what it sends', async ({ page }) => {
    const release = await holdEntryScript(page)
    await page.goto('/forgot', { waitUntil: 'commit' })
    await page.getByLabel('Email address').fill('sam.student@example.org')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '')
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/api/'),
    )
    await page.getByRole('button', { name: text('en-CA', 'SEND_LINK') }).click()
    expect((await sent).postDataJSON()).toMatchObject({ email: 'sam.student@example.org' })
  })
})

test.describe('no flash of what this visitor will not see', () => {
  for (const [label, address, heading, help] of [
    ['/?lang=fr', (base?: string) => new URL('/?lang=fr', base).toString(), 'Se connecter', '/fr/help'],
    [
      '/forgot?lang=fr',
      (base?: string) => new URL('/forgot?lang=fr', base).toString(),
      'Réinitialiser votre mot de passe',
      '/fr/help',
    ],
    // en-GB's heading reads like en-CA's; the footer's links tell them apart.
    ['the UK host', (base?: string) => ukUrl(base, '/'), 'Sign in', '/en-gb/help'],
  ] as const) {
    test(`${label}: the prerendered en-CA page is never painted`, async ({ page, baseURL }) => {
      await recordFrames(page)
      await page.goto(address(baseURL))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const frames = await paintedFrames(page)
      expect(frames.length).toBeGreaterThan(0)
      for (const frame of frames) {
        expect(frame.heading === '' || frame.heading === heading, JSON.stringify(frame)).toBe(true)
        // A frame painted while the HTML is still arriving may not have reached the footer yet.
        expect(frame.help === '' || frame.help.endsWith(help), JSON.stringify(frame)).toBe(true)
      }
    })
  }

  test('without its script, a page for another host stays hidden rather than show en-CA', async ({
    page,
    guard,
    baseURL,
  }) => {
    guard.allowConsoleError(/portal-[^/]*\.js|ERR_FAILED/)
    await withoutJavaScript(page)
    await page.goto(ukUrl(baseURL, '/'), { waitUntil: 'commit' })
    await expect(page.locator('#root')).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  })

  test('a stored appToken: the automatic sign-in shows first, never the form', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('appToken', 'kept-token'))
    await holdApiCall(page, '/api/auth/redirect')
    await recordFrames(page)
    await page.goto('/')
    await expect(
      page.getByRole('status').filter({ hasText: text('en-CA', 'RESUMING_SESSION') }),
    ).toBeVisible()
    expect((await paintedFrames(page)).filter((frame) => frame.form)).toEqual([])
  })
})
