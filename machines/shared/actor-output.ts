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

/** The `kind` of whatever outcome an invoked actor answered with, or undefined for any other event. */
function outcomeKind(event: EventObject): string | undefined {
  if (!event.type.startsWith('xstate.done.actor.')) return undefined
  const output: unknown = (event as DoneActorEvent<unknown>).output
  return typeof output === 'object' && output !== null && 'kind' in output && typeof output.kind === 'string'
    ? output.kind
    : undefined
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
