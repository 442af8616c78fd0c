/**
 * Analytics only with the person's yes (docs/decisions/031): what they chose (a first-party cookie), what their
 * browser asks (Global Privacy Control), and the analytics tag started on a yes and stopped on a no, its cookies
 * deleted. Where the configuration says the host needs no consent, the tag starts on load, as the spec says.
 */
import type { Site } from '../config'
import { analyticsCookieDeletions, choiceCookie, choiceIn, type AnalyticsChoice } from './consent-cookie'
import {
  isAnalyticsConfigured,
  isConsentRequired,
  measurementId,
  type AnalyticsConfig,
} from './analytics-config'
import { setPageViewTracker } from './page-views'

export type { AnalyticsChoice } from './consent-cookie'

/** The analytics configuration, with whether the host needs consent (src/config.ts). */
export type ConsentedAnalytics = AnalyticsConfig & { readonly consent: string }

/** The choice kept in this browser, or null: none, another version's, or cookies unavailable. */
export function keptChoice(): AnalyticsChoice | null {
  try {
    return choiceIn(document.cookie)
  } catch {
    return null
  }
}

/** Whether the browser sends Global Privacy Control: analytics is then refused without asking. */
export const browserRefusesTracking = (): boolean =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true

/** What holds now: the person's kept choice, else their browser's refusal, else no answer. */
export const effectiveChoice = (): AnalyticsChoice | null =>
  keptChoice() ?? (browserRefusesTracking() ? 'rejected' : null)

/**
 * Keeps the person's choice for a year. A browser that refuses the cookie keeps it nowhere: analytics follows the
 * answer on this page, and the person is asked again on the next.
 */
export function keepChoice(choice: AnalyticsChoice): void {
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
export function startAnalytics(site: Site, analytics: ConsentedAnalytics): void {
  if (!isAnalyticsConfigured(site, analytics)) return
  Reflect.deleteProperty(window, disableFlag(measurementId(site, analytics)))
  // Apart from the entry, and not awaited: nothing waits for analytics.
  void import('./outside-scripts').then((tag) => {
    if (!injected) injected = tag.injectAnalytics(site, analytics)
    if (injected) setPageViewTracker(() => tag.trackPageView())
  })
}

/**
 * Stops analytics for good on this page: the tag is switched off for the id, no view is handed to it any more,
 * and the cookies it set are deleted, on this host and the parent domains it may have used.
 */
export function stopAnalytics(site: Site, analytics: ConsentedAnalytics): void {
  setPageViewTracker(null)
  const id = measurementId(site, analytics)
  if (id !== '') Reflect.set(window, disableFlag(id), true)
  try {
    for (const deletion of analyticsCookieDeletions(document.cookie, window.location.hostname))
      document.cookie = deletion
  } catch {
    // Cookies are off: the tag could set none.
  }
}

/**
 * As the page starts: where the host needs consent, the tag starts only if the person said yes on an earlier
 * visit; where it needs none, it starts unless they, or their browser, said no (a refusal is honoured wherever it
 * is given). Otherwise nothing of analytics loads.
 */
export function startAnalyticsIfAllowed(site: Site, analytics: ConsentedAnalytics): void {
  if (!isAnalyticsConfigured(site, analytics)) return
  const choice = effectiveChoice()
  if (isConsentRequired(site, analytics) ? choice === 'accepted' : choice !== 'rejected')
    startAnalytics(site, analytics)
}

/** What this host does about analytics: none at all, asks first, or runs it without asking. */
export function analyticsHere(site: Site, analytics: ConsentedAnalytics): 'none' | 'asks' | 'not-required' {
  if (!isAnalyticsConfigured(site, analytics)) return 'none'
  return isConsentRequired(site, analytics) ? 'asks' : 'not-required'
}
