import type { PortalConfig, Site } from '../config'
import { matchRoute } from '../urls/address'
import { ROUTES } from '../urls/routes'
import { allowAnalyticsTagScripts } from './analytics-tag-policy'
import { isAnalyticsConfigured, measurementId } from './consent'
import { analyticsScriptUrl, setScriptSource } from './script-urls'

/** What the analytics script reads: the `dataLayer` its snippet fills, through `gtag`. */
interface AnalyticsWindow {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
}

/**
 * What analytics may know of an address: its origin and the route's pattern (`/reset/:token/:resetType`), never
 * the values in the path or the query, which can be single-use tokens from an email.
 */
export function reportedLocation(url: URL): string {
  return `${url.origin}${reportedPath(url.pathname)}`
}

/** A path as its route's pattern; `/` for a path no route has. */
function reportedPath(pathname: string): string {
  const match = matchRoute(pathname)
  return match === null ? '/' : ROUTES[match.name].pattern
}

/** The page the person came from, reduced the same way (another site's address keeps only its origin). */
function reportedReferrer(referrer: string, here: URL): string {
  if (!URL.canParse(referrer)) return ''
  const url = new URL(referrer)
  return url.origin === here.origin ? reportedLocation(url) : url.origin
}

function gtagOf(doc: Document): ((...args: unknown[]) => void) | undefined {
  return (doc.defaultView as (Window & AnalyticsWindow) | null)?.gtag
}

/**
 * Injects and configures the analytics script on load. Nothing is injected unless both the script host and the
 * id are configured, so development and tests never contact an analytics host. The script's automatic page
 * view is turned off: it would report the full address. `trackPageView` sends one per route instead.
 */
export function injectAnalytics(site: Site, portal: PortalConfig, doc: Document = document): boolean {
  const { analytics } = portal
  const id = measurementId(site, analytics)
  const view = doc.defaultView as (Window & AnalyticsWindow) | null
  if (!isAnalyticsConfigured(site, analytics) || view === null) return false
  const dataLayer = (view.dataLayer ??= [])
  view.gtag = function gtag() {
    // gtag.js reads each entry as an `arguments` object, as its own snippet pushes it; an array is not the same.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  const here = new URL(doc.URL)
  view.gtag('js', new Date())
  view.gtag('config', id, {
    send_page_view: false,
    page_location: reportedLocation(here),
    page_referrer: reportedReferrer(doc.referrer, here),
  })
  // Before the tag runs: the scripts it adds itself reach their `src` as strings, which only this default
  // policy lets through, and only for this id on the configured host (decision 025).
  allowAnalyticsTagScripts(view, analytics.scriptHost, id)
  const script = doc.createElement('script')
  script.async = true
  // Through the portal-script-urls policy (decision 025): only the configured host's script for a configured id.
  setScriptSource(script, analyticsScriptUrl(analytics.scriptHost, id), portal)
  script.dataset.measurementId = id
  doc.head.appendChild(script)
  return true
}

let lastReported: string | null = null

/**
 * One page view per route change, reported as the route's pattern, with the previous one as its referrer. The
 * pattern stands for the title too: titles are per screen, and a screen's own may not be set yet.
 */
export function trackPageView(doc: Document = document): void {
  const gtag = gtagOf(doc)
  if (gtag === undefined) return
  const here = new URL(doc.URL)
  const location = reportedLocation(here)
  const referrer = lastReported ?? reportedReferrer(doc.referrer, here)
  lastReported = location
  gtag('event', 'page_view', {
    page_location: location,
    page_path: reportedPath(here.pathname),
    page_title: reportedPath(here.pathname),
    page_referrer: referrer,
  })
}
