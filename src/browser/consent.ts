/**
 * Analytics only with the person's yes (docs/decisions/031), the rules whole: where analytics runs (the measurement
 * id of each site, the script's host), whether a person must agree first, the person's answer as the portal keeps
 * it (a first-party cookie), and what all of that comes to as a page arrives. The head script decides the last
 * once, before the first paint (src/start/head.ts), and the app reads its decision from the visit; the servers'
 * policy reads where analytics runs (deploy/csp.ts). ES5 only: the head script carries this module.
 */
import { cookieNames, CHOICE_COOKIE, declarationOf, readCookie } from '../kept-in-browser.ts'
import type { Site } from '../config.ts'

/** The analytics tag: its measurement ids and the host its script comes from. */
export interface AnalyticsConfig {
  ca: string
  uk: string
  scriptHost: string
}

/** The measurement id for the site: the UK hosts report to their own property (spec section 1). */
export function measurementId(site: Site, analytics: AnalyticsConfig): string {
  return site === 'CA' ? analytics.ca : analytics.uk
}

/** Nothing is loaded unless both the script host and the id are configured: development and tests stay local. */
export const isAnalyticsConfigured = (site: Site, analytics: AnalyticsConfig): boolean =>
  measurementId(site, analytics) !== '' && analytics.scriptHost !== ''

/**
 * Whether analytics on this host waits for the person's yes: unless the configuration says consent is not
 * required for the site (the UK partner host is the UK's), it is.
 */
export function isConsentRequired(site: Site, analytics: { readonly consent: string }): boolean {
  const setting = analytics.consent.replace(/\s+/g, '')
  if (setting.indexOf('=') === -1) return setting !== 'not-required'
  const named = site === 'CA' ? 'CA' : 'UK'
  return setting.split(',').indexOf(`${named}=not-required`) === -1
}

/**
 * Whether some login host of this configuration loads analytics: the server's policy then allows the analytics
 * hosts and the analytics tag's default Trusted Types policy (deploy/csp.ts, decision 025).
 */
export const isAnalyticsConfiguredOnSomeHost = ({
  loginHosts,
  analytics,
}: {
  loginHosts: Readonly<Record<Site, string>>
  analytics: AnalyticsConfig
}): boolean => (Object.keys(loginHosts) as Site[]).some((site) => isAnalyticsConfigured(site, analytics))

/**
 * The purposes the person answered about, as a version: a new purpose is a new version, and a choice of another
 * version counts as no answer, so the person is asked again.
 */
export const CHOICE_VERSION = 1

/** A year, as the choice is kept (the ICO's and GOV.UK's practice: ask again after at most a year). */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60

export type AnalyticsChoice = 'accepted' | 'rejected'

/** The choice a cookie string (`document.cookie`) holds for this version, or null for none. */
export function choiceIn(cookies: string): AnalyticsChoice | null {
  const value = readCookie(cookies, CHOICE_COOKIE)
  if (value === `v${CHOICE_VERSION}.accepted`) return 'accepted'
  if (value === `v${CHOICE_VERSION}.rejected`) return 'rejected'
  return null
}

/** The `document.cookie` assignment that keeps `choice` for a year; `Secure` over https. */
export const choiceCookie = (choice: AnalyticsChoice, https: boolean): string =>
  `${CHOICE_COOKIE}=v${CHOICE_VERSION}.${choice}; Max-Age=${CHOICE_MAX_AGE_S}; Path=/; SameSite=Lax${
    https ? '; Secure' : ''
  }`

/**
 * The `document.cookie` assignments that delete every analytics cookie `cookies` shows, wherever the tag may
 * have set it: on this host alone, and on each parent domain (the tag's default is the widest one a browser lets
 * it set). A parent a browser never let the tag use is refused quietly.
 */
export function analyticsCookieDeletions(cookies: string, hostname: string): string[] {
  const names = cookieNames(cookies).filter((name) => declarationOf(name, 'cookie')?.category === 'analytics')
  const labels = hostname.split('.')
  // `a.b.example` → b.example, a.b.example; a top-level domain alone is never a cookie's domain.
  const domains = labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'))
  const expired = 'Max-Age=0; Path=/'
  return [...new Set(names)].flatMap((name) => [
    `${name}=; ${expired}`,
    ...domains.map((domain) => `${name}=; ${expired}; Domain=${domain}`),
  ])
}

/**
 * Analytics as a page arrives: what this host does about it (none at all, asks first, runs it without asking),
 * the answer the person kept on an earlier visit, and whether their browser refuses tracking (Global Privacy
 * Control), which counts as a no wherever no answer was kept.
 */
export interface AnalyticsOnArrival {
  here: 'none' | 'asks' | 'not-required'
  kept: AnalyticsChoice | null
  browserRefuses: boolean
}

export function analyticsOnArrival(arrival: {
  site: Site
  analytics: AnalyticsConfig & { readonly consent: string }
  cookies: string
  globalPrivacyControl: boolean
}): AnalyticsOnArrival {
  const { site, analytics } = arrival
  const here = !isAnalyticsConfigured(site, analytics)
    ? 'none'
    : isConsentRequired(site, analytics)
      ? 'asks'
      : 'not-required'
  return { here, kept: choiceIn(arrival.cookies), browserRefuses: arrival.globalPrivacyControl }
}

/** The answer that holds on arrival: the one kept, else the browser's refusal, else none. */
export const answerOnArrival = (arrival: AnalyticsOnArrival): AnalyticsChoice | null =>
  arrival.kept ?? (arrival.browserRefuses ? 'rejected' : null)

/** Whether the tag starts as the page starts: where the host asks, on a kept yes; elsewhere, unless told no. */
export const startsOnArrival = (arrival: AnalyticsOnArrival): boolean =>
  arrival.here === 'asks'
    ? arrival.kept === 'accepted'
    : arrival.here === 'not-required' && answerOnArrival(arrival) !== 'rejected'
