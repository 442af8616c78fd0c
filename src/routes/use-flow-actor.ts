import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import type { ActorRefFrom, AnyStateMachine, InputFrom } from 'xstate'
import { flowInspector } from '../dev/flow-inspector'
import type { FlowEnvironment } from '../flows/flow-environment'
import { useNavigate } from './navigate'
import { useLatest } from './use-latest'

/**
 * Creates a screen's actor: its flow (the machine with its real actors and effects, made once per mount) started
 * with the route's input, and watched by the live flow view in development. The actor stops when the screen goes.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  createFlow: (environment: FlowEnvironment) => TMachine,
  ...[input]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>]
    : [input: InputFrom<TMachine>]
): ActorRefFrom<TMachine> {
  const navigate = useLatest(useNavigate())
  const [flow] = useState(() => createFlow({ navigate }))
  return useActorRef(flow, { input, inspect: flowInspector } as never) as ActorRefFrom<TMachine>
}
