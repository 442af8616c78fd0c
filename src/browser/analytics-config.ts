/**
 * Where analytics runs, read from the configuration (src/config.ts): the measurement id of each site, the
 * script's host, and whether a person must agree first (docs/decisions/031). A leaf, with .ts imports: the head
 * script reads it before the first paint (src/start/head.ts), the app and the servers' policy after.
 */
import type { Site } from '../urls/hosts.ts'

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
 * Whether analytics on this host waits for the person's yes (docs/decisions/031): unless the configuration says
 * consent is not required for the site (the UK partner host is the UK's), it is.
 */
export function isConsentRequired(site: Site, analytics: { readonly consent: string }): boolean {
  // indexOf, not includes: the head script runs this in browsers too old for the app, to tell them so.
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
