/**
 * The analytics tag, started on a yes and stopped on a no (docs/decisions/031), and the person's answer as it stands
 * on this page: the one the head script found on arrival (./consent.ts, in the visit), then each answer given here,
 * kept in its cookie for the next visit. Where the configuration says the host needs no consent, the tag starts
 * on load, as the spec says, unless the person or their browser said no.
 */
import type { PortalConfig, Site } from '../config'
import {
  analyticsCookieDeletions,
  answerOnArrival,
  choiceCookie,
  isAnalyticsConfigured,
  measurementId,
  startsOnArrival,
  type AnalyticsChoice,
  type AnalyticsOnArrival,
} from './consent'
import { setPageViewTracker } from './page-views'

export type { AnalyticsChoice, AnalyticsOnArrival } from './consent'

/** Analytics as the page arrived (the visit's), and the answer given on this page since, if any. */
let arrival: AnalyticsOnArrival = { here: 'none', kept: null, browserRefuses: false }
let givenHere: AnalyticsChoice | null = null

/** What this host does about analytics: none at all, asks first, or runs it without asking. */
export const analyticsHere = (): AnalyticsOnArrival['here'] => arrival.here

/** The answer kept now: one given on this page, else the one kept on arrival; null for none. */
export const keptChoice = (): AnalyticsChoice | null => givenHere ?? arrival.kept

/** Whether the browser sends Global Privacy Control: analytics is then refused without asking. */
export const browserRefusesTracking = (): boolean => arrival.browserRefuses

/**
 * Keeps the person's choice for a year. A browser that refuses the cookie keeps it nowhere: analytics follows the
 * answer on this page, and the person is asked again on the next.
 */
export function keepChoice(choice: AnalyticsChoice): void {
  givenHere = choice
  try {
    document.cookie = choiceCookie(choice, window.location.protocol === 'https:')
  } catch {
    // Cookies are off: see above.
  }
}

/** Google's documented switch: with it set, the tag sends nothing for that id. */
const disableFlag = (id: string) => `ga-disable-${id}`

let injected = false

/**
 * Starts the analytics tag (once per page) and hands it every page view from now on, starting with the one on
 * screen. A tag stopped earlier in this page is switched back on.
 */
export function startAnalytics(site: Site, config: PortalConfig): void {
  if (!isAnalyticsConfigured(site, config.analytics)) return
  Reflect.deleteProperty(window, disableFlag(measurementId(site, config.analytics)))
  // Apart from the entry, and not awaited: nothing waits for analytics.
  void import('./outside-scripts').then((tag) => {
    if (!injected) injected = tag.injectAnalytics(site, config)
    if (injected) setPageViewTracker(() => tag.trackPageView())
  })
}

/**
 * Stops analytics for good on this page: the tag is switched off for the id, no view is handed to it any more,
 * and the cookies it set are deleted, on this host and the parent domains it may have used.
 */
export function stopAnalytics(site: Site, config: PortalConfig): void {
  setPageViewTracker(null)
  const id = measurementId(site, config.analytics)
  if (id !== '') Reflect.set(window, disableFlag(id), true)
  try {
    for (const deletion of analyticsCookieDeletions(document.cookie, window.location.hostname))
      document.cookie = deletion
  } catch {
    // Cookies are off: the tag could set none.
  }
}

/**
 * As the page starts, with what the head script found (the visit's analytics): where the host needs consent, the
 * tag starts only if the person said yes on an earlier visit; where it needs none, it starts unless they, or their
 * browser, said no. Otherwise nothing of analytics loads.
 */
export function startAnalyticsOnArrival(site: Site, config: PortalConfig, arrived: AnalyticsOnArrival): void {
  arrival = arrived
  givenHere = null
  if (startsOnArrival(arrived)) startAnalytics(site, config)
}

/** The answer that holds now, for the cookies page: the one kept, else the browser's refusal, else none. */
export const answerNow = (): AnalyticsChoice | null => answerOnArrival({ ...arrival, kept: keptChoice() })
