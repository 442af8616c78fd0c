/**
 * A machine's calls, the same way in every flow: how a state that invokes one reads what it answered (an outcome
 * the machine routes on), how it fails unexpectedly, and the tags that tell the page around the machine what the
 * state is waiting for.
 */
import type { DoneActorEvent, EventObject } from 'xstate'

/**
 * Named guards and actions declared in `setup()` see the machine's own event union, not the
 * `xstate.done.actor.*` event of an invoke. This reads an invoked actor's output by the invoke's `id`,
 * so transitions can stay `guard: 'isRejected'` (readable in the visualiser) and still be typed.
 */
export function outputOf<TOutput>(event: EventObject, invokeId: string): TOutput | undefined {
  return event.type === `xstate.done.actor.${invokeId}`
    ? (event as DoneActorEvent<TOutput>).output
    : undefined
}

/**
 * The `kind` of whatever an invoked actor answered with, or undefined for any other event. Left unknown: the guard
 * compares it with a kind, which only an outcome's text kind can equal.
 */
function outcomeKind(event: EventObject): unknown {
  if (!event.type.startsWith('xstate.done.actor.')) return undefined
  const output: unknown = (event as DoneActorEvent<unknown>).output
  return typeof output === 'object' && output !== null && 'kind' in output ? output.kind : undefined
}

/**
 * The one guard that routes on an actor's outcome, for every machine:
 * `guard: { type: 'isOutcome', params: { kind: 'expired' } }`. Typed by the machine's outcome union, so a
 * transition cannot name a kind its actors never answer with.
 */
export function outcomeGuard<TOutcome extends { kind: string }>() {
  return ({ event }: { event: EventObject }, params: { kind: TOutcome['kind'] }): boolean =>
    outcomeKind(event) === params.kind
}

// The tags a machine puts on its states for the page around it to read: what it is waiting for.

/**
 * The tag of a state that waits for a call's answer: it invokes a call (to the API server or the CDN) and leaves
 * when the call answers or fails. A browser can bring a page back from its back-forward cache as it was, and a
 * call the freeze cut off never answers: the app then starts the screen afresh (src/screens/flow.tsx).
 * A state that runs a long-lived actor that is not a call (one that listens or counts, and never answers) is
 * not tagged: nothing is left waiting when such a page comes back.
 */
export const CALL_IN_FLIGHT = 'callInFlight'

/**
 * The tag of a state in which the browser is leaving this page for another address (a full-page redirect): the
 * page keeps showing the wait until it goes. A browser can bring the page back from its back-forward cache just
 * as it was, wait included; the app then starts the screen afresh (src/screens/flow.tsx).
 */
export const LEAVING_PAGE = 'leavingPage'

// How an invoked actor's call fails unexpectedly. Expected answers are outcomes a machine routes on; these are the
// rejections: the adapters in src/api/ throw them, every machine sends them to a state that shows the generic error
// and lets the person try again, and the path models and tests produce them as fixtures. A network failure rejects
// with the platform's own `TypeError`.

/** The server answered with a status or a body the endpoint does not expect. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Unexpected response (${status}): ${detail}`)
    this.name = 'UnexpectedResponseError'
  }
}

/** The server did not answer in time. Treated like any other network failure: retryable. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`)
    this.name = 'RequestTimeoutError'
  }
}
