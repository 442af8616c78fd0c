import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom, AnyStateMachine, InputFrom, InspectionEvent } from 'xstate'
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

/**
 * What watches every flow: the studio's live view (development, the demo build; undefined and not bundled
 * elsewhere) and field telemetry (above).
 */
const inspect: FlowObserver = (event) => {
  flowInspector?.(event)
  telemetryObserver?.(event)
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
  const actor = useActorRef(flow, { input, inspect } as never) as ActorRefFrom<TMachine>
  useRegisterFlow(actor)
  return actor
}
