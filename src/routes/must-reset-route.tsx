import { heldMustResetAccount } from '../browser/held-account'
import { createMustResetFlow } from '../flows/must-reset'
import { MustResetView } from '../views/must-reset'
import { useFlowActor } from './use-flow-actor'

export default function MustResetRoute() {
  const actor = useFlowActor(createMustResetFlow, { account: heldMustResetAccount() })
  return <MustResetView actor={actor} />
}
