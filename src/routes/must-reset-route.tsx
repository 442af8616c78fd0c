import { useActorRef } from '@xstate/react'
import { useState } from 'react'
import { heldMustResetAccount } from '../browser/held-account'
import { flowInspector } from '../dev/flow-inspector'
import { createMustResetFlow } from '../flows/must-reset'
import { MustResetView } from '../views/must-reset'
import { useNavigate } from './navigate'
import { useLatest } from './use-latest'

export default function MustResetRoute() {
  const navigate = useLatest(useNavigate())
  const [flow] = useState(() => createMustResetFlow(navigate))
  const actor = useActorRef(flow, {
    input: { account: heldMustResetAccount() },
    inspect: flowInspector,
  })
  return <MustResetView actor={actor} />
}
