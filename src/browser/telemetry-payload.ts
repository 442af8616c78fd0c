/**
 * Field telemetry's entries, built from what the page noticed (docs/decisions/021, "Field telemetry"): pure
 * functions, so what may leave the browser is decided and tested here. A path becomes its route's pattern, an
 * error its class name and a scrubbed message, a flow's answer its `kind`; outcomes are counted, and entries are
 * packed into beacons of at most MAX_ENTRIES_PER_BEACON.
 */
import type { Site } from '../config'
import { routeOf } from '../urls/address'
import {
  CODE_NAME,
  MAX_ENTRIES_PER_BEACON,
  type OutcomeEntry,
  type ProblemEntry,
  type TelemetryBeacon,
  type TelemetryEntry,
  type VitalEntry,
} from './telemetry-beacon'

const MESSAGE_LENGTH = 200

/**
 * What is kept of an error message, in order: whitespace collapsed; every URL (any scheme) and every path from a
 * `/` replaced by `<url>`; every word with an `@` by `<email>`; anything in quotes (and, after a quote that is
 * never closed, the rest) by `<text>`; every run of 16 or more token characters, and every word that mixes
 * letters and digits, by `<token>`; every number by `<n>`; then cut to 200 characters. What is left is the
 * wording of the code that threw, which names no person and holds nothing they typed.
 */
export function scrubMessage(message: string): string {
  return (
    message
      // Bounded before any pattern runs: a huge message costs nothing more.
      .slice(0, 2000)
      .replace(/\s+/g, ' ')
      .replace(/\b(?:about|blob|data|javascript|mailto):[^\s'"`<>]*/gi, '<url>')
      .replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s'"`<>]*/gi, '<url>')
      .replace(/(^|[\s(=[{,])\/[^\s'"`)\]}]*/g, '$1<url>')
      .replace(/[^\s'"`<>()[\]{},;]*@[^\s'"`<>()[\]{},;]*/g, '<email>')
      // A quote opens only where no letter stands before it, so the apostrophe of "can't" opens nothing.
      .replace(/(^|[^\p{L}\p{N}])(['"`‘“«])(?:(?!\2|[’”»]).)*(?:\2|[’”»])/gu, '$1<text>')
      .replace(/(^|[^\p{L}\p{N}])['"`‘“«].*$/u, '$1<text>')
      .replace(/[\w\-.~+/=%]{16,}/g, '<token>')
      .replace(/\b(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]+/g, '<token>')
      .replace(/\d+(?:[.,:]\d+)*/g, '<n>')
      .slice(0, MESSAGE_LENGTH)
      .trim()
  )
}

/** A name from the code as it is, or `fallback` when it does not read as one (a made-up or a huge name). */
function codeName(name: unknown, fallback: string): string {
  return typeof name === 'string' && CODE_NAME.test(name) ? name : fallback
}

/** Where a problem came from: see ProblemEntry. */
export type ProblemSource = ProblemEntry['source']

/**
 * An uncaught error, rejection or failed chunk load as an entry: the error's class name and its scrubbed message;
 * never its stack, file, line or column. A rejection with something other than an Error gives only its type.
 */
export function problemEntry(source: ProblemSource, error: unknown, pathname: string): ProblemEntry {
  const route = routeOf(pathname)
  if (error instanceof Error)
    return {
      kind: 'error',
      route,
      source,
      name: codeName(error.name, 'Error'),
      message: scrubMessage(error.message),
    }
  if (typeof error === 'string')
    return { kind: 'error', route, source, name: 'Error', message: scrubMessage(error) }
  return { kind: 'error', route, source, name: 'NonError', message: error === null ? 'null' : typeof error }
}

/** What web-vitals reports, as far as an entry reads it. */
export interface VitalReport {
  name: VitalEntry['name']
  value: number
  delta: number
  rating: VitalEntry['rating']
  navigationType: VitalEntry['navigationType']
  id: string
}

/** CLS is a score (four decimals are what its thresholds need); the others are milliseconds. */
const rounded = (name: VitalEntry['name'], value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)

export function vitalEntry(metric: VitalReport, route: string): VitalEntry {
  return {
    kind: 'vital',
    route,
    name: metric.name,
    value: Math.max(0, rounded(metric.name, metric.value)),
    delta: rounded(metric.name, metric.delta),
    rating: metric.rating,
    navigationType: metric.navigationType,
    id: metric.id,
  }
}

/** One answer of a flow's invoked actor, as the flow observer read it (src/shell/flow-outcomes.ts). */
export interface FlowAnswer {
  flow: string
  step: string
  /** The output's `kind`, or undefined when the actor failed (`failure` then names the error). */
  kind?: string
  failure?: string
  status?: number
}

/** An answer as an outcome entry, counted once; names that do not read as code names are replaced. */
export function outcomeEntry(answer: FlowAnswer, pathname: string): OutcomeEntry {
  const failed = answer.kind === undefined
  const status = answer.status
  return {
    kind: 'outcome',
    route: routeOf(pathname),
    flow: codeName(answer.flow, 'unknown'),
    step: codeName(answer.step, 'unknown'),
    outcome: failed ? 'failed' : codeName(answer.kind, 'other'),
    ...(failed ? { failure: codeName(answer.failure, 'Error') } : {}),
    ...(failed && Number.isInteger(status) && status !== undefined && status >= 100 && status <= 599
      ? { status }
      : {}),
    count: 1,
  }
}

/** Equal outcomes become one entry with their counts added, so a dashboard reads counts, not events. */
function countOutcomes(entries: readonly TelemetryEntry[]): TelemetryEntry[] {
  const counted: TelemetryEntry[] = []
  const outcomes = new Map<string, OutcomeEntry>()
  for (const entry of entries) {
    if (entry.kind !== 'outcome') {
      counted.push(entry)
      continue
    }
    const key = JSON.stringify([
      entry.route,
      entry.flow,
      entry.step,
      entry.outcome,
      entry.failure,
      entry.status,
    ])
    const same = outcomes.get(key)
    if (same === undefined) {
      const copy = { ...entry }
      outcomes.set(key, copy)
      counted.push(copy)
    } else same.count += entry.count
  }
  return counted
}

/** The bodies to send: outcomes counted, then at most MAX_ENTRIES_PER_BEACON entries in each. */
export function beaconBodies(site: Site, entries: readonly TelemetryEntry[]): string[] {
  const counted = countOutcomes(entries)
  const bodies: string[] = []
  for (let start = 0; start < counted.length; start += MAX_ENTRIES_PER_BEACON) {
    const beacon: TelemetryBeacon = {
      v: 1,
      site,
      entries: counted.slice(start, start + MAX_ENTRIES_PER_BEACON),
    }
    bodies.push(JSON.stringify(beacon))
  }
  return bodies
}
