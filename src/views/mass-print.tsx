import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { massPrintMachine } from '../../machines/mass-print/mass-print.machine'
import { useText } from '../i18n/use-text'
import { linkTo } from '../urls/links'
import { WaitingPage } from './parts/busy'
import { LinkProblem, RetryButton } from './parts/link-page'
import { AppLink } from './parts/page'

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
