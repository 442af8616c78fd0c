import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { emailConfirmationMachine } from '../../machines/email-confirmation/email-confirmation.machine'
import type { EmailConfirmationPurpose } from '../../machines/email-confirmation/email-confirmation.types'
import type { MessageKey } from '../i18n/message-keys'
import { useText } from '../i18n/use-text'
import { linkTo } from '../urls/links'
import { ActionButton, LiveStatus, WaitingPage } from './parts/busy'
import { Confirmed, LinkProblem, RetryItem } from './parts/link-page'
import { AppLink, PageHeading } from './parts/page'

export type EmailConfirmationActor = ActorRefFrom<typeof emailConfirmationMachine>

const TITLES: Record<EmailConfirmationPurpose, MessageKey> = {
  verifyEmail: 'EMAIL_CONFIRMATION',
  usernameChange: 'USERNAME_CHANGE_TITLE',
}

/** Before anything is sent: what pressing the button does, and the button (see the machine's first state). */
const ASK: Record<EmailConfirmationPurpose, { intro: MessageKey; button: MessageKey; checking: MessageKey }> =
  {
    verifyEmail: {
      intro: 'CONFIRM_EMAIL_INTRO',
      button: 'CONFIRM_EMAIL_BUTTON',
      checking: 'CONFIRMING_EMAIL',
    },
    usernameChange: {
      intro: 'CONFIRM_USERNAME_INTRO',
      button: 'CONFIRM_USERNAME_BUTTON',
      checking: 'CONFIRMING_USERNAME',
    },
  }

const CONFIRMED: Record<EmailConfirmationPurpose, MessageKey> = {
  verifyEmail: 'EMAIL_CONFIRMED',
  usernameChange: 'USERNAME_CHANGED',
}

/** Seconds left at which the wait is read out; in between it only counts down on screen. */
const ANNOUNCED_SECONDS = new Set([30, 10])

export function EmailConfirmationView({
  actor,
  purpose,
}: {
  actor: EmailConfirmationActor
  purpose: EmailConfirmationPurpose
}) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot
  const signIn = (
    <AppLink to={linkTo('signIn')} className="button button--primary button--link">
      {t('SIGN_IN_BUTTON')}
    </AppLink>
  )

  if (snapshot.matches('awaitingConfirmation')) {
    // Nothing has been sent: the link is spent only by this press, never by opening the page.
    return (
      <div>
        <PageHeading titleKey={TITLES[purpose]} />
        <p className="lead">{t(ASK[purpose].intro)}</p>
        <ActionButton onClick={() => actor.send({ type: 'user.confirm' })}>
          {t(ASK[purpose].button)}
        </ActionButton>
      </div>
    )
  }
  if (snapshot.matches('checking')) {
    return <WaitingPage titleKey={TITLES[purpose]} message={t(ASK[purpose].checking)} />
  }
  if (snapshot.matches('failed')) {
    return (
      <LinkProblem titleKey={TITLES[purpose]} message={t('GENERIC_ERROR')}>
        <RetryItem label={t('TRY_AGAIN')} onRetry={() => actor.send({ type: 'user.retry' })} />
      </LinkProblem>
    )
  }
  if (snapshot.matches('confirmed')) {
    return (
      <div>
        <PageHeading titleKey={TITLES[purpose]} />
        <Confirmed>{t(CONFIRMED[purpose], { email: context.email ?? '' })}</Confirmed>
        <p className="links">{signIn}</p>
      </div>
    )
  }
  if (snapshot.matches('used')) {
    return (
      <LinkProblem titleKey={TITLES[purpose]} message={context.message ?? t('LINK_USED_TEXT')}>
        <li>{signIn}</li>
      </LinkProblem>
    )
  }

  // Expired: the server's message and a way to get a new link, which then waits before it can be used again.
  const resending = snapshot.matches({ expired: 'resending' })
  const resent = snapshot.matches({ expired: 'resent' })
  const coolingDown = snapshot.matches({ expired: { resent: 'coolingDown' } })
  let announcement: string | null = null
  if (resending) announcement = t('RESENDING')
  else if (
    coolingDown &&
    (context.secondsLeft === context.resendCooldownSeconds || ANNOUNCED_SECONDS.has(context.secondsLeft))
  )
    announcement = t('RESEND_AVAILABLE_IN', { seconds: context.secondsLeft })
  else if (snapshot.matches({ expired: { resent: 'ready' } })) announcement = t('RESEND_AVAILABLE_NOW')

  return (
    <div>
      <PageHeading titleKey={TITLES[purpose]} />
      <div className="panel panel--error" role="alert">
        <p className="panel__lead">{context.message ?? t('LINK_EXPIRED_TEXT')}</p>
      </div>
      {snapshot.matches({ expired: 'resendFailed' }) ? (
        <div className="error-summary" role="alert">
          <p className="error-summary__problem">{t('RESEND_FAILED')}</p>
        </div>
      ) : null}
      {resent ? (
        <p className="notice" role="status">
          {t('RESEND_EMAIL_CONFIRMATION')}
        </p>
      ) : null}
      <ActionButton
        busy={resending}
        unavailable={coolingDown}
        onClick={() => actor.send({ type: 'user.resend' })}
      >
        {t(resent ? 'SEND_ANOTHER_EMAIL' : 'CLICK_HERE_FOR_NEW_ONE')}
      </ActionButton>
      {coolingDown ? (
        <p className="field__hint countdown" aria-hidden="true">
          {t('RESEND_AVAILABLE_IN', { seconds: context.secondsLeft })}
        </p>
      ) : null}
      <LiveStatus message={announcement} />
      <p className="links">
        <AppLink to={linkTo('signIn')}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
      </p>
    </div>
  )
}
