import { useSearch } from 'wouter'
import type { SwitchAccountInput } from '../../../machines/switch-account/switch-account.types'
import { currentRedirectPolicy } from '../../browser/navigation'
import { createSwitchAccountFlow, startSwitchAccountCalls } from '../../flows/switch-account'
import { useFlowActor } from '../../shell/use-flow-actor'
import { AwaitsAnswer } from '../../views/parts/busy'
import { SwitchAccountView } from '../../views/switch-account'
import { SendToErrorPage } from '../redirects'

const keyIn = (search: string) => new URLSearchParams(search).get('k')?.trim() ?? ''

/** What the flow starts from: the key, and the page that sent the person here (none while prerendering). */
const flowInput = (k: string): SwitchAccountInput => {
  const referrer = typeof document === 'undefined' ? '' : document.referrer
  return {
    k,
    // The page that sent the person here, to mark the workspace they came from (docs/decisions/010).
    cameFrom: referrer === '' ? null : referrer,
    redirectPolicy: currentRedirectPolicy(),
  }
}

/** On arrival, before the page renders: the workspaces are asked for (decision 019). */
export function arrival(_props: unknown, search: string): void {
  const k = keyIn(search)
  if (k !== '') startSwitchAccountCalls(flowInput(k))
}

function Chooser({ k }: { k: string }) {
  const actor = useFlowActor(createSwitchAccountFlow, flowInput(k))
  return (
    <AwaitsAnswer>
      <SwitchAccountView actor={actor} />
    </AwaitsAnswer>
  )
}

/** /switchaccount?k=: without a key there is nothing to choose from, so the error page (spec section 2). */
export default function SwitchAccountScreen() {
  const k = keyIn(useSearch())
  if (k === '') return <SendToErrorPage />
  return <Chooser key={k} k={k} />
}
