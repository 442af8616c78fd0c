import { useSearch } from 'wouter'
import { currentRedirectPolicy } from '../../browser/navigation'
import { createSwitchAccountFlow } from '../../flows/switch-account'
import { useFlowActor } from '../../shell/use-flow-actor'
import { SwitchAccountView } from '../../views/switch-account'
import { ToErrorPage } from '../redirects'

function Chooser({ k }: { k: string }) {
  const actor = useFlowActor(createSwitchAccountFlow, {
    k,
    // The page that sent the person here, to mark the workspace they came from (docs/decisions/010).
    cameFrom: document.referrer === '' ? null : document.referrer,
    redirectPolicy: currentRedirectPolicy(),
  })
  return <SwitchAccountView actor={actor} />
}

/** /switchaccount?k=: without a key there is nothing to choose from, so the error page (spec section 2). */
export default function SwitchAccountScreen() {
  const k = new URLSearchParams(useSearch()).get('k')?.trim() ?? ''
  if (k === '') return <ToErrorPage />
  return <Chooser key={k} k={k} />
}
