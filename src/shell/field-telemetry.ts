/**
 * Field telemetry's start (docs/decisions/021 and 024), loaded apart from the entry as the app starts, and only
 * where the page's configuration names a collector, which is known at run time: a page without one fetches none
 * of this. From here on flow outcomes and uncaught errors wait in telemetry-sink.ts; once the page is idle the
 * rest (telemetry.ts: web vitals, the beacons) loads and takes them.
 */
import { config, type HostVariant } from '../config'
import { observeFlowOutcomes } from './flow-outcomes'
import { setFlowObserver } from './use-flow-actor'

export function startFieldTelemetry(hostVariant: HostVariant): void {
  setFlowObserver(observeFlowOutcomes)
  const loadRest = () =>
    void import('../browser/telemetry')
      .then(({ startTelemetry }) => startTelemetry(config.telemetryUrl, hostVariant))
      .catch(() => {})
  // As the design system does in main.tsx: painting does not wait for it.
  if ('requestIdleCallback' in window) requestIdleCallback(loadRest, { timeout: 2000 })
  else setTimeout(loadRest, 200)
}
