/**
 * The head script (decision 026): what every page does before any module has run, built from this file into an
 * inline script at the top of each page (scripts/head-script.ts). It decides, once, what the page is (the visit:
 * its site, language, configuration, analytics on arrival and the kind of page the server sent) and leaves that
 * for the entry; it asks for the language's catalog beside the entry; on a prerendered page it decides, before
 * anything is painted, whether the page is this visitor's (a path it serves, by the one route matcher; its host,
 * language and year; no query it does not read, none missing that it needs; no kept session, which would start
 * the automatic sign-in) and hides it when it is not; it starts the page's scripts once the page is painted; and
 * it watches the start (./watch.ts), holding a submit until the app has its form.
 */
import { analyticsOnArrival, type AnalyticsOnArrival } from '../browser/consent.ts'
import { keepsSession } from '../kept-in-browser.ts'
import { readPageConfig, STAND_INS, siteOfHost, type Site } from '../config.ts'
import { localeFor, type Locale } from '../i18n/locale.ts'
import { pageServes } from '../prerender/served-paths.ts'
import { ENTRY_SCRIPTS_POLICY } from '../trusted-types.ts'
import { decodeOnce, queryNames, queryText } from '../urls/address.ts'
import { USER_AGENT_MAX_LENGTH } from '../browser/device.ts'
import {
  CONSENT_MARK,
  leaveVisit,
  PAGE_FACTS_ID,
  PRERENDER_FILLING,
  PRERENDER_STALE,
  QUERY_SLOT,
  startLimitMs,
  type ConsentOnArrival,
  type HeadTexts,
  type PrerenderedPageFacts,
  type Visit,
} from './protocol.ts'
import { watchStart, type WatchScope } from './watch.ts'

/** A prerendered page that paints nothing (a tab in the background) starts its scripts after this long anyway. */
const ENTRY_START_LIMIT_MS = 500

/** What the head script needs of the page's window; a test stands in for it. */
export interface HeadScope extends WatchScope {
  location: WatchScope['location'] & Pick<Location, 'hostname' | 'search' | 'href' | 'replace'>
  /** Where the visit is left for the entry: the page's window. */
  view: object
  /** Whether the browser runs the portal (isSupportedBrowser): one that does not is shown where to go instead. */
  supported: boolean
  /** The address of the page the visitor came from (`document.referrer`): the UK partner host reads it. */
  referrer: string
  /** The storage the app reads a kept session from; may throw, as a blocked storage does. */
  storage: () => Pick<Storage, 'getItem'> | null
  /** The year as the visitor's clock says: the prerendered footer shows the year it was built in. */
  year: number
  trustedTypes: {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => unknown
  } | null
  /** Calls `start` once the page's first contentful paint has been presented. */
  afterFirstPaint: (start: () => void) => void
  /** The page's cookies (`document.cookie`); may throw, as blocked cookies do. */
  cookies: () => string
  /** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
  globalPrivacyControl: boolean
}

/** The prerendered page's description, or null on the shell (index.html) or when it cannot be read. */
function readPageFacts(doc: Document): PrerenderedPageFacts | null {
  const text = doc.getElementById(PAGE_FACTS_ID)?.textContent
  if (text === undefined || text === null || text === '') return null
  try {
    return JSON.parse(text) as PrerenderedPageFacts
  } catch {
    return null
  }
}

/** Whether every name and value of the query decodes: one that does not is read differently by the app. */
function queryDecodes(search: string): boolean {
  return search
    .replace(/^\?/, '')
    .split('&')
    .every((pair) => decodeOnce(pair.replace(/\+/g, ' ')) !== null)
}

/** Whether the prerendered page is what this visitor's first render will be. */
function isThisVisitorsPage(
  page: PrerenderedPageFacts,
  visit: {
    pathname: string
    search: string
    locale: Locale
    pageLocale: string
    site: Site
    year: number
  },
  keptSession: boolean,
): boolean {
  const known = ['lang'].concat(page.query)
  return (
    !keptSession &&
    visit.locale === visit.pageLocale &&
    visit.site === page.host &&
    visit.year === page.year &&
    pageServes(page, visit.pathname) &&
    queryDecodes(visit.search) &&
    queryNames(visit.search).every((name) => known.indexOf(name) !== -1) &&
    page.required.every((name) => queryText(visit.search, name) !== '')
  )
}

/** Fills the page's query slots once the document is parsed, then lets it be painted. */
function fillSlotsWhenParsed(doc: Document, search: string): void {
  doc.addEventListener('DOMContentLoaded', () => {
    const slots = doc.querySelectorAll(`[${QUERY_SLOT}]`)
    for (let index = 0; index < slots.length; index++) {
      const slot = slots[index]
      if (slot !== undefined) slot.textContent = queryText(search, slot.getAttribute(QUERY_SLOT) ?? '')
    }
    doc.documentElement.removeAttribute(PRERENDER_FILLING)
  })
}

/**
 * Asks for the catalog beside the entry (src/i18n/i18n.ts fetches the same url with the same mode, so the browser
 * hands it the preloaded answer), then starts the entry scripts; the entry loads the screen's modules. Where
 * Trusted Types are required (decision 025), a script's address comes from a policy that takes only the build's
 * own scripts, on this origin under assets/.
 */
function startScripts(scope: HeadScope, base: string, locale: Locale, entry: string[]): void {
  const doc = scope.document
  const catalog = doc.createElement('link')
  catalog.rel = 'preload'
  catalog.setAttribute('as', 'fetch')
  catalog.setAttribute('crossorigin', 'anonymous')
  catalog.href = `${base}assets/i18n/${locale}.json`
  doc.head.appendChild(catalog)
  const policy =
    entry.length > 0 && scope.trustedTypes !== null
      ? (scope.trustedTypes.createPolicy(ENTRY_SCRIPTS_POLICY, {
          createScriptURL: (source) => {
            const url = new URL(source, scope.location.href)
            if (
              url.origin !== scope.location.origin ||
              url.pathname.indexOf(`${base}assets/`) !== 0 ||
              !/\.js$/.test(url.pathname) ||
              url.search !== '' ||
              url.hash !== ''
            )
              throw new TypeError(`${source} is not a script of this build`)
            return url.href
          },
        }) as { createScriptURL: (url: string) => string })
      : null
  for (const source of entry) {
    const script = doc.createElement('script')
    script.type = 'module'
    script.setAttribute('crossorigin', '')
    script.src = policy === null ? source : policy.createScriptURL(source)
    doc.head.appendChild(script)
  }
}

/** What the cookie banner of a prerendered page shows before the app runs, for the styles (decision 031). */
function consentMark(analytics: AnalyticsOnArrival): ConsentOnArrival {
  if (analytics.here !== 'asks') return analytics.here
  if (analytics.kept !== null) return 'chosen'
  return analytics.browserRefuses ? 'gpc' : 'asking'
}

/** The page's cookies; none where cookies are off. */
function cookiesOf(scope: HeadScope): string {
  try {
    return scope.cookies()
  } catch {
    return ''
  }
}

function storageOf(scope: HeadScope): Pick<Storage, 'getItem'> | null {
  try {
    return scope.storage()
  } catch {
    return null
  }
}

// The old-browser page (spec section 1): Internet Explorer, or any browser that cannot run module scripts, sees links
// to Chrome, Firefox and Safari instead of the sign-in page, in the page's language. The head script's entry
// (./head-entry.ts) asks isSupportedBrowser; runHead shows the page once the document is parsed. Such a browser runs
// this, so it uses ES5's built-ins only, and the build writes the head script as ES5 (test/unit/head-script.test.ts
// checks both).
const BROWSER_LINKS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
  { name: 'Apple Safari', href: 'https://www.apple.com/safari/' },
] as const

/** On `<html>` once the page shows where to go instead (the head script then leaves no visit: the app stays off). */
const UNSUPPORTED_BROWSER = 'data-unsupported-browser'

/** Whether the browser runs module scripts and is not Internet Explorer: two tests, nothing measurable. */
export const isSupportedBrowser = (doc: Document, userAgent: string): boolean =>
  'noModule' in doc.createElement('script') &&
  !/Trident\/|MSIE /.test(userAgent.slice(0, USER_AGENT_MAX_LENGTH))

/** The page, in the language the head script decided (`text` is that language's), once the document is parsed. */
function showOldBrowserPage(doc: Document, text: HeadTexts): void {
  const html = doc.documentElement
  html.setAttribute(UNSUPPORTED_BROWSER, '')
  // A prerendered page hidden as not this visitor's (the head script) is replaced here: show the root again.
  html.removeAttribute(PRERENDER_STALE)
  doc.title = text.unsupportedTitle
  const main = doc.createElement('main')
  main.style.cssText = 'font: 18px/1.5 Arial, sans-serif; max-width: 36em; margin: 2em auto; padding: 0 1em'
  const heading = doc.createElement('h1')
  heading.appendChild(doc.createTextNode(text.unsupportedTitle))
  const paragraph = doc.createElement('p')
  paragraph.appendChild(doc.createTextNode(text.unsupportedText))
  const list = doc.createElement('ul')
  for (const browser of BROWSER_LINKS) {
    const item = doc.createElement('li')
    const anchor = doc.createElement('a')
    anchor.href = browser.href
    anchor.appendChild(doc.createTextNode(browser.name))
    item.appendChild(anchor)
    list.appendChild(item)
  }
  main.appendChild(heading)
  main.appendChild(paragraph)
  main.appendChild(list)
  const root = doc.getElementById('root')
  if (root === null) return
  while (root.firstChild) root.removeChild(root.firstChild)
  root.appendChild(main)
}

/**
 * The UK partner login host serves only visitors who come from the partner's site (spec section 1).
 * Returns the url to send the visitor to, or null when they may stay.
 */
export function partnerSiteFor(options: {
  partnerSite: string
  referrer: string
  here: string
}): string | null {
  let partner: URL
  try {
    partner = new URL(options.partnerSite, options.here)
  } catch {
    return null
  }
  return originOf(options.referrer) === partner.origin ? null : partner.href
}

function originOf(url: string): string | null {
  try {
    return url === '' ? null : new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Decides what this page is (the visit, src/start/protocol.ts) and leaves it for the entry; then shows the
 * old-browser page, sends a visitor of the UK partner host who did not come from the partner's site there, or
 * lets the page start: hidden first when a prerendered page is not this visitor's, watched until the app has
 * started.
 */
export function runHead(scope: HeadScope, texts: Readonly<Record<Locale, HeadTexts>>, base: string): void {
  const doc = scope.document
  const html = doc.documentElement
  const config = readPageConfig(doc)
  const { pathname, search } = scope.location
  const site = siteOfHost(scope.location.hostname, config.ok ? config.config.loginHosts : config.loginHosts)
  const locale = localeFor(site, search, pathname)
  // The prerendered page's language, before the page is told this visitor's: `<html lang>` is set here, as the
  // page starts, and by the language toggle after (src/page.tsx).
  const pageLocale = html.lang
  html.lang = locale
  if (!scope.supported) {
    doc.addEventListener('DOMContentLoaded', () => showOldBrowserPage(doc, texts[locale]))
    return
  }
  if (site === 'UK_PARTNER' && config.ok) {
    const partnerSite = partnerSiteFor({
      partnerSite: config.config.ukPartnerSite,
      referrer: scope.referrer,
      here: scope.location.href,
    })
    if (partnerSite !== null) {
      scope.location.replace(partnerSite)
      return
    }
  }
  const analytics: AnalyticsOnArrival = config.ok
    ? analyticsOnArrival({
        site,
        analytics: config.config.analytics,
        cookies: cookiesOf(scope),
        globalPrivacyControl: scope.globalPrivacyControl,
      })
    : { here: 'none', kept: null, browserRefuses: false }
  html.setAttribute(CONSENT_MARK, consentMark(analytics))
  const watch = watchStart(scope, {
    site,
    collector: config.ok ? config.config.telemetryUrl || null : config.telemetryUrl,
    texts: texts[locale],
    limitMs: startLimitMs(config.ok ? config.config.apiTimeoutMs : STAND_INS.apiTimeoutMs),
  })
  const facts = readPageFacts(doc)
  const shown =
    facts !== null &&
    isThisVisitorsPage(
      facts,
      { pathname, search, locale, pageLocale, site, year: scope.year },
      keepsSession(storageOf(scope)),
    )
  const visit: Visit = {
    site,
    locale,
    config,
    analytics,
    page: facts === null ? 'shell' : shown ? 'prerendered' : 'hidden',
    year: scope.year,
  }
  leaveVisit(scope.view, visit)
  if (!config.ok) {
    // Nothing can run with a configuration that fails its rules: the page says it did not finish loading as soon
    // as there is a page to say it in, and loads no code that could only fail.
    doc.addEventListener('DOMContentLoaded', () => watch.fail({ reason: 'configuration' }))
    return
  }
  if (facts === null || !shown) {
    // The shell, or a page another visitor would see: it is hidden before it is painted, and the app renders this
    // visitor's page afresh. The scripts start at once (the shell has its entry in its HTML).
    if (facts !== null) html.setAttribute(PRERENDER_STALE, '')
    startScripts(scope, base, locale, facts?.entry ?? [])
    return
  }
  if (facts.slots) fillSlotsWhenParsed(doc, search)
  watch.holdSubmits()
  let started = false
  const start = () => {
    if (started) return
    started = true
    startScripts(scope, base, locale, facts.entry)
  }
  // The page's first paint needs no script: its scripts are asked for once it is painted, and take nothing
  // from it (decision 015). A tab opened in the background paints nothing, so a timer starts them there.
  scope.afterFirstPaint(start)
  scope.setTimeout(start, ENTRY_START_LIMIT_MS)
}
