import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom, AnyStateMachine, InputFrom, InspectionEvent } from 'xstate'
import { flowInspector } from '../dev/flow-inspector'
import type { FlowEnvironment } from '../flows/flow-environment'
import { observeFlowOutcomes } from './flow-outcomes'
import { useRegisterFlow } from './restored-page'
import { useNavigate } from './use-navigate'
import { useLatest } from './use-latest'

/**
 * What watches every flow: the studio's live view (development, the demo build) and field telemetry (where a
 * collector is configured). Each is undefined, and not bundled, where it is off. The telemetry flag is read here,
 * not through observeFlowOutcomes, so that a build without it keeps none of this (the bundler does not fold an
 * imported constant).
 */
const inspect: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.VITE_TELEMETRY_ON === 'true'
    ? (event) => {
        flowInspector?.(event)
        observeFlowOutcomes?.(event)
      }
    : flowInspector

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
