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
