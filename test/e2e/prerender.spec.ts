import type { Page, Request } from '@playwright/test'
import { JSDOM } from 'jsdom'
import { STAND_INS } from '../../src/config'
import { PRODUCT_PATH } from '../../src/i18n/locale'
import type { MessageKey } from '../../src/i18n/i18n'
import {
  PLACEHOLDER_MARK,
  PRERENDERED_LANGUAGES,
  PRERENDERED_PAGES,
  type PrerenderedLanguage,
  type PrerenderedPage,
} from '../../src/prerender/pages'
import { FIRST_SCREENS, firstScreenProblems } from '../paths-browser/first-screens'
import { text } from './catalog'
import {
  DEMO_PASSWORD,
  expect,
  expectSignedInAs,
  getOnHost,
  holdApiCall,
  isApiPost,
  readAppToken,
  recordApiPosts,
  servedPage,
  test,
  ukUrl,
} from './support'

const SIGN_IN_FIELDS: MessageKey[] = ['USERNAME_OR_EMAIL', 'PASSWORD']
const FORGOT_FIELDS: MessageKey[] = ['EMAIL']
const LINKING_FIELDS: MessageKey[] = ['USERNAME_OR_EMAIL', 'PASSWORD']

interface Expected {
  heading: MessageKey
  /** The labels of its fields. */
  fields: MessageKey[]
  /** What it says it is waiting for, if it waits. */
  waiting?: MessageKey
}

/** The prerendered pages no walk opens as its start: each one's heading and what it first shows, in every language. */
const EXPECTED: Record<string, Expected> = {
  '/sdmylife': { heading: 'SIGN_IN_TITLE', fields: SIGN_IN_FIELDS },
  '/new-hampshire': { heading: 'SIGN_IN_TITLE', fields: SIGN_IN_FIELDS },
  '/forgot': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/forgot/florida': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/forgot/new-hampshire': { heading: 'FORGOT_TITLE', fields: FORGOT_FIELDS },
  '/noaccount': { heading: 'NO_ACCOUNT_TITLE', fields: [] },
  '/legal': { heading: 'FOOTER_TERMS', fields: [] },
  '/privacy': { heading: 'FOOTER_PRIVACY', fields: [] },
  '/cookies': { heading: 'COOKIES_TITLE', fields: [] },
  '/error': { heading: 'ERROR_TITLE', fields: [] },
  '/parent': { heading: 'PARENT_NOT_FOUND_TITLE', fields: [] },
  '/educatornotfound': { heading: 'EDUCATOR_NOT_FOUND_TITLE', fields: [] },
  '/registrationnotallowed': { heading: 'REGISTRATION_NOT_ALLOWED_TITLE', fields: [] },
  '/switchaccount': { heading: 'SELECT_WORKSPACE', fields: [], waiting: 'LOADING_WORKSPACES' },
  '/portfoliolinking/:k': { heading: 'PORTFOLIO_LINKING_TITLE', fields: LINKING_FIELDS },
  '/account/:k': { heading: 'ACCOUNT_WELCOME_TITLE', fields: [] },
}

/** A made-up token or key in each placeholder's place: what a link the page serves could hold. */
const SAMPLE = 'sample-'

/** An address the page serves in a language, on the host that language is for. */
function sampleAddress(page: PrerenderedPage, language: PrerenderedLanguage, baseURL?: string): string {
  const { path, search } = page.renderedAt(language)
  const address = `${path}${search}`.replaceAll(PLACEHOLDER_MARK, SAMPLE)
  return language.host === 'UK' ? ukUrl(baseURL, address) : address
}

/** The portal's entry script never runs: what shows is what the HTML and CSS alone paint. */
/**
 * The page as it is before any script of the app has run: its entry is held back for good. (A refused entry would
 * be a page that cannot start, which says so: test/journeys/start-up.journey.ts.)
 */
async function withoutJavaScript(page: Page): Promise<void> {
  await page.route(/\/assets\/portal-[^/]*\.js$/, () => {})
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
  test("every prerendered page is a walk's start or has its expectations here, not both", () => {
    const started = [...new Set(FIRST_SCREENS.map(({ page }) => page.id))]
    expect(Object.keys(EXPECTED).filter((id) => started.includes(id))).toEqual([])
    expect([...started, ...Object.keys(EXPECTED)].sort()).toEqual(
      PRERENDERED_PAGES.map((page) => page.id).sort(),
    )
  })

  for (const language of PRERENDERED_LANGUAGES) {
    test(`${language.locale}: before the app has started, a walk's first page shows what its machine shows first`, async ({
      page,
      baseURL,
      guard,
    }) => {
      guard.allowConsoleError(/portal-[^/]*\.js|ERR_FAILED/)
      await withoutJavaScript(page)
      for (const first of FIRST_SCREENS) {
        const address = first.address({ start: first.start, locale: language.locale })
        await page.goto(language.host === 'UK' ? ukUrl(baseURL, address) : address, { waitUntil: 'commit' })
        // What the page shows before any script of the app has run: the head script may fill its query slots.
        await expect
          .poll(() => firstScreenProblems(page, first, language.locale), { message: first.name })
          .toEqual([])
        expect(await page.locator('html').getAttribute('data-app-started'), first.name).toBeNull()
      }
    })
  }

  for (const language of PRERENDERED_LANGUAGES) {
    test(`the HTML of each page holds its heading and first state in ${language.locale}, and no token; other paths get the shell`, async ({
      request,
      baseURL,
    }) => {
      const { locale } = language
      for (const prerendered of PRERENDERED_PAGES) {
        const address = sampleAddress(prerendered, language, baseURL)
        const response = await getOnHost(request, new URL(address, baseURL).toString())
        expect(response.headers()['content-type']).toContain('text/html')
        const html = await response.text()
        // No token, key or query value of the link is in what the server sends.
        expect(html, address).not.toContain(SAMPLE)
        const page = new JSDOM(html).window.document
        expect(page.documentElement.lang, address).toBe(locale)
        expect(servedPage(html)?.id, address).toBe(prerendered.id)
        const heading = page.querySelector('#root h1')?.textContent ?? ''
        expect(heading, address).not.toBe('')
        expect(page.title, address).toBe(`${heading} – ${text(locale, 'APP_NAME')}`)
        // A walk's first page is checked against its machine's oracle in the test above.
        const listed = EXPECTED[prerendered.id]
        if (listed !== undefined) {
          expect(heading, address).toBe(text(locale, listed.heading))
          const labels = [...page.querySelectorAll('#root label')].map((label) => label.textContent)
          for (const field of listed.fields) expect(labels, address).toContain(text(locale, field))
          if (listed.waiting !== undefined)
            expect(page.querySelector('#root [role="status"]')?.textContent, address).toBe(
              text(locale, listed.waiting),
            )
        }
        // The footer links to the product host this server is configured with: the demo's stand-in here.
        const footer = [...page.querySelectorAll('#root footer a')].map((link) => link.getAttribute('href'))
        expect(footer, address).toContain(`${STAND_INS.productHost}/${PRODUCT_PATH[locale]}/help`)
      }
      const shellHtml = await (
        await request.get(`/mustreset${language.locale === 'fr-CA' ? '?lang=fr' : ''}`)
      ).text()
      const shell = new JSDOM(shellHtml).window.document
      expect(servedPage(shellHtml)).toBeNull()
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
  for (const language of PRERENDERED_LANGUAGES) {
    const some = [
      '/',
      '/forgot/florida',
      '/legal',
      '/switchaccount',
      '/reset/:token/:resetType',
      '/account/:k',
    ]
    const pages =
      language.locale === 'en-CA'
        ? PRERENDERED_PAGES
        : PRERENDERED_PAGES.filter((page) => some.includes(page.id))
    test(`${language.locale}: each page is hydrated in place, with no warning`, async ({ page, baseURL }) => {
      // Every page in turn: slow on a shared machine.
      test.slow()
      // No answer arrives: each page stays in the state it was prerendered in.
      await page.route(/\/api\/auth\//, () => {})
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          Object.assign(window, { prerenderedHeading: document.querySelector('h1') })
        })
      })
      for (const prerendered of pages) {
        const address = sampleAddress(prerendered, language, baseURL)
        await page.goto(address)
        // React marks the elements it owns; a hydrated page keeps the very nodes the HTML made.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const heading = document.querySelector('h1')
                const prerendered = (window as unknown as { prerenderedHeading: Element | null })
                  .prerenderedHeading
                return heading === null || !Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
                  ? 'not React'
                  : heading === prerendered
                    ? 'hydrated'
                    : 'rendered over'
              }),
            { message: address },
          )
          .toBe('hydrated')
        await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible()
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
    // Held by the head script until the app has its form (decision 026).
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started')
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
    // The app is running (it marks the device first) but waits for the catalog: the fields hold what is typed
    // meanwhile, and the hydrated form sends it (decisions 022 and 026).
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

  test('without its script, the UK host shows its own page: en-GB, the UK header, no language toggle', async ({
    page,
    guard,
    baseURL,
  }) => {
    guard.allowConsoleError(/portal-[^/]*\.js|ERR_FAILED/)
    await withoutJavaScript(page)
    await page.goto(ukUrl(baseURL, '/'), { waitUntil: 'commit' })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(page.getByRole('heading', { level: 1, name: text('en-GB', 'SIGN_IN_TITLE') })).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toHaveAttribute('href', /\/en-gb\//)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Français' })).toHaveCount(0)
  })

  test('without its script, a page rendered for another host stays hidden rather than show it', async ({
    page,
    request,
    guard,
    baseURL,
  }) => {
    guard.allowConsoleError(/portal-[^/]*\.js|ERR_FAILED/)
    await withoutJavaScript(page)
    // A server that does not tell the hosts apart would send the Canadian page to the UK host.
    const canadian = await (await request.get('/')).text()
    await page.route(ukUrl(baseURL, '/'), (route) =>
      route.fulfill({ body: canadian, contentType: 'text/html' }),
    )
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

test.describe('the pages reached from outside', () => {
  for (const [label, address, call, answered] of [
    [
      'a reset link',
      '/reset/demo-reset-valid/ResetPassword',
      'POST /api/auth/validateemailtoken',
      'Set a new password',
    ],
    [
      'the workspace chooser',
      '/switchaccount?k=demo-k-several',
      'GET /api/auth/switchaccount',
      'Select workspace',
    ],
    ['registration', '/registration/demo-sso-educator', 'POST /api/auth/getregistrationdata', 'First name'],
  ] as const) {
    test(`${label}: its first call is made once, and the page shows its answer`, async ({ page }) => {
      const calls: Request[] = []
      page.on('request', (request) => {
        if (`${request.method()} ${new URL(request.url()).pathname}` === call) calls.push(request)
      })
      await page.addInitScript(() => {
        const paints: string[] = []
        Object.assign(window, { largestPaints: paints })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
            paints.push(entry.element?.textContent?.trim() ?? '')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      })
      // A phone as Lighthouse's mobile run has it, where a column wider by a few pixels makes a larger paint.
      await page.setViewportSize({ width: 412, height: 823 })
      // The answer comes after the first paint, as it does over a real network.
      await page.route(
        (url) => url.pathname === call.split(' ')[1],
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500))
          await route.fallback()
        },
      )
      await page.goto(address)
      await expect(page.getByText(answered, { exact: true }).first()).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0)
      expect(calls).toHaveLength(1)
      // The largest text is in the HTML and stays the largest when the answer arrives (decision 019): a larger or
      // new candidate then would be the page's largest paint, as late as the answer.
      const paints = await page.evaluate(
        () => (window as unknown as { largestPaints: string[] }).largestPaints,
      )
      expect(paints, 'largest-contentful-paint candidates').toHaveLength(1)
    })
  }

  test('mass print: its first call is made once, and the browser goes where it answers', async ({ page }) => {
    const calls = recordApiPosts(page, '/api/auth/massprintaddfiletoredis')
    await page.goto('/massprint/demo-massprint-valid/MassPrint/42', { waitUntil: 'commit' })
    await page.waitForURL((url) => !url.pathname.startsWith('/massprint/'))
    expect(calls).toHaveLength(1)
  })

  test('a link page is hydrated as it is: it keeps what was typed and where, and gets its key in its links after', async ({
    page,
  }) => {
    const release = await holdEntryScript(page)
    await recordFrames(page)
    await page.goto('/portfoliolinking/demo-sso-educator/educator', { waitUntil: 'commit' })
    const username = page.getByLabel(text('en-CA', 'USERNAME_OR_EMAIL'))
    await username.fill('eve.educator')
    release()
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '')
    // The key is in the link now that the app has rendered it; the HTML had the link without it.
    await expect(
      page.getByRole('link', { name: text('en-CA', 'PORTFOLIO_LINKING_REGISTER') }),
    ).toHaveAttribute('href', '/registration/demo-sso-educator')
    await expect(username).toHaveValue('eve.educator')
    await expect(username).toBeFocused()
    const heading = text('en-CA', 'PORTFOLIO_LINKING_TITLE')
    // Once painted with its heading (the HTML may arrive in parts), the page never shows a frame without it.
    const headings = (await paintedFrames(page)).map((frame) => frame.heading)
    expect(headings).toContain(heading)
    expect(headings.slice(headings.indexOf(heading))).toEqual(
      headings.slice(headings.indexOf(heading)).map(() => heading),
    )
  })
})
