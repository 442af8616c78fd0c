import { currentRedirectPolicy } from '../../browser/navigation'
import { createMassPrintFlow } from '../../flows/mass-print'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView } from '../../views/invalid-link'
import { MassPrintView } from '../../views/mass-print'

/** `/massprint/{token}/{tokenType}/{massPrintBatchJobId}`: the documents are prepared on arrival. */
export default function MassPrintScreen({ params }: ScreenProps<'mass-print'>) {
  if (params === null) return <InvalidLinkView offerNewLink={false} />
  const { token, tokenType, massPrintBatchJobId } = params
  return <MassPrint key={token} token={token} tokenType={tokenType} batchJobId={massPrintBatchJobId} />
}

function MassPrint(props: { token: string; tokenType: string; batchJobId: string }) {
  const actor = useFlowActor(createMassPrintFlow, { ...props, redirectPolicy: currentRedirectPolicy() })
  return <MassPrintView actor={actor} />
}
