/**
 * Analytics only with a yes (docs/decisions/031), in each engine, on the test build served with analytics
 * configured and consent required (the analytics server, test/paths-browser/projects.ts): a first visit loads
 * nothing of analytics and asks; the banner is used with the keyboard alone, takes focus with its answer and gives
 * it back to the page when hidden; accepting sends this page's view at once and the next page's; refusing, or
 * withdrawing on the cookies page, sends nothing more and deletes the tag's cookies; a returning visitor sees no
 * banner and nothing moves as the page starts; an answer given before the app has started is kept; a browser
 * that sends Global Privacy Control is never asked; and the banner and the cookies page have no axe violation at
 * 320 and 1280 px, light and dark. Each engine in its own language: Chromium en-CA, Firefox ESR fr-CA, WebKitGTK
 * en-GB on the UK host.
 */
import type { AddressInfo } from 'node:net'
import type { MessageKey } from '../../src/i18n/i18n'
import { analyticsPort } from '../../playwright.config'
import { text, type Locale } from '../e2e/catalog'
import { ASKING_ANALYTICS_IDS } from '../paths-browser/projects'
import type { EngineName } from './engines/engine'
import { isEntry, startProxy } from './faulty-server'
import { expect, journey } from './journey'
import type { Person } from './person'

const base = `http://localhost:${analyticsPort}`
journey.use({ baseURL: base })

const LOCALE: Record<EngineName, Locale> = { chromium: 'en-CA', firefox: 'fr-CA', webkit: 'en-GB' }
/** The engine's page at `path`: French by `?lang=fr`, British English on the UK host. */
function address(person: Person, path: string): string {
  const locale = LOCALE[person.engine]
  const url = new URL(person.address(path, locale === 'en-GB' ? 'uk.localhost' : undefined))
  if (locale === 'fr-CA') url.searchParams.set('lang', 'fr')
  return url.href
}
const say = (person: Person, key: MessageKey, values?: Record<string, string>) =>
  text(LOCALE[person.engine], key, values)
const bannerTitle = (person: Person) =>
  say(person, 'COOKIE_BANNER_TITLE', { service: say(person, 'APP_NAME') })

/** What the page has of analytics: its script or hits asked for (and the hits' queries), a dataLayer, a cookie. */
function analyticsInPage() {
  const names = performance.getEntriesByType('resource').map((entry) => entry.name)
  return {
    script: names.some((name) => /\/gtag\/js\?/.test(name)),
    hits: names
      .filter((name) => /\/g\/collect\?/.test(name))
      .map((name) => Object.fromEntries(new URL(name).searchParams)),
    dataLayer: 'dataLayer' in window,
    cookies: document.cookie
      .split(';')
      .map((entry) => entry.trim().split('=')[0] ?? '')
      .filter((name) => /^_ga(_|$)/.test(name)),
    choice: /(^|;\s*)portal_analytics_choice=([^;]*)/.exec(document.cookie)?.[2] ?? null,
  }
}
const analytics = (person: Person) => person.tab.evaluate(analyticsInPage)

/** Nothing of analytics at all: no script, no hit, no dataLayer, no analytics cookie. */
async function expectNoAnalytics(person: Person) {
  const seen = await analytics(person)
  expect({ script: seen.script, hits: seen.hits, dataLayer: seen.dataLayer, cookies: seen.cookies }).toEqual({
    script: false,
    hits: [],
    dataLayer: false,
    cookies: [],
  })
}

/** The banner's top, and the page heading's, as laid out now: what a shift would move. */
const layout = (person: Person) =>
  person.tab.evaluate(() => ({
    banner: (() => {
      const region = document.querySelector('.cookie-banner')
      return region === null || getComputedStyle(region).display === 'none'
        ? null
        : Math.round(region.getBoundingClientRect().height)
    })(),
    heading: Math.round(document.querySelector('h1')?.getBoundingClientRect().top ?? -1),
  }))

/** The words of the alert that has focus, or null when focus is elsewhere. */
const focusedAlert = (person: Person) =>
  person.tab.evaluate(() => {
    const active = document.activeElement
    return active?.getAttribute('role') === 'alert'
      ? (active.textContent ?? '').replace(/\s+/g, ' ').trim()
      : null
  })

type Layout = Awaited<ReturnType<typeof layout>>

/**
 * The page laid out twice: as first painted, the way the build wrote it and the head script left it (its code held
 * back), then once the app has started. A shift would tell them apart.
 */
async function paintedThenStarted(
  person: Person,
  path: string,
): Promise<{ painted: Layout; started: Layout }> {
  const proxy = await startProxy(new URL(base), () => ({ delay: (asked) => (isEntry(asked) ? 60_000 : 0) }))
  try {
    const { port } = proxy.address() as AddressInfo
    const url = new URL(address(person, path))
    url.port = String(port)
    await person.tab.goto(url.href)
    await person.waitUntil('the page to be painted', () =>
      person.tab.evaluate(() => document.readyState !== 'loading' && document.querySelector('h1') !== null),
    )
    const painted = await layout(person)
    // Away before the held code is dropped, which the page would rightly report.
    await person.tab.goto(address(person, path))
    await person.waitForApp()
    return { painted, started: await layout(person) }
  } finally {
    proxy.closeAllConnections()
    await new Promise((resolve) => proxy.close(resolve))
  }
}

journey.describe('analytics only with a yes', () => {
  journey(
    'a first visit loads nothing of analytics; Accept, with the keyboard alone, sends this view and the next',
    async ({ person, guard }) => {
      await person.tab.goto(address(person, '/'))
      await person.waitForApp()
      await person.see('text', say(person, 'COOKIE_BANNER_ANALYTICS'))
      await expectNoAnalytics(person)
      expect((await analytics(person)).choice).toBeNull()
      // The banner comes first: the first Tab reaches Accept, before the skip link and the form.
      await person.key('Tab')
      expect(await person.focused()).toBe(say(person, 'ACCEPT_ANALYTICS_COOKIES'))
      guard.allowAnalytics()
      await person.key('Enter')
      // Its answer takes focus, so a screen reader reads it.
      await person.see('alert', say(person, 'COOKIES_ACCEPTED'))
      expect(await focusedAlert(person)).toContain(say(person, 'COOKIES_ACCEPTED').replace(/\s+/g, ' '))
      await person.waitUntil('this page’s view to be sent', async () =>
        (await analytics(person)).hits.some(
          (hit) => hit.en === 'page_view' && new URL(hit.dl ?? '').pathname === '/',
        ),
      )
      const seen = await analytics(person)
      expect(seen.choice).toBe('v1.accepted')
      const id = LOCALE[person.engine] === 'en-GB' ? ASKING_ANALYTICS_IDS.uk : ASKING_ANALYTICS_IDS.ca
      expect(seen.hits.every((hit) => hit.tid === id)).toBe(true)
      // The next page in the app sends its own view, as its route's pattern.
      await person.follow(say(person, 'TROUBLE_SIGNING_IN'))
      await person.waitUntil('the next page’s view to be sent', async () =>
        (await analytics(person)).hits.some(
          (hit) => hit.en === 'page_view' && new URL(hit.dl ?? '').pathname === '/forgot',
        ),
      )
      // Hidden, the message gives focus back to the page's main content.
      await person.press(say(person, 'HIDE_COOKIE_MESSAGE'))
      await person.seeNo('button', say(person, 'HIDE_COOKIE_MESSAGE'))
      expect(await person.tab.evaluate(() => document.activeElement?.id)).toBe('main')
    },
  )

  journey(
    'Reject keeps it off, and a returning visitor sees no banner, with nothing moving as the page starts',
    async ({ person }) => {
      await person.tab.goto(address(person, '/forgot'))
      await person.waitForApp()
      const first = await layout(person)
      expect(first.banner).toBeGreaterThan(0)
      await person.press(say(person, 'REJECT_ANALYTICS_COOKIES'))
      await person.see('alert', say(person, 'COOKIES_REJECTED'))
      await expectNoAnalytics(person)
      expect((await analytics(person)).choice).toBe('v1.rejected')
      // Back on another day: the head script hides the banner before the first paint, and the app agrees.
      const { painted, started } = await paintedThenStarted(person, '/forgot')
      expect(painted).toEqual({ banner: null, heading: started.heading })
      expect(started.banner).toBeNull()
      await person.seeNo('text', say(person, 'COOKIE_BANNER_ANALYTICS'))
      await expectNoAnalytics(person)
    },
  )

  journey(
    'a first visit paints the banner it will keep: nothing moves as the page starts',
    async ({ person }) => {
      const { painted, started } = await paintedThenStarted(person, '/')
      expect(painted.banner).toBeGreaterThan(0)
      expect(started).toEqual(painted)
    },
  )

  journey(
    'the cookies page, however its address is spelled, is the one page without the banner',
    async ({ person }) => {
      for (const path of ['/cookies', '/COOKIES', '/cookies/', '/Cookies//']) {
        await person.tab.goto(address(person, path))
        await person.waitForApp()
        await person.see('heading', say(person, 'COOKIES_TITLE'))
        await person.seeNo('heading', bannerTitle(person))
      }
      await person.tab.goto(address(person, '/forgot'))
      await person.waitForApp()
      await person.see('heading', bannerTitle(person))
    },
  )

  journey(
    'withdrawing on the cookies page stops every hit and deletes the tag’s cookies',
    async ({ person, guard }) => {
      guard.allowAnalytics()
      await person.tab.goto(address(person, '/'))
      await person.waitForApp()
      await person.press(say(person, 'ACCEPT_ANALYTICS_COOKIES'))
      await person.waitUntil('the tag’s cookies', async () => (await analytics(person)).cookies.length > 0)
      await person.follow(say(person, 'CHANGE_COOKIE_SETTINGS'))
      await person.see('heading', say(person, 'COOKIES_TITLE'))
      // The banner is not on the page where the choice is made.
      await person.seeNo('text', say(person, 'COOKIES_ACCEPTED'))
      expect(
        await person.tab.evaluate(
          () => (document.querySelector('#analytics-accepted') as HTMLInputElement).checked,
        ),
      ).toBe(true)
      await person.tab.click(await person.find('radio', say(person, 'COOKIES_CHOICE_NO')))
      await person.press(say(person, 'SAVE_COOKIE_SETTINGS'))
      await person.see('alert', say(person, 'COOKIE_SETTINGS_SAVED'))
      expect(await person.focused()).toBe(say(person, 'COOKIE_SETTINGS_SAVED'))
      const withdrawn = await analytics(person)
      expect(withdrawn.cookies).toEqual([])
      expect(withdrawn.choice).toBe('v1.rejected')
      // Back to the page before, in the app: no view is sent any more.
      const sent = withdrawn.hits.length
      await person.tab.evaluate(() => history.back())
      await person.see('heading', say(person, 'SIGN_IN_TITLE'))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect((await analytics(person)).hits.length).toBe(sent)
    },
  )

  journey(
    'an answer given before the app has started is kept, and answered once it has',
    async ({ person }) => {
      const proxy = await startProxy(new URL(base), () => ({ delay: (asked) => (isEntry(asked) ? 1500 : 0) }))
      try {
        const { port } = proxy.address() as AddressInfo
        const url = new URL(address(person, '/'))
        url.port = String(port)
        await person.tab.goto(url.href)
        await person.press(say(person, 'REJECT_ANALYTICS_COOKIES'))
        expect(
          await person.tab.evaluate(() => document.documentElement.hasAttribute('data-app-started')),
        ).toBe(false)
        await person.see('alert', say(person, 'COOKIES_REJECTED'))
        expect((await analytics(person)).choice).toBe('v1.rejected')
        expect(await person.tab.url()).toBe(url.href)
      } finally {
        proxy.closeAllConnections()
        await new Promise((resolve) => proxy.close(resolve))
      }
    },
  )
  journey(
    'a refusal saved on the cookies page before the app has started is kept, and answered once it has',
    async ({ person }) => {
      const proxy = await startProxy(new URL(base), () => ({ delay: (asked) => (isEntry(asked) ? 1500 : 0) }))
      try {
        const { port } = proxy.address() as AddressInfo
        const url = new URL(address(person, '/cookies'))
        url.port = String(port)
        await person.tab.goto(url.href)
        await person.tab.click(await person.find('radio', say(person, 'COOKIES_CHOICE_NO')))
        await person.press(say(person, 'SAVE_COOKIE_SETTINGS'))
        expect(
          await person.tab.evaluate(() => document.documentElement.hasAttribute('data-app-started')),
        ).toBe(false)
        await person.see('alert', say(person, 'COOKIE_SETTINGS_SAVED'))
        expect((await analytics(person)).choice).toBe('v1.rejected')
        await expectNoAnalytics(person)
        expect(await person.tab.url()).toBe(url.href)
      } finally {
        proxy.closeAllConnections()
        await new Promise((resolve) => proxy.close(resolve))
      }
    },
  )
})

journey.describe('the banner in the way of nothing', () => {
  journey(
    'a person signs in without answering it, and it never covers the form or its error summary',
    async ({ person }) => {
      await person.resize(320)
      await person.tab.goto(address(person, '/'))
      await person.waitForApp()
      await person.see('text', say(person, 'COOKIE_BANNER_ANALYTICS'))
      // Sign in pressed with nothing typed: the summary takes focus, and what is at its middle is the summary.
      await person.press(say(person, 'SIGN_IN_BUTTON'))
      await person.see('heading', say(person, 'ERROR_SUMMARY_TITLE'))
      const covered = await person.tab.evaluate(() =>
        ['.error-summary', 'form.form'].flatMap((selector) => {
          const element = document.querySelector(selector)
          if (element === null) return [`no ${selector}`]
          element.scrollIntoView({ block: 'center' })
          const box = element.getBoundingClientRect()
          const atMiddle = document.elementFromPoint(
            box.left + box.width / 2,
            box.top + Math.min(box.height / 2, 20),
          )
          return element.contains(atMiddle)
            ? []
            : [`${selector} is under ${atMiddle?.className ?? 'nothing'}`]
        }),
      )
      expect(covered).toEqual([])
      await person.fillIn(say(person, 'USERNAME_OR_EMAIL'), 'sam.student')
      await person.fillIn(say(person, 'PASSWORD'), 'Demo-pass-1')
      await person.press(say(person, 'SIGN_IN_BUTTON'))
      await person.seeAddress(/\/demo\/signed-in\?/)
      await expectNoAnalytics(person)
    },
  )
})

journey.describe('a browser that sends Global Privacy Control', () => {
  journey('is never asked, is told it was honoured, and gets no analytics', async ({ person }) => {
    journey.skip(
      person.engine === 'webkit',
      'WebKitGTK sends no Global Privacy Control, and its driver cannot make a page see one before its scripts run',
    )
    await person.tab.beforeEveryPage(
      "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true })",
    )
    await person.tab.goto(address(person, '/'))
    await person.waitForApp()
    await person.see('text', say(person, 'COOKIES_REFUSED_BY_BROWSER'))
    await person.seeNo('button', say(person, 'ACCEPT_ANALYTICS_COOKIES'))
    await expectNoAnalytics(person)
    await person.follow(say(person, 'CHANGE_COOKIE_SETTINGS'))
    await person.see('text', say(person, 'COOKIES_GPC_NOTE'))
    expect(
      await person.tab.evaluate(
        () => (document.querySelector('#analytics-rejected') as HTMLInputElement).checked,
      ),
    ).toBe(true)
    await expectNoAnalytics(person)
  })
})

/** The banner and the cookies page at each width, in the scheme the describe sets. */
function accessible(dark: boolean) {
  journey.describe(`the banner and the cookies page${dark ? ', dark' : ''}`, () => {
    journey.use({ dark })
    // The tab is made dark as it opens, so the skip comes before it is.
    if (dark)
      journey.skip(
        ({ engineName }) => engineName === 'firefox',
        'Firefox’s WebDriver BiDi cannot emulate a colour scheme: Chromium and WebKitGTK check the dark one',
      )
    for (const width of [320, 1280])
      journey(
        `at ${width} px: no sideways scroll, no axe violation, asking and answered`,
        async ({ person }) => {
          await person.resize(width)
          await person.tab.goto(address(person, '/'))
          await person.waitForApp()
          await person.see('heading', bannerTitle(person))
          expect(await person.scrollsSideways()).toBe(false)
          expect(await person.axeViolations()).toEqual([])
          await person.press(say(person, 'REJECT_ANALYTICS_COOKIES'))
          await person.see('alert', say(person, 'COOKIES_REJECTED'))
          expect(await person.axeViolations()).toEqual([])
          await person.follow(say(person, 'CHANGE_COOKIE_SETTINGS'))
          await person.see('heading', say(person, 'COOKIES_TITLE'))
          expect(await person.scrollsSideways()).toBe(false)
          expect(await person.axeViolations()).toEqual([])
        },
      )
  })
}
accessible(false)
accessible(true)
