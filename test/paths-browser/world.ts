/**
 * What a machine's walks need to run through the real portal (docs/decisions/027), one `<flow>.world.ts` per
 * machine beside this file: where each of its path model's starts opens, how a person makes each of their events
 * happen (typing into a field, ticking, selecting, pressing a button: never by sending the event), and which HTTP
 * answer gives each of its actors' outcomes and failures, through the real adapter. The path models live in the
 * jsdom world (a product host, a local port); `inThisRun` moves their addresses into the demo's.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { RunAnswer } from '../../demo-api/path-runs'
import { RequestTimeoutError, UnexpectedResponseError } from '../../machines/shared/calls'
import type { PathSoFar, Words } from '../../machines/shared/oracle'
import type { Locale } from '../e2e/catalog'
import type { Person } from '../journeys/person'

/** What a world's functions are told of the walk at the step they serve. */
export interface WalkState {
  readonly person: Person
  readonly locale: Locale
  /** The portal's origin in this run (the walk's language's host). */
  readonly origin: string
  /** The start the walk opened with, as its path model declares it. */
  readonly start: { readonly label: string; readonly input: unknown }
  /** The planned snapshots before and after the step (the path model's machine, in jsdom's world). */
  readonly before: AnyMachineSnapshot
  readonly after: AnyMachineSnapshot
  /**
   * What the person and the server did so far, this step included, as it happened in the page (a field left on
   * the way to another gesture included): what a call must carry is read from it, never from a machine's context.
   */
  readonly path: PathSoFar
  /** The oracle's words as the page says them, for finding controls by their names. */
  readonly say: (words: Words) => string
}

/** What a start may do with its run besides opening the portal: open any page in it, answer a call on its way. */
export interface RunControls {
  /** Opens a path of the portal or the demo in the run's tab (the first time, through the run's cookie). */
  open(path: string): Promise<void>
  /** The next call to `path` answers `answer`; it must carry `sent` (docs/decisions/027). */
  queue(path: string, answer: RunAnswer, sent?: SentCall): Promise<void>
  release(path: string): Promise<void>
}

/**
 * How a walk opens a start: the portal address (in the walk's language), or how a person arrives there (a page
 * before it, a sign-in first). The calls the start's first state makes are queued before either.
 */
export interface Start {
  /**
   * The portal address it opens, and nothing else: what that page shows first is the machine's first state. Where
   * the server sends a prerendered page the head script shows for it (its query is one the page renders), that is
   * so before the app has started too (test/paths-browser/first-screens.ts; test/e2e/prerender.spec.ts checks it).
   */
  readonly path?: (walk: Pick<WalkState, 'start' | 'locale'>) => string
  readonly arrive?: (walk: WalkState, run: RunControls) => Promise<void>
}

/**
 * What a call must carry, read from what the person did (`WalkState.path`): the members of its JSON body (a GET's
 * query) and its query, each as sent; a member left out is not compared. The contract checks the rest (the
 * method, the headers, the body's schema: demo-api/request-contract.ts).
 */
export interface SentCall {
  readonly body?: Readonly<Record<string, unknown>>
  readonly query?: Readonly<Record<string, string>>
}

/** An actor's call: the path its answer is queued for, and the answer that gives each of its outcomes. */
interface Call {
  readonly path: (walk: WalkState) => string
  /** What the call must carry, given what the person did up to the step that makes it. */
  readonly sent?: (walk: WalkState) => SentCall
  /** The answer that the adapter reads into `output`; null when none can (a step the model excludes). */
  readonly answer: (output: unknown, walk: WalkState) => RunAnswer | null
  /** How the adapter reads an answer, for the test that each answer gives its outcome (answers.test.ts). */
  readonly read?: (answer: { status: number; body: unknown }, walk: Pick<WalkState, 'start'>) => unknown
}

/** How a person makes an event happen. */
export type Gesture = (event: EventObject, walk: WalkState) => Promise<void>

/** A form's field as the walk knows it: its label, and the event its every change sends. */
interface WorldField {
  readonly label: Words
  readonly change: string
}

export interface World<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly machine: TMachine
  /**
   * The server its walks need, when not the usual one: `analytics`, the test build with analytics configured and
   * consent required, where the cookie banner shows (docs/decisions/031; PATHS_ANALYTICS_BASE_URL, or the one
   * the run starts).
   */
  readonly server?: 'analytics'
  /**
   * The form's fields, by the name the machine's events give them (`user.leave`'s `field`): a gesture elsewhere
   * leaves the field that had focus, which the page reports as that field's change and leave (docs/decisions/027).
   * A function of the start where the labels depend on it.
   */
  readonly fields?:
    | Readonly<Record<string, WorldField>>
    | ((walk: Pick<WalkState, 'start'>) => Readonly<Record<string, WorldField>>)
  readonly starts: Readonly<Record<string, Start>>
  readonly gestures: Readonly<Record<string, Gesture>>
  /** By the invoke's id. */
  readonly calls: Readonly<Record<string, Call>>
}

export const defineWorld = <TMachine extends AnyStateMachine>(world: World<TMachine>): World<TMachine> =>
  world

export const isWorld = (value: unknown): value is World =>
  typeof value === 'object' &&
  value !== null &&
  'machine' in value &&
  'starts' in value &&
  'gestures' in value &&
  'calls' in value

/** The path models' own origin: their redirect policies accept it, as the portal accepts its own. */
const MODEL_ORIGIN = 'http://localhost:3000'
/** The product host the path models' policies allow; the demo stands in for it under /demo. */
const MODEL_PRODUCT = 'https://product.example.org'
/** The workspaces the demo has a page for (demo-api/pages/workspace.ts), by the first segment of their address. */
const WORKSPACE_SEGMENTS = new Set(['educator', 'family', 'student', 'highered', 'inspireuser'])

/**
 * An address of a path model, in this run (whose portal is at `origin`): its own origin becomes the portal's, the
 * product host the demo's stand-in for it (a workspace's page, or the product's help page), both absolute as a
 * server would send them; anything else stays as it is (a `javascript:` url, another site: the portal refuses to
 * follow them, which is the point).
 */
export function inThisRun(address: string, origin: string): string {
  if (address.startsWith('/') && !address.startsWith('//')) return new URL(address, origin).href
  if (!URL.canParse(address)) return address
  const url = new URL(address)
  if (url.origin === MODEL_ORIGIN) return new URL(`${url.pathname}${url.search}${url.hash}`, origin).href
  if (url.origin === MODEL_PRODUCT) {
    const segment = url.pathname.split('/')[1] ?? ''
    const path = WORKSPACE_SEGMENTS.has(segment) ? `/demo/workspace/${segment}` : '/demo/product/en/help'
    return new URL(path, origin).href
  }
  return address
}

/** The answer an unexpected failure of a path model's comes from: a closed connection, no answer, a 5xx. */
export function failureAnswer(error: unknown): RunAnswer {
  if (error instanceof RequestTimeoutError) return { network: 'hangs' }
  if (error instanceof UnexpectedResponseError)
    return { status: error.status, json: { data: { message: error.detail } } }
  if (error instanceof TypeError) return { network: 'fails' }
  // Any other failure a model names ('API server down', 'CDN down'): the server says it failed.
  return { status: 500, json: { data: { message: String(error) } } }
}

/**
 * The language ids of spec section 3 (en_CA 1, fr_CA 3, en_GB 8), written here apart from the page's own table
 * (src/i18n/locale.ts), so that a call is held to the spec rather than to the code that made it.
 */
export const SPEC_LANGUAGE_IDS = { 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 } as const

/** The values the person's last press of the form's button sent (`user.submit`), as the path says. */
export function lastSubmitted<TValues>(walk: Pick<WalkState, 'path'>): TValues {
  const submit = walk.path.events.findLast((event) => event.type === 'user.submit') as
    { values?: TValues } | undefined
  if (submit?.values === undefined) throw new Error('no submit in the path so far')
  return submit.values
}

/** An error body with the server's words, as the API sends its refusals (spec section 3). */
export const refusal = (status: number, message: string | null): RunAnswer => ({
  status,
  json: { data: { message } },
})
