/**
 * Field telemetry (docs/decisions/021, "Field telemetry"), loaded apart from the entry once the page is idle and
 * only where VITE_TELEMETRY_URL names a collector. It measures the page's web vitals (the web-vitals library),
 * takes what the page noticed meanwhile (telemetry-sink.ts: uncaught errors, failed chunks, flow outcomes), and
 * sends it all with `navigator.sendBeacon` when the page is hidden or left: the browser sends a beacon on its own
 * time, so neither a slow collector nor a down one can hold the page, and the page never waits for an answer.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals'
import type { HostVariant } from '../config'
import { routeOf, type TelemetryEntry } from './telemetry-beacon'
import { beaconBodies, outcomeEntry, problemEntry, vitalEntry } from './telemetry-payload'
import { connectTelemetry, type Noticed } from './telemetry-sink'

/** A page that keeps noticing things between two hides sends what it has at this many, not only when hidden. */
const ENTRIES_BEFORE_SENDING = 200

/** The address the document was loaded from (before any redirect inside the app), as a path. */
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
 * Starts measuring and sending to `url`. A metric belongs to the route the document was loaded on (the browser
 * measures loading, layout shifts and responsiveness per document, not per route the app shows), or, after the
 * page came back from the back-forward cache, to the route it came back on.
 */
export function startTelemetry(url: string, variant: HostVariant): void {
  const queue: TelemetryEntry[] = []
  let documentRoute = routeOf(loadedPathname())

  const send = () => {
    for (const body of beaconBodies(variant, queue.splice(0))) {
      try {
        // False when the browser's beacon queue is full: the entries are dropped, never retried from here.
        navigator.sendBeacon(url, body)
      } catch {
        // A collector address the browser refuses must not break the page.
      }
    }
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
