/**
 * Where the app reports a route change for analytics. The analytics module itself loads apart, after the first
 * render and only where analytics is configured, so a page that has none never downloads it; until it is there,
 * the first view waits here and is reported when it arrives.
 */
import type { HostVariant, PortalConfig } from '../config'

export interface AnalyticsConfig {
  ca: string
  uk: string
  scriptHost: string
}

/** The measurement id for the host's variant: the UK hosts report to their own property (spec section 1). */
export function measurementId(variant: HostVariant, analytics: AnalyticsConfig): string {
  return variant === 'CA' ? analytics.ca : analytics.uk
}

/** Nothing is loaded unless both the script host and the id are configured: development and tests stay local. */
export const isAnalyticsConfigured = (variant: HostVariant, analytics: AnalyticsConfig): boolean =>
  measurementId(variant, analytics) !== '' && analytics.scriptHost !== ''

/**
 * Whether some login host of this configuration loads analytics: the server's policy then allows the analytics
 * hosts and the analytics tag's default Trusted Types policy (deploy/csp.ts, decision 025).
 */
export const isAnalyticsConfiguredOnSomeHost = ({ loginHosts, analytics }: PortalConfig): boolean =>
  (Object.keys(loginHosts) as HostVariant[]).some((variant) => isAnalyticsConfigured(variant, analytics))

let tracker: (() => void) | null = null
let unreported = false

/** A route is on screen: report it now, or as soon as analytics has loaded. */
export function reportPageView(): void {
  if (tracker === null) unreported = true
  else tracker()
}

/** Analytics has loaded: from now on each view goes to `track`, starting with one shown before it arrived. */
export function setPageViewTracker(track: () => void): void {
  tracker = track
  if (unreported) {
    unreported = false
    track()
  }
}
