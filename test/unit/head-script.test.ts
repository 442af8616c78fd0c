/**
 * The head script (src/start/head.ts, ./watch.ts; decision 026): its decisions run from the
 * TypeScript source in jsdom, with a stand-in for the parts of the window it uses; and the script the build writes
 * into every page, parsed as ES5 and run as an old browser would run it.
 */
import { Parser } from 'acorn'
import { createContext, runInContext } from 'node:vm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { pageConfigElement } from '../../deploy/page-config'
import { buildHeadScript, headTexts } from '../../scripts/head-script'
import { STAND_INS } from '../../src/config'
import type { Locale } from '../../src/i18n/locale'
import { runHead, type HeadScope, isSupportedBrowser } from '../../src/start/head'
import {
  PAGE_FACTS_ID,
  START_FAILED_EVENT,
  startLimitMs,
  STARTED_EVENT,
  visitOf,
  type PrerenderedPageFacts,
} from '../../src/start/protocol'
import { ENTRY_SCRIPTS_POLICY } from '../../src/trusted-types'

const TEXTS = headTexts()
const THIS_YEAR = new Date().getFullYear()
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'

/** The login hosts the pages below are served with, as the server writes them in (deploy/page-config.ts). */
const LOGIN_HOSTS = {
  CA: 'login.example.test',
  UK: 'uk.example.test',
  UK_PARTNER: 'partner.example.test:8443',
}

const FORGOT: PrerenderedPageFacts = {
  id: '/forgot',
  route: 'forgot',
  values: {},
  host: 'CA',
  year: THIS_YEAR,
  query: [],
  required: [],
  slots: false,
  entry: ['/assets/portal-abc.js'],
}

interface Visit {
  url: string
  page?: PrerenderedPageFacts | null
  /** The prerendered page's language: fr-CA is the page for `?lang=fr`, en-GB the UK host's. */
  pageLocale?: Locale
  stored?: Record<string, string>
  storage?: () => Pick<Storage, 'getItem'>
  year?: number
  trustedTypes?: HeadScope['trustedTypes']
  collector?: string
  body?: string
  /** The analytics settings the page is served with (none unless given). */
  analytics?: (typeof STAND_INS)['analytics']
  cookies?: string | (() => string)
  globalPrivacyControl?: boolean
  supported?: boolean
  referrer?: string
}

/** The limit of a page served with the stand-ins' call limit. */
const START_LIMIT_MS = startLimitMs(STAND_INS.apiTimeoutMs)

/** A page as served (its configuration, its description when prerendered) and the head script run on it. */
function visit(options: Visit) {
  const doc = document.implementation.createHTMLDocument('Sign in')
  doc.documentElement.lang = options.pageLocale ?? 'en-CA'
  doc.head.insertAdjacentHTML(
    'afterbegin',
    pageConfigElement({
      ...STAND_INS,
      loginHosts: LOGIN_HOSTS,
      telemetryUrl: options.collector ?? '',
      analytics: options.analytics ?? STAND_INS.analytics,
    }),
  )
  const page = options.page === undefined ? FORGOT : options.page
  if (page !== null)
    doc.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="${PAGE_FACTS_ID}">${JSON.stringify(page)}</script>`,
    )
  doc.body.innerHTML =
    options.body ??
    '<div id="root"><main><h1>Reset your password</h1><form><input id="email" name="email"><button>Send</button></form></main></div>'
  const url = new URL(options.url)
  const stored = new Map(Object.entries(options.stored ?? {}))
  const beacons: { url: string; body: string }[] = []
  const paint: (() => void)[] = []
  const timers: (() => void)[] = []
  const reload = vi.fn()
  const replace = vi.fn()
  const view = {}
  const scope: HeadScope = {
    document: doc,
    location: {
      hostname: url.hostname,
      pathname: url.pathname,
      search: url.search,
      href: url.href,
      origin: url.origin,
      reload,
      replace,
    },
    view,
    supported: options.supported ?? true,
    referrer: options.referrer ?? '',
    storage: options.storage ?? (() => ({ getItem: (key: string) => stored.get(key) ?? null })),
    year: options.year ?? THIS_YEAR,
    trustedTypes: options.trustedTypes ?? null,
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    addEventListener: (...args: Parameters<Window['addEventListener']>) => doc.addEventListener(...args),
    sendBeacon: (address, body) => {
      beacons.push({ url: address, body })
      return true
    },
    afterFirstPaint: (start) => paint.push(start),
    cookies:
      typeof options.cookies === 'function' ? options.cookies : () => (options.cookies as string) ?? '',
    globalPrivacyControl: options.globalPrivacyControl ?? false,
  }
  runHead(scope, TEXTS, '/')
  const html = doc.documentElement
  return {
    doc,
    beacons,
    reload,
    replace,
    visit: visitOf(view),
    timers,
    paint: () => paint.forEach((start) => start()),
    hidden: html.hasAttribute('data-prerender-stale'),
    consent: html.getAttribute('data-consent'),
    started: () => html.hasAttribute('data-app-started'),
    failed: () => html.hasAttribute('data-start-failed'),
    catalog: () => doc.head.querySelector<HTMLLinkElement>('link[rel=preload]')?.getAttribute('href') ?? null,
    scripts: () =>
      [...doc.head.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src')),
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe("the language the head script asks the catalog of, the app's own rule", () => {
  const catalogAt = (url: string) => visit({ url, page: null }).catalog()

  it('is the host’s, then ?lang=, then the language an email link carries', () => {
    expect(catalogAt('https://login.example.test/')).toBe('/assets/i18n/en-CA.json')
    expect(catalogAt('https://login.example.test/forgot?lang=fr')).toBe('/assets/i18n/fr-CA.json')
    expect(catalogAt('https://login.example.test/verify/t/PersonalEmail/3/fr-CA')).toBe(
      '/assets/i18n/fr-CA.json',
    )
    expect(catalogAt('https://login.example.test/verify/t/PersonalEmail/%33/x')).toBe(
      '/assets/i18n/fr-CA.json',
    )
    expect(catalogAt('https://uk.example.test/?lang=fr')).toBe('/assets/i18n/en-GB.json')
    const fromPartner = visit({
      url: 'https://partner.example.test/',
      page: null,
      referrer: 'https://partner.example.test/demo/partner-site',
    })
    expect(fromPartner.catalog()).toBe('/assets/i18n/en-GB.json')
  })

  it('sends a visitor of the UK partner host who did not come from the partner site there, before anything', () => {
    const elsewhere = visit({ url: 'https://partner.example.test:8443/forgot', page: null })
    expect(elsewhere.replace).toHaveBeenCalledWith('https://partner.example.test:8443/demo/partner-site')
    expect(elsewhere.catalog()).toBeNull()
    expect(elsewhere.visit).toBeUndefined()
  })
})

describe('the prerendered page check', () => {
  const hidden = (url: string, options: Omit<Visit, 'url'> = {}) => visit({ url, ...options }).hidden

  it('leaves the page visible for the visitor it was rendered for', () => {
    expect(hidden('https://login.example.test/forgot')).toBe(false)
    expect(hidden('https://login.example.test/forgot#main')).toBe(false)
    // The route matcher's paths: a trailing slash and another case are the same page (src/urls/address.ts).
    expect(hidden('https://login.example.test/forgot/')).toBe(false)
    expect(hidden('https://login.example.test/FORGOT')).toBe(false)
  })

  it('takes the French page for ?lang=fr only, and the UK host’s on the UK host only', () => {
    expect(hidden('https://login.example.test/forgot?lang=fr', { pageLocale: 'fr-CA' })).toBe(false)
    expect(hidden('https://login.example.test/forgot?lang=fr&timeout=true', { pageLocale: 'fr-CA' })).toBe(
      true,
    )
    const uk = { ...FORGOT, host: 'UK' as const }
    expect(hidden('https://uk.example.test/forgot', { pageLocale: 'en-GB', page: uk })).toBe(false)
    const fromPartner = { referrer: 'https://partner.example.test/demo/partner-site' }
    expect(
      hidden('https://partner.example.test/forgot', { pageLocale: 'en-GB', page: uk, ...fromPartner }),
    ).toBe(true)
    expect(hidden('https://login.example.test/forgot', { pageLocale: 'en-GB', page: uk })).toBe(true)
  })

  it('hides it for another language, host, query, path or year, or a stored session', () => {
    expect(hidden('https://login.example.test/forgot?lang=fr')).toBe(true)
    expect(hidden('https://uk.example.test/forgot')).toBe(true)
    expect(hidden('https://login.example.test/forgot?timedOut=true')).toBe(true)
    expect(hidden('https://login.example.test/forgot/florida')).toBe(true)
    expect(hidden('https://login.example.test/forgot', { year: 2001 })).toBe(true)
    expect(hidden('https://login.example.test/forgot', { stored: { appToken: 'kept' } })).toBe(true)
    // The product's own session is not the portal's to resume: only a kept appToken starts the automatic sign-in.
    expect(hidden('https://login.example.test/forgot', { stored: { auth_token: 'session' } })).toBe(false)
  })

  it('shows the page when storage cannot be read', () => {
    const blocked = () => {
      throw new Error('SecurityError')
    }
    expect(hidden('https://login.example.test/forgot', { storage: blocked })).toBe(false)
  })

  it("serves a link's page for the screen values it was rendered for, with the query its screen reads", () => {
    const reset: PrerenderedPageFacts = {
      ...FORGOT,
      route: 'reset',
      values: { resetType: null },
      query: ['email', 'schoolName'],
    }
    expect(hidden('https://login.example.test/reset/tok-1/ResetPassword', { page: reset })).toBe(false)
    expect(hidden('https://login.example.test/reset/tok-2/Whatever?email=a%40b.c', { page: reset })).toBe(
      false,
    )
    expect(hidden('https://login.example.test/reset/tok-2/ResetPassword?k=1', { page: reset })).toBe(true)
    expect(hidden('https://login.example.test/reset/tok-2/ActivateAccount', { page: reset })).toBe(true)
    // An escape in a screen value's segment is read by no server as that value: such a path is not this page's.
    expect(hidden('https://login.example.test/reset/tok-2/%41ctivateAccount', { page: reset })).toBe(true)
  })

  it('needs each query parameter the page cannot be shown without, with something in it', () => {
    const chooser: PrerenderedPageFacts = { ...FORGOT, route: 'switchAccount', query: ['k'], required: ['k'] }
    const at = (url: string) => hidden(url, { page: chooser })
    expect(at('https://login.example.test/switchaccount?k=key-1')).toBe(false)
    expect(at('https://login.example.test/switchaccount?k=key-1&lang=en')).toBe(false)
    expect(at('https://login.example.test/switchaccount')).toBe(true)
    expect(at('https://login.example.test/switchaccount?k=%20')).toBe(true)
    expect(at('https://login.example.test/switchaccount?k=%E0')).toBe(true)
  })

  it("fills each slot with its parameter's value, trimmed, once the page is parsed, and only then shows it", () => {
    const higherEd: PrerenderedPageFacts = {
      ...FORGOT,
      route: 'reset',
      values: { resetType: 'HigherEdActivation' },
      query: ['email', 'schoolName'],
      required: ['email', 'schoolName'],
      slots: true,
    }
    const page = visit({
      url: 'https://login.example.test/reset/t/HigherEdActivation?email=hana%40example.org&schoolName=+North+<b>College</b>+',
      page: higherEd,
      body: '<div id="root"><span data-query-slot="email"></span> <span data-query-slot="schoolName"></span></div>',
    })
    page.doc.documentElement.setAttribute('data-prerender-filling', '')
    expect(page.hidden).toBe(false)
    page.doc.dispatchEvent(new Event('DOMContentLoaded'))
    expect([...page.doc.querySelectorAll('[data-query-slot]')].map((slot) => slot.innerHTML)).toEqual([
      'hana@example.org',
      'North &lt;b&gt;College&lt;/b&gt;',
    ])
    expect(page.doc.documentElement.hasAttribute('data-prerender-filling')).toBe(false)
  })
})

describe("the page's scripts", () => {
  it('start at once on the shell and on a page hidden as another visitor’s', () => {
    expect(visit({ url: 'https://login.example.test/', page: null }).scripts()).toEqual([])
    expect(visit({ url: 'https://login.example.test/forgot?x=1' }).scripts()).toEqual([
      '/assets/portal-abc.js',
    ])
  })

  it("start on this visitor's page once it is painted", () => {
    const page = visit({ url: 'https://login.example.test/forgot' })
    expect(page.scripts()).toEqual([])
    page.paint()
    page.paint()
    expect(page.scripts()).toEqual(['/assets/portal-abc.js'])
  })

  describe('where Trusted Types are required (decision 025)', () => {
    const factory = () => ({
      createPolicy: vi.fn((_name: string, rules: { createScriptURL: (url: string) => string }) => ({
        createScriptURL: rules.createScriptURL,
      })),
    })

    it("start the build's own modules through the one policy", () => {
      const trustedTypes = factory()
      const page = visit({ url: 'https://login.example.test/forgot?x=1', trustedTypes })
      expect(trustedTypes.createPolicy).toHaveBeenCalledTimes(1)
      expect(trustedTypes.createPolicy).toHaveBeenCalledWith(ENTRY_SCRIPTS_POLICY, expect.anything())
      expect(page.scripts()).toEqual(['https://login.example.test/assets/portal-abc.js'])
    })

    it("refuse a script from elsewhere, or not one of the build's", () => {
      for (const entry of [
        'https://evil.example/assets/x.js',
        '/demo/x.js',
        '/assets/x.js?callback=y',
        '/assets/x.css',
        'data:text/javascript,alert(1)',
      ])
        expect(
          () =>
            visit({
              url: 'https://login.example.test/forgot?x=1',
              page: { ...FORGOT, entry: [entry] },
              trustedTypes: factory(),
            }),
          entry,
        ).toThrow(/is not a script of this build/)
    })
  })
})

describe('what the cookie banner will be, before the first paint (decision 031)', () => {
  const ANALYTICS = { ca: 'G-CA', uk: 'G-UK', scriptHost: '/demo/analytics', consent: 'required' }
  const consent = (options: Omit<Visit, 'url'>, url = 'https://login.example.test/forgot') =>
    visit({ url, ...options }).consent

  it('is none where the host has no analytics, not-required where it needs no consent for it', () => {
    expect(consent({})).toBe('none')
    expect(consent({ analytics: { ...ANALYTICS, ca: '' } })).toBe('none')
    expect(consent({ analytics: { ...ANALYTICS, consent: 'not-required' } })).toBe('not-required')
    expect(consent({ analytics: { ...ANALYTICS, consent: 'CA=not-required' } })).toBe('not-required')
    expect(
      consent({ analytics: { ...ANALYTICS, consent: 'CA=not-required' } }, 'https://uk.example.test/'),
    ).toBe('asking')
  })

  it('asks with no answer kept, is chosen with one of this version, and honours Global Privacy Control', () => {
    expect(consent({ analytics: ANALYTICS })).toBe('asking')
    expect(consent({ analytics: ANALYTICS, cookies: 'a=1; portal_analytics_choice=v1.rejected' })).toBe(
      'chosen',
    )
    expect(consent({ analytics: ANALYTICS, cookies: 'portal_analytics_choice=v1.accepted' })).toBe('chosen')
    // An answer to another version's purposes is no answer to these.
    expect(consent({ analytics: ANALYTICS, cookies: 'portal_analytics_choice=v0.accepted' })).toBe('asking')
    expect(consent({ analytics: ANALYTICS, globalPrivacyControl: true })).toBe('gpc')
    // A kept answer wins over the browser's signal: the person chose on the cookies page.
    expect(
      consent({
        analytics: ANALYTICS,
        globalPrivacyControl: true,
        cookies: 'portal_analytics_choice=v1.accepted',
      }),
    ).toBe('chosen')
  })

  it('asks when cookies cannot be read', () => {
    expect(
      consent({
        analytics: ANALYTICS,
        cookies: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
      }),
    ).toBe('asking')
  })
})

describe('the watch over the start', () => {
  const typed = (page: ReturnType<typeof visit>) => {
    const field = page.doc.getElementById('email') as HTMLInputElement
    field.value = 'sam.student@example.org'
    return field
  }

  it('holds a submit until the app has started, then sends it once, from its button', () => {
    const page = visit({ url: 'https://login.example.test/forgot' })
    typed(page)
    const form = page.doc.querySelector('form') as HTMLFormElement
    const sent = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', sent)
    const button = page.doc.querySelector('button') as HTMLButtonElement
    button.click()
    expect(sent).toHaveBeenCalledTimes(1)
    expect((sent.mock.calls[0]?.[0] as Event).defaultPrevented).toBe(true)
    page.doc.dispatchEvent(new Event(STARTED_EVENT))
    expect(page.started()).toBe(true)
    expect(sent).toHaveBeenCalledTimes(2)
    expect((sent.mock.calls[1]?.[0] as SubmitEvent).submitter).toBe(button)
    page.doc.dispatchEvent(new Event(STARTED_EVENT))
    expect(sent).toHaveBeenCalledTimes(2)
  })

  it('holds the last submit of each form, in the order first pressed: the cookie banner and the form both', () => {
    const page = visit({
      url: 'https://login.example.test/forgot',
      body:
        '<div id="root"><form id="banner"><button value="reject">Reject</button><button value="accept">Accept</button></form>' +
        '<main><form id="forgot"><input id="email" name="email"><button>Send</button></form></main></div>',
    })
    const sent: string[] = []
    for (const form of page.doc.querySelectorAll('form'))
      form.addEventListener('submit', (event) => {
        event.preventDefault()
        sent.push(`${form.id}:${(event as SubmitEvent).submitter?.textContent ?? ''}`)
      })
    const [reject, accept, send] = [...page.doc.querySelectorAll('button')] as HTMLButtonElement[]
    reject?.click()
    send?.click()
    accept?.click()
    sent.length = 0
    page.doc.dispatchEvent(new Event(STARTED_EVENT))
    expect(sent).toEqual(['banner:Accept', 'forgot:Send'])
  })

  it('says the page did not finish loading, in its language, focused, keeping what was typed', () => {
    const page = visit({ url: 'https://login.example.test/forgot?lang=fr', pageLocale: 'fr-CA' })
    const field = typed(page)
    // A document made by createHTMLDocument has no window to move focus in: what is asked to take it is checked.
    const focus = vi.spyOn(HTMLElement.prototype, 'focus')
    page.doc.dispatchEvent(new CustomEvent(START_FAILED_EVENT, { detail: { reason: 'catalog' } }))
    expect(page.failed()).toBe(true)
    const panel = page.doc.querySelector('.start-failure')
    expect(panel?.querySelector('h1')?.textContent).toBe(TEXTS['fr-CA'].startFailedTitle)
    expect(panel?.textContent).toContain(TEXTS['fr-CA'].startFailedText)
    expect(focus.mock.contexts).toEqual([panel?.querySelector('h1')])
    expect(page.doc.getElementById('root')?.hidden).toBe(true)
    expect(field.value).toBe('sam.student@example.org')
    expect(page.doc.title).toBe(TEXTS['fr-CA'].startFailedTitle)
    panel?.querySelector('button')?.click()
    expect(page.reload).toHaveBeenCalledTimes(1)
  })

  it('fails when a module script of the app does not load, from wherever, not when an outside script does', () => {
    const page = visit({ url: 'https://login.example.test/forgot' })
    const outside = page.doc.createElement('script')
    outside.src = 'https://analytics.example/gtag/js?id=G-1'
    page.doc.head.appendChild(outside)
    outside.dispatchEvent(new Event('error'))
    expect(page.failed()).toBe(false)
    const entry = page.doc.createElement('script')
    entry.type = 'module'
    entry.src = 'https://cdn.example/assets/portal-abc.js'
    page.doc.head.appendChild(entry)
    entry.dispatchEvent(new Event('error'))
    expect(page.failed()).toBe(true)
  })

  it('fails when the time is up, and not after the app has started', () => {
    vi.useFakeTimers()
    const late = visit({ url: 'https://login.example.test/forgot' })
    vi.advanceTimersByTime(START_LIMIT_MS - 1)
    expect(late.failed()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(late.failed()).toBe(true)
    const started = visit({ url: 'https://login.example.test/forgot' })
    started.doc.dispatchEvent(new Event(STARTED_EVENT))
    vi.advanceTimersByTime(START_LIMIT_MS)
    expect(started.failed()).toBe(false)
  })

  it("sends a submit after a failure nowhere, and reports what failed to a configured collector, never a field's value", () => {
    const page = visit({
      url: 'https://login.example.test/reset/secret-token/ResetPassword',
      collector: '/demo/telemetry',
      page: null,
    })
    typed(page)
    page.doc.dispatchEvent(
      new CustomEvent(START_FAILED_EVENT, {
        detail: { reason: 'error', error: new TypeError('x is sam.student') },
      }),
    )
    expect(page.beacons).toHaveLength(1)
    expect(page.beacons[0]?.url).toBe('/demo/telemetry')
    expect(JSON.parse(page.beacons[0]?.body ?? '')).toEqual({
      v: 1,
      site: 'CA',
      entries: [{ kind: 'start', route: '/reset/:token/:resetType', failure: 'error', name: 'TypeError' }],
    })
    expect(page.beacons[0]?.body).not.toMatch(/secret-token|sam\.student/)
  })
})

describe('the script the build writes into every page', () => {
  let code = ''
  beforeAll(async () => {
    code = (await buildHeadScript('/')).code
  }, 60_000)

  it('is ES5, which Internet Explorer can parse, and cannot end its script element early', () => {
    expect(() => Parser.parse(code, { ecmaVersion: 5 })).not.toThrow()
    expect(code).not.toMatch(/<\/script|<!--/i)
  })

  /**
   * Runs the script as a browser of ES5's built-ins would (a realm of its own, without what ES2015 and later added),
   * on a page with the DOM jsdom gives; the old-browser page appears once the document is parsed.
   */
  function runAsOldBrowser(url: string, userAgent: string) {
    const doc = document.implementation.createHTMLDocument('Sign in')
    doc.head.insertAdjacentHTML('afterbegin', pageConfigElement({ ...STAND_INS, loginHosts: LOGIN_HOSTS }))
    doc.body.innerHTML = '<div id="root"><p>Loading…</p></div>'
    // What an old browser's window has that the script's scope reads as it starts (head-entry.ts).
    const context = createContext({
      document: doc,
      location: new URL(url),
      navigator: { userAgent },
      setTimeout,
      clearTimeout,
      addEventListener: () => {},
    })
    context.window = context
    runInContext(
      `for (const [owner, names] of [
        [String.prototype, ['startsWith', 'endsWith', 'includes', 'repeat', 'padStart', 'padEnd', 'trimStart', 'trimEnd', 'at']],
        [Array.prototype, ['find', 'findIndex', 'includes', 'flat', 'flatMap', 'fill', 'at', 'entries', 'keys', 'values']],
        [Array, ['from', 'of']],
        [Object, ['assign', 'entries', 'values', 'fromEntries', 'is']],
        [Number, ['isInteger', 'isSafeInteger', 'isNaN']],
        [globalThis, ['URLSearchParams', 'URL', 'Map', 'Set', 'WeakMap', 'WeakSet', 'Promise', 'Symbol', 'Reflect', 'Proxy']],
      ]) for (const name of names) delete owner[name]`,
      context,
    )
    runInContext(code, context)
    doc.dispatchEvent(new Event('DOMContentLoaded'))
    return {
      unsupported: doc.documentElement.hasAttribute('data-unsupported-browser'),
      lang: doc.documentElement.lang,
      heading: doc.querySelector('h1')?.textContent ?? null,
      links: [...doc.querySelectorAll('a')].map((anchor) => anchor.href),
    }
  }

  it('shows Internet Explorer where to go, in the language the page would have, with ES5 alone', () => {
    expect(runAsOldBrowser('https://login.example.test/', IE11)).toEqual({
      unsupported: true,
      lang: 'en-CA',
      heading: TEXTS['en-CA'].unsupportedTitle,
      links: [
        'https://www.google.com/chrome/',
        'https://www.mozilla.org/firefox/',
        'https://www.apple.com/safari/',
      ],
    })
    expect(runAsOldBrowser('https://login.example.test/?lang=fr', IE11)).toMatchObject({
      lang: 'fr-CA',
      heading: TEXTS['fr-CA'].unsupportedTitle,
    })
    expect(runAsOldBrowser('https://login.example.test/confirmusernamechange/t/U/1/fr_CA', IE11).lang).toBe(
      'fr-CA',
    )
    expect(runAsOldBrowser('https://uk.example.test/?lang=fr', IE11).lang).toBe('en-GB')
  })

  it('treats a browser without module scripts as old, whatever it calls itself', () => {
    // jsdom's script elements lack `noModule`, as a browser without module scripts does.
    expect(runAsOldBrowser('https://login.example.test/', DESKTOP).unsupported).toBe(true)
  })
})

describe('which browsers are old', () => {
  const withModules = (userAgent: string) => {
    const prototype = HTMLScriptElement.prototype as { noModule?: boolean }
    Object.defineProperty(prototype, 'noModule', { value: false, configurable: true })
    try {
      return isSupportedBrowser(document, userAgent)
    } finally {
      delete prototype.noModule
    }
  }

  it('are Internet Explorer and those without module scripts, by the first 500 characters of the user agent', () => {
    expect(withModules(DESKTOP)).toBe(true)
    expect(withModules(IE11)).toBe(false)
    expect(withModules(`${'x'.repeat(500)}Trident/7.0`)).toBe(true)
    expect(isSupportedBrowser(document, DESKTOP)).toBe(false)
  })
})
