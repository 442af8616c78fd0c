/**
 * The effects a flow runs (navigation, storage, analytics: the actions its machine names and the app provides),
 * as XState's inspection reports them, in order. Inspection reports every action a machine's own actor executes
 * under the name the machine gave it; XState's built-in actions (the raise and cancel of a delay, starting an
 * invoked actor) come with an `xstate.` type and are not effects, and `assign` is not reported at all.
 */
import type { InspectionEvent } from 'xstate'

/** An `inspect` callback that appends to `effects` each effect the root actor runs, and passes every event on. */
export function recordEffects(effects: string[], next: (event: InspectionEvent) => void) {
  return (event: InspectionEvent) => {
    next(event)
    if (event.type !== '@xstate.action' || event.actorRef.sessionId !== event.rootId) return
    if (!event.action.type.startsWith('xstate.')) effects.push(event.action.type)
  }
}
