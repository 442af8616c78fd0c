/**
 * The field-telemetry collector's stand-in under /demo/telemetry (build or start with
 * PORTAL_TELEMETRY_URL=/demo/telemetry; decision 021). POST takes what browsers send there: the portal's beacons
 * (`navigator.sendBeacon`, text/plain or application/json, checked against the portal's own beacon schema) and
 * Content-Security-Policy violation reports (application/csp-report from `report-uri`, application/reports+json
 * from `report-to`). GET shows what arrived, per kind, with counts; collected.json gives it to scripts.
 *
 * A violation report names the page's full address, which can hold a token: only its route pattern is kept,
 * with the directive and the blocked source's origin (never its address or a sample of the blocked code).
 * It stands in for another host, so its POST has no XSRF check (a browser sends none with a beacon or a report).
 */
import * as v from 'valibot'
import { telemetryBeaconSchema } from '../../src/browser/telemetry-beacon.ts'
import { NO_ROUTE, routeOf } from '../../src/urls/address.ts'
import type { Context } from '../context.ts'
import { html, page } from '../html.ts'
import { json, mediaType, NO_STORE } from '../http.ts'
import type { CspViolation, TelemetryKept, TelemetryReceived } from '../state.ts'

export const TELEMETRY_PATH = '/demo/telemetry'

/** A demo server left running keeps the latest of each kind only. */
const RECEIVED_LIMIT = 2000
/** sendBeacon itself refuses bodies over 64 KiB. */
const BODY_LIMIT = 64 * 1024

function keep<K extends TelemetryKept>(
  received: TelemetryReceived,
  kind: K,
  item: TelemetryReceived[K][number],
) {
  const list: TelemetryReceived[K][number][] = received[kind]
  list.push(item)
  received.arrived[kind] += 1
  if (list.length > RECEIVED_LIMIT) list.splice(0, list.length - RECEIVED_LIMIT)
}

/**
 * What arrived between two reads of collected.json, `before` and `now`, as far as the collector still keeps it.
 * Counted by `arrived`, not by the lists' lengths, which stop growing at RECEIVED_LIMIT on a server that has run
 * a while (a whole test run sends more beacons than that).
 */
export function receivedSince(before: TelemetryReceived, now: TelemetryReceived): TelemetryReceived {
  const newest = <K extends TelemetryKept>(kind: K): TelemetryReceived[K] => {
    const count = Math.min(now.arrived[kind] - before.arrived[kind], now[kind].length)
    // slice keeps the element type; the cast only names which list it came from.
    return (count <= 0 ? [] : now[kind].slice(-count)) as TelemetryReceived[K]
  }
  return {
    bodies: newest('bodies'),
    beacons: newest('beacons'),
    cspViolations: newest('cspViolations'),
    arrived: {
      bodies: now.arrived.bodies - before.arrived.bodies,
      beacons: now.arrived.beacons - before.arrived.beacons,
      cspViolations: now.arrived.cspViolations - before.arrived.cspViolations,
    },
    refused: now.refused - before.refused,
  }
}

/** The route pattern of a reported page address; the address itself is dropped here. */
function routeOfAddress(address: unknown): string {
  return typeof address === 'string' && URL.canParse(address) ? routeOf(new URL(address).pathname) : NO_ROUTE
}

/** A blocked source as its keyword (`inline`, `eval`) or origin; anything else is `other`. */
function blockedSource(blocked: unknown): string {
  if (typeof blocked !== 'string') return 'other'
  if (/^[a-z-]+$/.test(blocked)) return blocked
  return URL.canParse(blocked) ? new URL(blocked).origin : 'other'
}

const word = (value: unknown) =>
  typeof value === 'string' && /^[a-z][a-z-]{0,40}$/.test(value) ? value : 'unknown'

/** The report-uri form: `{"csp-report": {"document-uri", "effective-directive", "blocked-uri", …}}`. */
function fromReportUri(body: unknown): CspViolation[] {
  const report: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'csp-report') : null
  if (typeof report !== 'object' || report === null) return []
  const field = (name: string): unknown => Reflect.get(report, name)
  return [
    {
      route: routeOfAddress(field('document-uri')),
      directive: word(field('effective-directive') ?? field('violated-directive')),
      blocked: blockedSource(field('blocked-uri')),
      disposition: word(field('disposition') ?? 'enforce'),
      via: 'report-uri',
    },
  ]
}

/** The Reporting API form: an array of `{type: 'csp-violation', body: {documentURL, effectiveDirective, …}}`. */
function fromReportTo(body: unknown): CspViolation[] {
  if (!Array.isArray(body)) return []
  return body.flatMap((report: unknown): CspViolation[] => {
    if (typeof report !== 'object' || report === null || Reflect.get(report, 'type') !== 'csp-violation')
      return []
    const details: unknown = Reflect.get(report, 'body')
    if (typeof details !== 'object' || details === null) return []
    const field = (name: string): unknown => Reflect.get(details, name)
    return [
      {
        route: routeOfAddress(field('documentURL')),
        directive: word(field('effectiveDirective')),
        blocked: blockedSource(field('blockedURL')),
        disposition: word(field('disposition')),
        via: 'report-to',
      },
    ]
  })
}

const BEACON_TYPES = new Set(['text/plain', 'application/json'])

const READERS: Readonly<Record<string, (body: unknown, received: TelemetryReceived) => boolean>> = {
  'text/plain': readBeacon,
  'application/json': readBeacon,
  'application/csp-report': (body, received) => readViolations(fromReportUri(body), received),
  'application/reports+json': (body, received) => readViolations(fromReportTo(body), received),
}

function readBeacon(body: unknown, received: TelemetryReceived): boolean {
  const parsed = v.safeParse(telemetryBeaconSchema(), body)
  if (parsed.success) keep(received, 'beacons', parsed.output)
  return parsed.success
}

function readViolations(violations: CspViolation[], received: TelemetryReceived): boolean {
  for (const violation of violations) keep(received, 'cspViolations', violation)
  return violations.length > 0
}

/** POST /demo/telemetry: 204 for what it keeps, 400, 413 or 415 (counted as refused) for anything else. */
export async function receiveTelemetry(context: Context): Promise<Response> {
  const received = context.state.telemetry
  const refuse = (status: number) => {
    received.refused += 1
    return new Response(null, { status, headers: { ...NO_STORE } })
  }
  const read = READERS[mediaType(context.request)]
  if (read === undefined) return refuse(415)
  if (Number(context.request.headers.get('content-length') ?? 0) > BODY_LIMIT) return refuse(413)
  const text = await context.request.text()
  if (text.length > BODY_LIMIT) return refuse(413)
  if (BEACON_TYPES.has(mediaType(context.request))) keep(received, 'bodies', text)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return refuse(400)
  }
  return read(body, received) ? new Response(null, { status: 204, headers: { ...NO_STORE } }) : refuse(400)
}

/** GET /demo/telemetry/collected.json: `{ bodies, beacons, cspViolations, refused }`, oldest first. */
export function collectedTelemetry(context: Context): Response {
  return json(200, context.state.telemetry)
}

/** Rows of equal `key`s, counted (by `weight`), most frequent first. */
function countBy<T>(items: readonly T[], key: (item: T) => string[], weight: (item: T) => number = () => 1) {
  const counts = new Map<string, { cells: string[]; count: number }>()
  for (const item of items) {
    const cells = key(item)
    const id = JSON.stringify(cells)
    const row = counts.get(id) ?? { cells, count: 0 }
    row.count += weight(item)
    counts.set(id, row)
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.cells.join().localeCompare(b.cells.join()),
  )
}

/** The 75th percentile, as dashboards of web vitals read them. */
function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0
}

function table(
  caption: string,
  headings: readonly string[],
  rows: readonly (readonly (string | number)[])[],
) {
  if (rows.length === 0)
    return html`<h2>${caption}</h2>
      <p>None yet.</p>`
  return html`<h2>${caption}</h2>
    <table>
      <thead>
        <tr>
          ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          ([first, ...rest]) =>
            html`<tr>
              <th scope="row"><code>${first ?? ''}</code></th>
              ${rest.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>`
}

/** GET /demo/telemetry: what arrived, per kind, with counts. */
export function telemetryPage(context: Context): Response {
  const { beacons, cspViolations, refused } = context.state.telemetry
  const entries = beacons.flatMap((beacon) =>
    beacon.entries.map((entry) => ({ ...entry, site: beacon.site })),
  )
  // A CLS or INP sent again when the page was hidden again carries the same id: its latest value counts.
  const vitals = new Map<string, Extract<(typeof entries)[number], { kind: 'vital' }>>()
  for (const entry of entries) if (entry.kind === 'vital') vitals.set(entry.id + entry.name, entry)
  const vitalRows = countBy([...vitals.values()], (entry) => [entry.route, entry.name]).map(({ cells }) => {
    const [route = '', name = ''] = cells
    const same = [...vitals.values()].filter((entry) => entry.route === route && entry.name === name)
    const rated = (rating: string) => same.filter((entry) => entry.rating === rating).length
    return [
      route,
      name,
      same.length,
      p75(same.map((entry) => entry.value)),
      rated('good'),
      rated('needs-improvement'),
      rated('poor'),
    ]
  })
  const outcomes = entries.filter((entry) => entry.kind === 'outcome')
  const outcomeRows = countBy(
    outcomes,
    (entry) => [
      entry.route,
      entry.flow,
      entry.step,
      entry.outcome,
      [entry.failure, entry.status].filter((part) => part !== undefined).join(' '),
    ],
    (entry) => entry.count,
  ).map(({ cells, count }) => [...cells, count])
  const problemRows = countBy(
    entries.filter((entry) => entry.kind === 'error'),
    (entry) => [entry.route, entry.source, entry.name, entry.message],
  ).map(({ cells, count }) => [...cells, count])
  // Sent by the head script of a page that could not start (decision 026).
  const startRows = countBy(
    entries.filter((entry) => entry.kind === 'start'),
    (entry) => [entry.route, entry.failure, entry.name ?? ''],
  ).map(({ cells, count }) => [...cells, count])
  const cspRows = countBy(cspViolations, (violation) => [
    violation.route,
    violation.directive,
    violation.blocked,
    violation.disposition,
    violation.via,
  ]).map(({ cells, count }) => [...cells, count])
  const outcomeCount = outcomes.reduce((sum, entry) => sum + entry.count, 0)

  return page(200, {
    lang: 'en',
    title: 'Field telemetry (demo)',
    body: html`<h1>Field telemetry</h1>
      <p class="note">
        This page stands in for the collector that operations would run: what the portal's beacons and the
        browsers' Content-Security-Policy reports brought to <code>${TELEMETRY_PATH}</code> since this server
        started. The portal sends here when started with <code>PORTAL_TELEMETRY_URL=${TELEMETRY_PATH}</code>.
      </p>
      <dl>
        <dt>Beacons</dt>
        <dd>${beacons.length}</dd>
        <dt>Web vitals</dt>
        <dd>${vitals.size}</dd>
        <dt>Flow outcomes</dt>
        <dd>${outcomeCount}</dd>
        <dt>Errors</dt>
        <dd>${problemRows.reduce((sum, row) => sum + Number(row.at(-1)), 0)}</dd>
        <dt>Pages that could not start</dt>
        <dd>${startRows.reduce((sum, row) => sum + Number(row.at(-1)), 0)}</dd>
        <dt>Content-Security-Policy violations</dt>
        <dd>${cspViolations.length}</dd>
        <dt>Refused bodies</dt>
        <dd>${refused}</dd>
      </dl>
      ${table('Web vitals', ['Route', 'Metric', 'Page views', 'p75', 'Good', 'Needs improvement', 'Poor'], vitalRows)}
      ${table('Flow outcomes', ['Route', 'Flow', 'Step', 'Outcome', 'Failure', 'Count'], outcomeRows)}
      ${table('Errors', ['Route', 'Source', 'Name', 'Message', 'Count'], problemRows)}
      ${table('Pages that could not start', ['Route', 'What failed', 'Error', 'Count'], startRows)}
      ${table(
        'Content-Security-Policy violations',
        ['Route', 'Directive', 'Blocked', 'Disposition', 'Sent by', 'Count'],
        cspRows,
      )}
      <p>
        Milliseconds, except CLS (a score). The JSON form of this page is
        <a href="${TELEMETRY_PATH}/collected.json"><code>${TELEMETRY_PATH}/collected.json</code></a
        >.
      </p>`,
  })
}
