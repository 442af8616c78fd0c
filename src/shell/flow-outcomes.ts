/**
 * Reads each flow's outcomes for field telemetry (docs/decisions/021, "Field telemetry"), generically: every
 * answer of an invoked actor reaches its machine as `xstate.done.actor.<invoke id>` with the outcome's `kind` in
 * its output, and every failure as `xstate.error.actor.<invoke id>`. Only the machine id, the invoke id, the
 * `kind` and, for a failure, the error's class name and HTTP status are read; the output and the error themselves
 * are never kept.
 */
import type { InspectionEvent } from 'xstate'
import { notice } from '../browser/telemetry-sink'
import type { FlowAnswer } from '../browser/telemetry-payload'

const DONE = 'xstate.done.actor.'
const ERROR = 'xstate.error.actor.'

/** The `kind` of an actor's output, when it has one. */
function kindOf(output: unknown): string | undefined {
  return typeof output === 'object' && output !== null && 'kind' in output && typeof output.kind === 'string'
    ? output.kind
    : undefined
}

/** The class name of a failure, and the status an UnexpectedResponseError (machines/shared) carries. */
function failureOf(error: unknown): Pick<FlowAnswer, 'failure' | 'status'> {
  if (!(error instanceof Error)) return { failure: 'NonError' }
  const status: unknown = 'status' in error ? error.status : undefined
  return typeof status === 'number' ? { failure: error.name, status } : { failure: error.name }
}

/** The answer an inspection event carries, or null for any other event (most of them). */
export function flowAnswerOf(event: InspectionEvent): FlowAnswer | null {
  if (event.type !== '@xstate.event') return null
  const { type } = event.event
  const done = type.startsWith(DONE)
  if (!done && !type.startsWith(ERROR)) return null
  const snapshot = event.actorRef.getSnapshot() as { machine?: { id?: unknown } } | undefined
  const flow = snapshot?.machine?.id
  if (typeof flow !== 'string') return null
  const step = type.slice(done ? DONE.length : ERROR.length)
  if (!done) return { flow, step, ...failureOf((event.event as { error?: unknown }).error) }
  // An actor whose output has no kind (one that only finishes, such as a log-out call) counts as `done`.
  return { flow, step, kind: kindOf((event.event as { output?: unknown }).output) ?? 'done' }
}

/**
 * Watches every flow actor where telemetry is configured: field-telemetry.ts, loaded apart from the entry then,
 * hands it to setFlowObserver (src/screens/flow.tsx).
 */
export function observeFlowOutcomes(event: InspectionEvent): void {
  const answer = flowAnswerOf(event)
  if (answer !== null) notice({ type: 'answer', answer, pathname: window.location.pathname })
}
