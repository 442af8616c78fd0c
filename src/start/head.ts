/**
 * The head script (decision 026): what every page does before any module has run, built from this file into an
 * inline script at the top of each page (scripts/head-script.ts). It works out the language the app will show
 * (the app's own rule, src/i18n/locale.ts) and asks for its catalog beside the entry; on a prerendered page it
 * decides, before anything is painted, whether the page is this visitor's (a path it serves, by the one route
 * matcher; its host, language and year; no query it does not read, none missing that it needs; no stored token,
 * which would start the automatic sign-in) and hides it when it is not; it starts the page's scripts once the
 * page is painted; and it watches the start (./watch.ts), holding a submit until the app has its form.
 */
import { isAnalyticsConfigured, isConsentRequired } from '../browser/analytics-config.ts'
import { choiceIn } from '../browser/consent-cookie.ts'
import { APP_TOKEN, AUTH_TOKEN } from '../browser/session-tokens.ts'
import { localeFor, type Locale } from '../i18n/locale.ts'
import { pageServes } from '../prerender/serves.ts'
import { ENTRY_SCRIPTS_POLICY } from '../trusted-types.ts'
import { siteOfHost, type Site } from '../urls/hosts.ts'
import { decodeOnce, queryNames, queryText } from '../urls/query.ts'
import { readLooseConfig } from './page-config-loose.ts'
import {
  CONSENT_MARK,
  PAGE_FACTS_ID,
  PRERENDER_FILLING,
  PRERENDER_STALE,
  QUERY_SLOT,
  type ConsentOnArrival,
  type HeadTexts,
  type PrerenderedPageFacts,
} from './protocol.ts'
import { watchStart, type WatchScope } from './watch.ts'

/** A prerendered page that paints nothing (a tab in the background) starts its scripts after this long anyway. */
const ENTRY_START_LIMIT_MS = 500

/** What the head script needs of the page's window; a test stands in for it. */
export interface HeadScope extends WatchScope {
  location: WatchScope['location'] & Pick<Location, 'hostname' | 'search' | 'href'>
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

/** What the cookie banner will be on this visit (decision 031): the app's own rule, read before it runs. */
function consentOnArrival(
  scope: HeadScope,
  site: Site,
  analytics: ReturnType<typeof readLooseConfig>['analytics'],
): ConsentOnArrival {
  if (!isAnalyticsConfigured(site, analytics)) return 'none'
  if (!isConsentRequired(site, analytics)) return 'not-required'
  let cookies = ''
  try {
    cookies = scope.cookies()
  } catch {
    // Cookies are off: no answer can have been kept.
  }
  if (choiceIn(cookies) !== null) return 'chosen'
  return scope.globalPrivacyControl ? 'gpc' : 'asking'
}

function hasStoredSession(scope: HeadScope): boolean {
  try {
    const storage = scope.storage()
    return [APP_TOKEN, AUTH_TOKEN].some((key) => (storage?.getItem(key) ?? '') !== '')
  } catch {
    return false
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
  storedSession: boolean,
): boolean {
  const known = ['lang'].concat(page.query)
  return (
    !storedSession &&
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

export function runHead(scope: HeadScope, texts: Readonly<Record<Locale, HeadTexts>>, base: string): void {
  const doc = scope.document
  const html = doc.documentElement
  const config = readLooseConfig(doc)
  const { pathname, search } = scope.location
  const site = siteOfHost(scope.location.hostname, config.loginHosts)
  const locale = localeFor(site, search, pathname)
  html.setAttribute(CONSENT_MARK, consentOnArrival(scope, site, config.analytics))
  const page = readPageFacts(doc)
  const watch = watchStart(scope, { locale, site, collector: config.telemetryUrl, texts: texts[locale] })
  const visit = { pathname, search, locale, pageLocale: html.lang, site, year: scope.year }
  if (page === null || !isThisVisitorsPage(page, visit, hasStoredSession(scope))) {
    // The shell, or a page another visitor would see: it is hidden before it is painted, and the app renders this
    // visitor's page afresh. The scripts start at once (the shell has its entry in its HTML).
    if (page !== null) html.setAttribute(PRERENDER_STALE, '')
    startScripts(scope, base, locale, page?.entry ?? [])
    return
  }
  if (page.slots) fillSlotsWhenParsed(doc, search)
  watch.holdSubmits()
  let started = false
  const start = () => {
    if (started) return
    started = true
    startScripts(scope, base, locale, page.entry)
  }
  // The page's first paint needs no script: its scripts are asked for once it is painted, and take nothing
  // from it (decision 015). A tab opened in the background paints nothing, so a timer starts them there.
  scope.afterFirstPaint(start)
  scope.setTimeout(start, ENTRY_START_LIMIT_MS)
}
