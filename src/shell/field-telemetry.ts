/**
 * Field telemetry's start (docs/decisions/021 and 024), loaded apart from the entry as the app starts, and only
 * where the page's configuration names a collector, which is known at run time: a page without one fetches none
 * of this. From here on flow outcomes and uncaught errors wait in telemetry-sink.ts; the rest (telemetry.ts: web
 * vitals, the beacons) loads once the person first acts on the page, or later (after-start.ts), and takes them.
 */
import { afterStart } from '../browser/after-start'
import type { startTelemetry } from '../browser/telemetry'
import { startNoticing } from '../browser/telemetry-sink'
import type { Site } from '../config'
import { observeFlowOutcomes } from './flow-outcomes'
import { setFlowObserver } from '../screens/flow'

/** The measuring code's module, which the entry imports (main.tsx says why). */
interface MeasuringModule {
  startTelemetry: typeof startTelemetry
}

export function startFieldTelemetry(
  site: Site,
  collector: string,
  loadMeasuring: () => Promise<MeasuringModule>,
): void {
  startNoticing()
  setFlowObserver(observeFlowOutcomes)
  afterStart(
    () =>
      void loadMeasuring()
        .then(({ startTelemetry }) => startTelemetry(collector, site))
        .catch(() => {}),
  )
}
