/**
 * What the head script (./head.ts, inline in every page) and the entry (src/main.tsx) tell each other while the
 * page starts (decision 026): the few marks the prerendered page and the styles read, the page's description the
 * prerender writes, and the two events by which the app says it has started or cannot start. Types and names only.
 */
import type { Site } from '../urls/hosts.ts'
import type { RouteName } from '../urls/routes.ts'

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
 * How long a page may take to start before it says it cannot: from the head script's run to the app's start. Longer
 * than the time limit of any call the start waits for (the catalog's, 15 s by default, decision 008), so a call
 * that fails is reported as what failed rather than as time.
 */
export const START_LIMIT_MS = 20_000

/** The texts the head script shows, baked in from each catalog at build time (scripts/head-script.ts). */
export interface HeadTexts {
  startFailedTitle: string
  startFailedText: string
  startFailedReload: string
  unsupportedTitle: string
  unsupportedText: string
}
