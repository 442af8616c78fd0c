/**
 * Field telemetry (docs/decisions/021, "Field telemetry"), loaded apart from the entry once the person acts and
 * only where PORTAL_TELEMETRY_URL names a collector. It measures the page's web vitals (the web-vitals library),
 * takes what the page noticed meanwhile (telemetry-sink.ts: uncaught errors, failed chunks, flow outcomes), and
 * sends it all with `navigator.sendBeacon` when the page is hidden or left: the browser sends a beacon on its own
 * time, so neither a slow collector nor a down one can hold the page, and the page never waits for an answer.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals'
import type { Site } from '../config'
import { routeOf } from '../urls/address'
import type { TelemetryEntry } from './telemetry-beacon'
import { beaconBodies, outcomeEntry, problemEntry, vitalEntry } from './telemetry-payload'
import { connectTelemetry, type Noticed } from './telemetry-sink'

/** A page that keeps noticing things between two hides sends what it has at this many, not only when hidden. */
const ENTRIES_BEFORE_SENDING = 200

/** The address the document was loaded from (before any navigation inside the app), as a path. */
function loadedPathname(): string {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation !== undefined && URL.canParse(navigation.name)
    ? new URL(navigation.name).pathname
    : window.location.pathname
}

function entryOf(noticed: Noticed): TelemetryEntry {
  return noticed.type === 'answer'
    ? outcomeEntry(noticed.answer, noticed.pathname)
    : problemEntry(noticed.source, noticed.error, noticed.pathname)
}

/**
 * Hands one body to the browser to deliver after the page is gone. A beacon where the browser has them and takes
 * this one; otherwise (no `sendBeacon`, as in some embedded and older engines, or one refused: `false` when the
 * beacon queue is full, or a throw) a `keepalive` fetch, which the browser also finishes after the page has gone,
 * under the same limits and the same policy (`connect-src`). Neither waits for the collector, and a refusal of
 * both loses only this body, never the page's work.
 */
export function deliver(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return
  } catch {
    // A collector address the browser refuses as a beacon: try it as a request.
  }
  try {
    // As a beacon is sent: no CORS (the answer is never read) and a text/plain body; and no cookies, which the
    // collector has no use for.
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => {})
  } catch {
    // Neither way is open: these entries are lost, and the page goes on.
  }
}

/**
 * Starts measuring and sending to `url`. A metric belongs to the route the document was loaded on (the browser
 * measures loading, layout shifts and responsiveness per document, not per route the app shows), or, after the
 * page came back from the back-forward cache, to the route it came back on.
 */
export function startTelemetry(url: string, site: Site): void {
  const queue: TelemetryEntry[] = []
  let documentRoute = routeOf(loadedPathname())

  const send = () => {
    for (const body of beaconBodies(site, queue.splice(0))) deliver(url, body)
  }
  const add = (entry: TelemetryEntry) => {
    queue.push(entry)
    if (queue.length >= ENTRIES_BEFORE_SENDING) send()
  }

  const measure = (metric: MetricType) => add(vitalEntry(metric, documentRoute))
  onFCP(measure)
  onLCP(measure)
  onCLS(measure)
  onINP(measure)
  onTTFB(measure)
  connectTelemetry((noticed) => add(entryOf(noticed)))

  window.addEventListener('pageshow', (event) => {
    if (event.persisted) documentRoute = routeOf(window.location.pathname)
  })
  // On the document, not the window: web-vitals reports its last values from its own listeners on the window
  // (capture), which run first, so they are in this beacon rather than the next.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
}
