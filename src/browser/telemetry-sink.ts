/**
 * Where the page hands field telemetry what it notices before and after the telemetry chunk loads (docs/decisions/
 * 021, "Field telemetry"). The chunk (telemetry.ts) loads once the person acts (after-start.ts); until then what
 * happens waits here, in memory, and nothing is sent. This module is not in the entry either: main.tsx loads it (through
 * src/shell/field-telemetry.ts) as the app starts, and only where the page's configuration names a collector
 * (PORTAL_TELEMETRY_URL, read where the page is served: docs/decisions/024), which starts it. Until then (a test
 * importing it without starting it) nothing here listens or keeps anything.
 */
import type { FlowAnswer, ProblemSource } from './telemetry-payload'

/** True once field telemetry has started on this page (startNoticing). */
let telemetryEnabled = false

/** Something the page noticed, with the path it was on; telemetry.ts turns it into an entry. */
export type Noticed =
  | { type: 'answer'; answer: FlowAnswer; pathname: string }
  | { type: 'problem'; source: ProblemSource; error: unknown; pathname: string }

/** Before the chunk loads, a page in a loop of errors keeps only this many. */
const WAITING_LIMIT = 100

let deliver: ((noticed: Noticed) => void) | null = null
const waiting: Noticed[] = []

/** Hands `noticed` to the telemetry chunk, or keeps it until the chunk is there. */
export function notice(noticed: Noticed): void {
  if (!telemetryEnabled) return
  if (deliver !== null) deliver(noticed)
  else if (waiting.length < WAITING_LIMIT) waiting.push(noticed)
}

/** The telemetry chunk has loaded: what waited goes to `receive` first, then everything noticed from now on. */
export function connectTelemetry(receive: (noticed: Noticed) => void): void {
  deliver = receive
  for (const noticed of waiting.splice(0)) receive(noticed)
}

/** A failed chunk that Vite's loader also rethrows is one problem, not a chunk failure and a rejection too. */
const chunkErrors = new WeakSet<object>()

const problem = (source: ProblemSource, error: unknown) =>
  notice({ type: 'problem', source, error, pathname: window.location.pathname })

/**
 * Listens, from the moment the entry runs, for uncaught errors, unhandled rejections and chunks that fail to
 * load (Vite's loader dispatches `vite:preloadError` for a dynamic import or a style sheet that did not come).
 */
function watchProblems(): void {
  window.addEventListener('error', (event) => problem('error', event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    if (typeof reason === 'object' && reason !== null && chunkErrors.has(reason)) return
    problem('rejection', reason)
  })
  window.addEventListener('vite:preloadError', (event) => {
    const error: unknown = (event as Event & { payload?: unknown }).payload
    if (typeof error === 'object' && error !== null) chunkErrors.add(error)
    problem('chunk', error)
  })
}

/** From now on, what happens is noticed: where the page's configuration names a collector, as the app starts. */
export function startNoticing(): void {
  if (telemetryEnabled) return
  telemetryEnabled = true
  watchProblems()
}
