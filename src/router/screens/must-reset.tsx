import { useEffect } from 'react'
import { heldMustResetAccount, releaseMustResetAccount } from '../../browser/held-account'
import { createMustResetFlow } from '../../flows/must-reset'
import { useFlowActor } from '../../shell/use-flow-actor'
import { MustResetView } from '../../views/must-reset'

export default function MustResetScreen() {
  const actor = useFlowActor(createMustResetFlow, { account: heldMustResetAccount() })
  // Leaving /mustreset, by a link or Back, lets the held account go: only sign-in can hold one again.
  useEffect(() => releaseMustResetAccount, [])
  return <MustResetView actor={actor} />
}
