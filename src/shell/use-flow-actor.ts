import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorOptions, ActorRefFrom, AnyStateMachine, InputFrom, InspectionEvent } from 'xstate'
import { flowInspector } from '../dev/flow-inspector'
import type { FlowEnvironment } from '../flows/flow-environment'
import { useRegisterFlow } from './restored-page'
import { useNavigate } from './use-navigate'
import { useLatest } from './use-latest'

type FlowObserver = (event: InspectionEvent) => void

/**
 * Field telemetry's observer of every flow (flow-outcomes.ts), once field-telemetry.ts has loaded: only where
 * the page's configuration names a collector, which is known at run time (docs/decisions/024), so its code stays
 * out of the entry.
 */
let telemetryObserver: FlowObserver | undefined

export function setFlowObserver(observer: FlowObserver): void {
  telemetryObserver = observer
}

/** Builds with path runs (development, demo, test; docs/decisions/027): a constant, so production drops all of it. */
const PATH_RUNS = import.meta.env.VITE_PATH_RUNS === 'true'

/** A path run's recorder and clocks (src/dev/path-run.ts), in a run's tab only, given before any flow starts. */
interface FlowRun {
  readonly inspect: FlowObserver
  readonly clockFor: (machineId: string) => NonNullable<ActorOptions<AnyStateMachine>['clock']>
}
let flowRun: FlowRun | null = null

export function setFlowRun(run: FlowRun | null): void {
  flowRun = run
}

/**
 * What watches every flow: the studio's live view (development, the demo build; undefined and not bundled
 * elsewhere), field telemetry (above) and a path run.
 */
const inspect: FlowObserver = (event) => {
  flowInspector?.(event)
  telemetryObserver?.(event)
  if (PATH_RUNS) flowRun?.inspect(event)
}

/**
 * Creates a screen's actor: its flow (the machine with its real actors and effects, made once per mount) started
 * with the route's input, and watched as above. The actor stops when the screen goes.
 * It is registered with the page, which starts the screen afresh if the browser restores the page from its
 * back-forward cache while the flow was waiting (src/shell/restored-page.tsx).
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  createFlow: (environment: FlowEnvironment) => TMachine,
  ...[input]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>]
    : [input: InputFrom<TMachine>]
): ActorRefFrom<TMachine> {
  const navigate = useLatest(useNavigate())
  const [flow] = useState(() => createFlow({ navigate }))
  const options: ActorOptions<AnyStateMachine> = { input, inspect }
  // A path run's delays elapse when its runner says (src/dev/path-run.ts).
  if (PATH_RUNS && flowRun !== null) options.clock = flowRun.clockFor(flow.id)
  const actor = useActorRef(flow, options as never) as ActorRefFrom<TMachine>
  useRegisterFlow(actor)
  return actor
}
