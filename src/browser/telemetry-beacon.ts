/**
 * What one telemetry beacon carries (docs/decisions/021, "Field telemetry"): the one declaration of its shape. The
 * portal builds beacons to these types (src/browser/telemetry-payload.ts) and the demo API's collector refuses any
 * body that fails the schema. The schema is built only when asked for (the collector asks, the portal never
 * does), so valibot stays out of the portal's telemetry chunk. Every value is a route pattern from
 * src/urls/routes.ts, a name from the code, or a number the browser measured: a strict object cannot carry an
 * address, a token or anything a person typed in an extra field.
 */
import * as v from 'valibot'
import { START_FAILURE_REASONS } from '../start/protocol.ts'
import { NO_ROUTE } from '../urls/address.ts'
import { ROUTES } from '../urls/routes.ts'

/** A name from the code: a machine or invoke id, an outcome kind, an error class. */
export const CODE_NAME = /^[A-Za-z][\w.$-]{0,63}$/

export const MAX_ENTRIES_PER_BEACON = 50

function beaconSchema() {
  const RouteSchema = v.picklist([...Object.values(ROUTES).map((route) => route.pattern), NO_ROUTE])
  const CodeNameSchema = v.pipe(v.string(), v.regex(CODE_NAME))

  const VitalSchema = v.strictObject({
    kind: v.literal('vital'),
    route: RouteSchema,
    name: v.picklist(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']),
    /** Milliseconds, rounded; CLS is a unitless score, to four decimals. */
    value: v.pipe(v.number(), v.minValue(0)),
    /** What changed since the same metric was last sent from this page (a CLS or INP sent again when hidden again). */
    delta: v.number(),
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
    navigationType: v.picklist([
      'navigate',
      'reload',
      'back-forward',
      'back-forward-cache',
      'prerender',
      'restore',
      'soft-navigation',
    ]),
    /** web-vitals' id of this measurement (`v6-<load time>-<random>`): a value sent again carries the same one. */
    id: v.pipe(v.string(), v.regex(/^v\d+-\d+-\d+$/)),
  })

  const ProblemSchema = v.strictObject({
    kind: v.literal('error'),
    route: RouteSchema,
    /** An uncaught error, an unhandled promise rejection, or a script or style chunk that did not load. */
    source: v.picklist(['error', 'rejection', 'chunk']),
    /** The error's class name; `Error` when it has none that reads as one. */
    name: CodeNameSchema,
    /** The message, scrubbed (scrubMessage): placeholders stand for anything quoted, addresses, emails, numbers. */
    message: v.pipe(v.string(), v.maxLength(200)),
  })

  const OutcomeSchema = v.strictObject({
    kind: v.literal('outcome'),
    route: RouteSchema,
    /** The flow's machine id (`signIn`). */
    flow: CodeNameSchema,
    /** The invoke that answered (`login`). */
    step: CodeNameSchema,
    /** The answer's `kind` (`signedIn`, `rejected`, `expired`), or `failed` when the call threw. */
    outcome: CodeNameSchema,
    /** For `failed`: the error's class name (`UnexpectedResponseError`, `RequestTimeoutError`, `TypeError`). */
    failure: v.optional(CodeNameSchema),
    /** For an UnexpectedResponseError: the HTTP status the server answered. */
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
    /** How many times this outcome happened since the last beacon. */
    count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  })

  /** A page that could not start (decision 026): sent by the head script, before any telemetry code is there. */
  const StartSchema = v.strictObject({
    kind: v.literal('start'),
    route: RouteSchema,
    /** What failed: the configuration, the code's arrival, the catalog, an error thrown, or the time. */
    failure: v.picklist(START_FAILURE_REASONS),
    /** The class name of what was thrown, where something was. */
    name: v.optional(CodeNameSchema),
  })

  return v.strictObject({
    /** The format's version: a collector can tell a later format apart. */
    v: v.literal(1),
    /** The site (CA, UK, UK partner), as the login host decides: the two countries' dashboards are apart. */
    site: v.picklist(['CA', 'UK', 'UK_PARTNER']),
    entries: v.pipe(
      v.array(v.variant('kind', [VitalSchema, ProblemSchema, OutcomeSchema, StartSchema])),
      v.minLength(1),
      v.maxLength(MAX_ENTRIES_PER_BEACON),
    ),
  })
}

let built: ReturnType<typeof beaconSchema> | undefined

/** The beacon's schema, built on first use. */
export const telemetryBeaconSchema = (): ReturnType<typeof beaconSchema> => (built ??= beaconSchema())

export type TelemetryBeacon = v.InferOutput<ReturnType<typeof beaconSchema>>
export type TelemetryEntry = TelemetryBeacon['entries'][number]
export type VitalEntry = Extract<TelemetryEntry, { kind: 'vital' }>
export type ProblemEntry = Extract<TelemetryEntry, { kind: 'error' }>
export type OutcomeEntry = Extract<TelemetryEntry, { kind: 'outcome' }>
