import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Parser } from 'acorn'
import { describe, expect, it } from 'vitest'
import { pageConfigElement } from '../../deploy/page-config'
import { catalogPreloadScript, scriptJson, unsupportedBrowserScript } from '../../scripts/index-scripts'
import { STAND_INS } from '../../src/config'
import {
  deviceKind,
  PHONE_MAX_WIDTH_PX,
  TOOLTIP_MAX_HEIGHT_PX,
  USER_AGENT_MAX_LENGTH,
} from '../../src/browser/device'

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0'
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko'

/** The login hosts the pages below are served with, as the server writes them in (deploy/page-config.ts). */
const LOGIN_HOSTS = {
  CA: 'login.example.test',
  UK: 'uk.example.test',
  UK_PARTNER: 'partner.example.test:8443',
}

/** `page` as served with LOGIN_HOSTS: the configuration's data block in its head, where the scripts read it. */
function configure(page: Document): void {
  page.head.insertAdjacentHTML('afterbegin', pageConfigElement({ ...STAND_INS, loginHosts: LOGIN_HOSTS }))
}

describe('device constants (spec section 9)', () => {
  it('are the spec values', () => {
    expect(PHONE_MAX_WIDTH_PX).toBe(600)
    expect(USER_AGENT_MAX_LENGTH).toBe(500)
    expect(TOOLTIP_MAX_HEIGHT_PX).toEqual({ phone: 200, wide: 250 })
  })

  it('calls a screen narrower than 600 px a phone, whatever its user agent', () => {
    expect(deviceKind({ userAgent: DESKTOP, viewportWidth: 599 })).toBe('phone')
    expect(deviceKind({ userAgent: DESKTOP, viewportWidth: 600 })).toBe('wide')
    expect(deviceKind({ userAgent: DESKTOP, viewportWidth: 320 })).toBe('phone')
  })

  it('calls a phone a phone when it is turned sideways, and a tablet wide', () => {
    expect(deviceKind({ userAgent: IPHONE, viewportWidth: 844 })).toBe('phone')
    expect(deviceKind({ userAgent: IPAD, viewportWidth: 820 })).toBe('wide')
  })

  it('examines only the first 500 characters of the user agent', () => {
    const padding = (length: number) => 'x'.repeat(length)
    expect(deviceKind({ userAgent: `${padding(495)}Mobi`, viewportWidth: 1024 })).toBe('phone')
    expect(deviceKind({ userAgent: `${padding(497)}Mobi`, viewportWidth: 1024 })).toBe('wide')
    expect(deviceKind({ userAgent: `${padding(100_000)}iPhone`, viewportWidth: 1024 })).toBe('wide')
  })

  it('are the values styles.css uses', () => {
    const css = readFileSync(resolve(import.meta.dirname, '../../src/styles.css'), 'utf8')
    expect(css).toContain(`@media (min-width: ${PHONE_MAX_WIDTH_PX}px)`)
    expect(css).toMatch(new RegExp(`\\.menu__list \\{[^}]*max-height: ${TOOLTIP_MAX_HEIGHT_PX.wide}px`))
    expect(css).toMatch(
      new RegExp(
        `\\[data-device='phone'\\] \\.menu__list \\{\\s*max-height: ${TOOLTIP_MAX_HEIGHT_PX.phone}px`,
      ),
    )
  })
})

describe('the old-browser check written into index.html', () => {
  const script = unsupportedBrowserScript()
  const code = script.replace(/^<script>/, '').replace(/<\/script>$/, '')

  it('is ES5, which Internet Explorer can parse', () => {
    expect(() => Parser.parse(code, { ecmaVersion: 5 })).not.toThrow()
  })

  /** Runs the check as a page at `url` would, with its own document, user agent and module support. */
  function visit(url: string, userAgent: string, modules = true) {
    const page = document.implementation.createHTMLDocument('Sign in')
    page.documentElement.lang = 'en-CA'
    page.body.innerHTML = '<div id="root"><p>Loading…</p></div>'
    const prototype = HTMLScriptElement.prototype as { noModule?: boolean }
    const had = Object.getOwnPropertyDescriptor(prototype, 'noModule')
    // jsdom lacks the property every module-capable browser has; a browser without modules lacks it too.
    if (modules) Object.defineProperty(prototype, 'noModule', { value: false, configurable: true })
    else delete prototype.noModule
    try {
      const run = new Function('navigator', 'location', 'document', code) as (...args: unknown[]) => void
      configure(page)
      run({ userAgent }, new URL(url), page)
    } finally {
      delete prototype.noModule
      if (had) Object.defineProperty(prototype, 'noModule', had)
    }
    return {
      unsupported: page.documentElement.hasAttribute('data-unsupported-browser'),
      lang: page.documentElement.lang,
      title: page.title,
      heading: page.querySelector('h1')?.textContent ?? null,
      links: [...page.querySelectorAll('a')].map((anchor) => anchor.href),
      root: page.getElementById('root')?.textContent ?? '',
    }
  }

  it('leaves a current browser alone', () => {
    const page = visit('https://login.example.test/', DESKTOP)
    expect(page).toMatchObject({
      unsupported: false,
      lang: 'en-CA',
      title: 'Sign in',
      heading: null,
      root: 'Loading…',
    })
  })

  it('shows Internet Explorer where to go, in the language the page would have', () => {
    expect(visit('https://login.example.test/', IE11)).toMatchObject({
      unsupported: true,
      lang: 'en-CA',
      title: 'Your browser is not supported',
      heading: 'Your browser is not supported',
      links: [
        'https://www.google.com/chrome/',
        'https://www.mozilla.org/firefox/',
        'https://www.apple.com/safari/',
      ],
    })
    expect(visit('https://login.example.test/?lang=fr', IE11)).toMatchObject({
      lang: 'fr-CA',
      heading: 'Votre navigateur n’est pas pris en charge',
    })
    expect(visit('https://login.example.test/verify/t/PersonalEmail/3/x', IE11)).toMatchObject({
      lang: 'fr-CA',
    })
    expect(visit('https://login.example.test/confirmusernamechange/t/U/1/fr_CA', IE11)).toMatchObject({
      lang: 'fr-CA',
    })
    expect(visit('https://login.example.test/verify/t/PersonalEmail/1/en-CA', IE11)).toMatchObject({
      lang: 'en-CA',
    })
    expect(visit('https://uk.example.test/?lang=fr', IE11)).toMatchObject({ lang: 'en-GB' })
    expect(visit('https://partner.example.test/', IE11)).toMatchObject({ lang: 'en-GB' })
  })

  it('treats a browser without module scripts as old, whatever it calls itself', () => {
    expect(visit('https://login.example.test/', DESKTOP, false)).toMatchObject({ unsupported: true })
  })

  it('only looks at the first 500 characters of the user agent', () => {
    expect(visit('https://login.example.test/', `${'x'.repeat(500)}Trident/7.0`)).toMatchObject({
      unsupported: false,
    })
  })

  it('writes texts so that none can end the script element early', () => {
    const written = scriptJson({ title: '</script><script>alert(1)</script><!--', line: '\u2028' })
    expect(written).not.toContain('<')
    expect(JSON.parse(written)).toEqual({ title: '</script><script>alert(1)</script><!--', line: '\u2028' })
  })
})

describe('the catalog preload written into the head', () => {
  const script = catalogPreloadScript()
  const code = script.replace(/^<script>/, '').replace(/<\/script>$/, '')

  it('is ES5', () => {
    expect(() => Parser.parse(code, { ecmaVersion: 5 })).not.toThrow()
  })

  function preloadFor(url: string) {
    const page = document.implementation.createHTMLDocument('Sign in')
    const run = new Function('location', 'document', 'localStorage', code) as (...args: unknown[]) => void
    configure(page)
    run(new URL(url), page, new Map())
    const links = [...page.head.querySelectorAll('link')]
    expect(links).toHaveLength(1)
    const [link] = links
    return {
      rel: link?.rel,
      as: link?.getAttribute('as'),
      crossOrigin: link?.getAttribute('crossorigin'),
      href: link?.getAttribute('href'),
    }
  }

  it('asks for the catalog of the language the app will show, the way the app fetches it', () => {
    expect(preloadFor('https://login.example.test/')).toEqual({
      rel: 'preload',
      as: 'fetch',
      crossOrigin: 'anonymous',
      href: '/assets/i18n/en-CA.json',
    })
    expect(preloadFor('https://login.example.test/forgot?lang=fr').href).toBe('/assets/i18n/fr-CA.json')
    expect(preloadFor('https://login.example.test/verify/t/PersonalEmail/3/fr-CA').href).toBe(
      '/assets/i18n/fr-CA.json',
    )
    expect(preloadFor('https://uk.example.test/?lang=fr').href).toBe('/assets/i18n/en-GB.json')
  })
})

describe('the prerendered page check in the head', () => {
  const code = catalogPreloadScript()
    .replace(/^<script>/, '')
    .replace(/<\/script>$/, '')
  const thisYear = String(new Date().getFullYear())

  interface Visitor {
    stored?: Record<string, string>
    year?: string
    /** The page's language: fr-CA is the page prerendered for `?lang=fr`, en-GB the UK host's. */
    locale?: 'en-CA' | 'fr-CA' | 'en-GB'
    /** Storage as a browser may give it; by default one holding `stored`. */
    storage?: { getItem: (key: string) => string | null }
  }

  interface Page {
    id: string
    match: string
    query?: string
    required?: string
  }

  const FORGOT: Page = { id: '/forgot', match: '^/forgot$' }

  /** Runs the head script on a prerendered page (by default `/forgot`); true when it hid the content. */
  function hidden(url: string, visitor: Visitor = {}, page: Page = FORGOT): boolean {
    const document = window.document.implementation.createHTMLDocument('Reset your password')
    const html = document.documentElement
    const locale = visitor.locale ?? 'en-CA'
    html.lang = locale
    html.setAttribute('data-prerendered', page.id)
    html.setAttribute('data-prerendered-match', page.match)
    html.setAttribute('data-prerendered-host', locale === 'en-GB' ? 'UK' : 'CA')
    html.setAttribute('data-prerendered-query', page.query ?? '')
    if (page.required !== undefined) html.setAttribute('data-prerendered-required', page.required)
    html.setAttribute('data-prerendered-year', visitor.year ?? thisYear)
    const stored = new Map(Object.entries(visitor.stored ?? {}))
    const storage = visitor.storage ?? { getItem: (key: string) => stored.get(key) ?? null }
    const run = new Function('location', 'document', 'localStorage', code) as (...args: unknown[]) => void
    configure(document)
    run(new URL(url), document, storage)
    return html.hasAttribute('data-prerender-stale')
  }

  it('leaves the page visible for the visitor it was rendered for', () => {
    expect(hidden('https://login.example.test/forgot')).toBe(false)
    expect(hidden('https://login.example.test/forgot#main')).toBe(false)
  })

  it('takes the French page for ?lang=fr only', () => {
    expect(hidden('https://login.example.test/forgot?lang=fr', { locale: 'fr-CA' })).toBe(false)
    expect(hidden('https://login.example.test/forgot?lang=fr&timeout=true', { locale: 'fr-CA' })).toBe(true)
  })

  it("takes the UK host's page on the UK host only, never on the partner's", () => {
    expect(hidden('https://uk.example.test/forgot', { locale: 'en-GB' })).toBe(false)
    expect(hidden('https://partner.example.test/forgot', { locale: 'en-GB' })).toBe(true)
    expect(hidden('https://login.example.test/forgot', { locale: 'en-GB' })).toBe(true)
  })

  it('hides it for another language, host, query, path or year, or a stored token', () => {
    expect(hidden('https://login.example.test/forgot?lang=fr')).toBe(true)
    expect(hidden('https://uk.example.test/forgot')).toBe(true)
    expect(hidden('https://login.example.test/forgot?timedOut=true')).toBe(true)
    expect(hidden('https://login.example.test/forgot/')).toBe(true)
    expect(hidden('https://login.example.test/forgot', { year: '2001' })).toBe(true)
    expect(hidden('https://login.example.test/forgot', { stored: { appToken: 'kept' } })).toBe(true)
    expect(hidden('https://login.example.test/forgot', { stored: { auth_token: 'session' } })).toBe(true)
  })

  it('shows the page when storage cannot be read', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
    }
    expect(hidden('https://login.example.test/forgot', { storage: blocked })).toBe(false)
  })

  it("serves a link's page for every path it matches, with the query its screen reads", () => {
    const reset: Page = {
      id: '/reset/:token/:resetType',
      match: '^/reset/[^/?]+/ResetPassword$',
      query: 'email',
    }
    expect(hidden('https://login.example.test/reset/tok-1/ResetPassword', {}, reset)).toBe(false)
    expect(hidden('https://login.example.test/reset/tok-2/ResetPassword?email=a%40b.c', {}, reset)).toBe(
      false,
    )
    expect(hidden('https://login.example.test/reset/tok-2/ResetPassword?k=1', {}, reset)).toBe(true)
    expect(hidden('https://login.example.test/reset/tok-2/ActivateAccount', {}, reset)).toBe(true)
  })

  it('needs each query parameter the page cannot be shown without, with something in it', () => {
    const chooser: Page = { id: '/switchaccount', match: '^/switchaccount$', query: 'k', required: 'k' }
    expect(hidden('https://login.example.test/switchaccount?k=key-1', {}, chooser)).toBe(false)
    expect(hidden('https://login.example.test/switchaccount?k=key-1&lang=en', {}, chooser)).toBe(false)
    expect(hidden('https://login.example.test/switchaccount', {}, chooser)).toBe(true)
    expect(hidden('https://login.example.test/switchaccount?k=%20', {}, chooser)).toBe(true)
    expect(hidden('https://login.example.test/switchaccount?k=%E0', {}, chooser)).toBe(true)
  })
})

describe("the head script's query slots", () => {
  const code = catalogPreloadScript()
    .replace(/^<script>/, '')
    .replace(/<\/script>$/, '')

  it("fills each slot with its parameter's value, trimmed, once the page is parsed, and only then shows it", () => {
    const page = window.document.implementation.createHTMLDocument('Activate your account')
    const html = page.documentElement
    html.setAttribute('data-prerendered', '/reset/:token/HigherEdActivation')
    html.setAttribute('data-prerendered-match', '^/reset/[^/?]+/HigherEdActivation$')
    html.setAttribute('data-prerendered-host', 'CA')
    html.setAttribute('data-prerendered-query', 'email schoolName')
    html.setAttribute('data-prerendered-required', 'email schoolName')
    html.setAttribute('data-prerendered-year', String(new Date().getFullYear()))
    html.setAttribute('data-prerender-filling', '')
    html.lang = 'en-CA'
    page.body.innerHTML =
      '<dl><dd><span data-query-slot="email"></span></dd><dd><span data-query-slot="schoolName"></span></dd></dl>'
    const run = new Function('location', 'document', 'localStorage', code) as (...args: unknown[]) => void
    configure(page)
    run(
      new URL(
        'https://login.example.test/reset/t/HigherEdActivation?email=hana%40example.org&schoolName=+North+<b>College</b>+',
      ),
      page,
      new Map(),
    )
    expect(html.hasAttribute('data-prerender-stale')).toBe(false)
    expect(html.hasAttribute('data-prerender-filling')).toBe(true)
    page.dispatchEvent(new Event('DOMContentLoaded'))
    expect([...page.querySelectorAll('[data-query-slot]')].map((slot) => slot.innerHTML)).toEqual([
      'hana@example.org',
      'North &lt;b&gt;College&lt;/b&gt;',
    ])
    expect(html.hasAttribute('data-prerender-filling')).toBe(false)
  })
})
