import * as v from 'valibot'
import { useParams } from 'wouter'
import { currentRedirectPolicy } from '../browser/navigation'
import { createMassPrintFlow } from '../flows/mass-print'
import { InvalidLinkView } from '../views/invalid-link'
import { MassPrintView } from '../views/mass-print'
import { MassPrintParamsSchema } from '../urls/link-params'
import { useFlowActor } from '../shell/use-flow-actor'

/** `/massprint/{token}/{tokenType}/{massPrintBatchJobId}`: the documents are prepared on arrival. */
export default function MassPrintRoute() {
  const params = v.safeParse(MassPrintParamsSchema, useParams())
  if (!params.success) return <InvalidLinkView offerNewLink={false} />
  const { token, tokenType, massPrintBatchJobId } = params.output
  return <MassPrintScreen key={token} token={token} tokenType={tokenType} batchJobId={massPrintBatchJobId} />
}

function MassPrintScreen(props: { token: string; tokenType: string; batchJobId: string }) {
  const actor = useFlowActor(createMassPrintFlow, { ...props, redirectPolicy: currentRedirectPolicy() })
  return <MassPrintView actor={actor} />
}
