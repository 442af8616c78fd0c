/**
 * What the head script (./head.ts, inline in every page) and the entry (src/main.tsx) tell each other while the
 * page starts (decision 026): the visit, which the head script decides before the first paint and the entry
 * reads; the page's description the prerender writes; the few marks the prerendered page and the styles read;
 * and the two events by which the app says it has started or cannot start.
 */
import type { AnalyticsOnArrival } from '../browser/consent.ts'
import type { PageConfig, Site } from '../config.ts'
import type { Locale } from '../i18n/locale.ts'
import type { RouteName } from '../urls/routes.ts'

/**
 * What this page is, decided once, by the head script, before the first paint: the entry, the app, analytics and
 * the flows read it, and nothing in the page works any of it out again.
 */
export interface Visit {
  /** The site of the host the visitor arrived on (spec section 1). */
  site: Site
  /** The language the page shows first (src/i18n/locale.ts). */
  locale: Locale
  /** The configuration the server wrote into the page, checked (src/config.ts); or what is wrong with it. */
  config: PageConfig
  /** Analytics as the page arrives: what the host does, and what the person or their browser said (decision 031). */
  analytics: AnalyticsOnArrival
  /**
   * What the server sent: a prerendered page shown as this visitor's (`prerendered`), a prerendered page hidden
   * because this visitor's first render differs (`hidden`), or the shell (index.html), a loading line.
   */
  page: 'prerendered' | 'hidden' | 'shell'
  /** The year as the visitor's clock says: the footer's. */
  year: number
}

/** Where the head script leaves the visit for the entry: a property of the page's window. */
const VISIT_PROPERTY = 'portalVisit'

type WithVisit = { [VISIT_PROPERTY]?: Visit }

export const leaveVisit = (view: object, visit: Visit): void => {
  ;(view as WithVisit)[VISIT_PROPERTY] = visit
}

/** The visit the head script left, or undefined where none ran (a page without it). */
export const visitOf = (view: object): Visit | undefined => (view as WithVisit)[VISIT_PROPERTY]

/**
 * The description of a prerendered page (scripts/prerender.ts writes it into the head as a JSON data block): the
 * route and the values of its screen-value parameters it was rendered for (null: any other value), the site,
 * the year its footer shows, the query parameters its screen reads besides `lang` and those it cannot be shown
 * without, whether it holds query slots, and the entry scripts to start once it is painted.
 */
export interface PrerenderedPageFacts {
  /** The page's name: its path, or its pattern with its screen values (`/reset/:token/ActivateAccount`). */
  id: string
  route: RouteName
  values: Record<string, string | null>
  host: Site
  year: number
  query: string[]
  required: string[]
  slots: boolean
  entry: string[]
}

/** The id of that data block. */
export const PAGE_FACTS_ID = 'portal-page'

/** On `<html>`, set by the head script before the first paint: this visitor's page differs; its content is hidden. */
export const PRERENDER_STALE = 'data-prerender-stale'
/** On `<html>` until the head script has filled the page's query slots: the content is not painted before. */
export const PRERENDER_FILLING = 'data-prerender-filling'
/** On an element of a prerendered page: filled with this query parameter's value before the page is painted. */
export const QUERY_SLOT = 'data-query-slot'
/** Class of the shell's loading line on a prerendered page: shown only while stale content is hidden. */
export const PRERENDER_LOADING = 'prerender-loading'
/**
 * On `<html>`, set by the head script before the first paint: what the cookie banner of a prerendered page will
 * be, and what the cookies page offers (decision 031), so the styles show that and nothing moves when the app
 * takes over. `asking`: the question; `gpc`: the browser's Global Privacy Control honoured; `chosen`: an answer
 * is kept, nothing shows; `not-required`: analytics runs without asking on this host, nothing shows; `none`: no
 * analytics on this host, nothing shows and the cookies page has no choice to offer.
 */
export const CONSENT_MARK = 'data-consent'
export type ConsentOnArrival = 'asking' | 'gpc' | 'chosen' | 'not-required' | 'none'

/** On `<html>` once the app has started (the head script sets it): what tests and tools wait for. */
export const APP_STARTED = 'data-app-started'
/** On `<html>` once the page has said it cannot start (the head script sets it). */
export const START_FAILED = 'data-start-failed'

/** Dispatched on the document by the app once it has started: its first render is committed, its form is React's. */
export const STARTED_EVENT = 'portal:started'
/** Dispatched on the document by the app when it cannot start; `detail` is a StartFailure. */
export const START_FAILED_EVENT = 'portal:start-failed'

/**
 * Why a page could not start: its configuration is missing or fails the schema, its code (the entry or a module
 * it needs) did not arrive, its catalog did not, its code threw while starting, or nothing of that happened within
 * START_LIMIT_MS.
 */
export const START_FAILURE_REASONS = ['configuration', 'code', 'catalog', 'error', 'timeout'] as const
export type StartFailureReason = (typeof START_FAILURE_REASONS)[number]

export interface StartFailure {
  reason: StartFailureReason
  /** What was thrown, where something was: only its class name is reported. */
  error?: unknown
}

/**
 * How long a page may take to start before it says it cannot: from the head script's run to the app's start.
 * Longer, by this margin, than the time limit of the calls the start waits for (the catalog's: the configured
 * limit, decision 008), so a call that fails is reported as what failed rather than as time.
 */
export const START_MARGIN_MS = 5_000

/** The limit for a page whose calls have `callLimitMs`: 20 s with the default 15 s. */
export const startLimitMs = (callLimitMs: number): number => callLimitMs + START_MARGIN_MS

export const signalStarted = (): void => void document.dispatchEvent(new Event(STARTED_EVENT))

/** Said on the document, so that any part of the app may say it; heeded only while the page is starting. */
export const signalStartFailed = (failure: StartFailure): void =>
  void document.dispatchEvent(new CustomEvent(START_FAILED_EVENT, { detail: failure }))

/** The texts the head script shows, baked in from each catalog at build time (scripts/head-script.ts). */
export interface HeadTexts {
  startFailedTitle: string
  startFailedText: string
  startFailedReload: string
  unsupportedTitle: string
  unsupportedText: string
}
