import type { RedirectPolicy } from '../../../machines/shared/redirect-policy'
import { usePage } from '../../page'
import { useFlowActor, redirectToDestination, type FlowEnvironment } from '../flow'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView, LinkProblem, RetryButton } from '../parts/link-page'
import { AwaitsAnswer, WaitingPage } from '../parts/busy'
import {
  massPrintMachine,
  type MassPrintInput,
  type PrepareDocumentOutcome,
  type PrepareDocumentRequest,
} from '../../../machines/mass-print/mass-print.machine'
import { prepareDocument } from '../../api/mass-print'
import { firstCallActor, startFirstCalls, type ArrivingPage } from '../first-call'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useText } from '../../i18n/i18n'
import { linkTo } from '../../urls/address'
import { AppLink } from '../parts/page'

/**
 * The calls that may start before the page renders: preparing the documents, which a mass-print link may ask
 * for again and again (decision 007: its links are not spent).
 */
const readOnly = { prepareDocument }

/** On arrival, before the page renders: the documents (decision 019). */
export const startMassPrintCalls = (input: MassPrintInput) =>
  startFirstCalls(massPrintMachine, input, readOnly)

/** The mass-print machine with the real server and browser behind it. */
export const createMassPrintFlow = (environment: FlowEnvironment) =>
  massPrintMachine.provide({
    actors: {
      prepareDocument: firstCallActor<PrepareDocumentOutcome, PrepareDocumentRequest>(
        environment,
        'prepareDocument',
        readOnly.prepareDocument,
      ),
    },
    actions: {
      redirectToDestination,
    },
  })

export type MassPrintActor = ActorRefFrom<typeof massPrintMachine>

export function MassPrintView({ actor }: { actor: MassPrintActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const signIn = (
    <li>
      <AppLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</AppLink>
    </li>
  )

  if (snapshot.matches('handling') || snapshot.matches('redirecting')) {
    return (
      <WaitingPage
        titleKey="MASSPRINT_TITLE"
        message={t(snapshot.matches('handling') ? 'MASSPRINT_HANDLING' : 'MASSPRINT_OPENING')}
      />
    )
  }
  if (snapshot.matches('expired')) {
    // Only the person who sent the link can send a new one: nothing here to press but the way to sign in.
    return (
      <LinkProblem titleKey="LINK_EXPIRED_TITLE" message={t('MASSPRINT_LINK_EXPIRED')}>
        {signIn}
      </LinkProblem>
    )
  }
  return (
    <LinkProblem
      titleKey="LINK_FAILED_TITLE"
      message={t('GENERIC_ERROR')}
      action={
        snapshot.matches('failed') ? (
          <RetryButton label={t('TRY_AGAIN')} onRetry={() => actor.send({ type: 'user.retry' })} />
        ) : null
      }
    >
      {signIn}
    </LinkProblem>
  )
}

type MassPrintParams = NonNullable<ScreenProps<'mass-print'>['params']>

const flowInput = (
  { token, tokenType, massPrintBatchJobId }: MassPrintParams,
  redirectPolicy: RedirectPolicy,
): MassPrintInput => ({
  token,
  tokenType,
  batchJobId: massPrintBatchJobId,
  redirectPolicy,
})

/** On arrival, before the page renders: the documents are asked for (decision 019). */
export function arrival({ params }: ScreenProps<'mass-print'>, _search: string, page: ArrivingPage): void {
  if (params !== null) startMassPrintCalls(flowInput(params, page.redirectPolicy))
}

/** `/massprint/{token}/{tokenType}/{massPrintBatchJobId}`: the documents are prepared on arrival. */
export default function MassPrintScreen({ params }: ScreenProps<'mass-print'>) {
  const { redirectPolicy } = usePage()
  if (params === null) return <InvalidLinkView offerNewLink={false} />
  return <MassPrint key={params.token} input={flowInput(params, redirectPolicy)} />
}

function MassPrint({ input }: { input: MassPrintInput }) {
  const actor = useFlowActor(createMassPrintFlow, input)
  return (
    <AwaitsAnswer>
      <MassPrintView actor={actor} />
    </AwaitsAnswer>
  )
}
