import type { MassPrintInput } from '../../../machines/mass-print/mass-print.types'
import { currentRedirectPolicy } from '../../browser/navigation'
import { createMassPrintFlow, startMassPrintCalls } from '../../flows/mass-print'
import { useFlowActor } from '../../shell/use-flow-actor'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView } from '../../views/invalid-link'
import { MassPrintView } from '../../views/mass-print'
import { AwaitsAnswer } from '../../views/parts/busy'

type MassPrintParams = NonNullable<ScreenProps<'mass-print'>['params']>

const flowInput = ({ token, tokenType, massPrintBatchJobId }: MassPrintParams): MassPrintInput => ({
  token,
  tokenType,
  batchJobId: massPrintBatchJobId,
  redirectPolicy: currentRedirectPolicy(),
})

/** On arrival, before the page renders: the documents are asked for (decision 019). */
export function arrival({ params }: ScreenProps<'mass-print'>): void {
  if (params !== null) startMassPrintCalls(flowInput(params))
}

/** `/massprint/{token}/{tokenType}/{massPrintBatchJobId}`: the documents are prepared on arrival. */
export default function MassPrintScreen({ params }: ScreenProps<'mass-print'>) {
  if (params === null) return <InvalidLinkView offerNewLink={false} />
  return <MassPrint key={params.token} input={flowInput(params)} />
}

function MassPrint({ input }: { input: MassPrintInput }) {
  const actor = useFlowActor(createMassPrintFlow, input)
  return (
    <AwaitsAnswer>
      <MassPrintView actor={actor} />
    </AwaitsAnswer>
  )
}
