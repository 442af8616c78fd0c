import { useFlowActor, fromCall, type FlowEnvironment } from '../flow'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView, LinkProblem, ResultPage, RetryButton } from '../parts/link-page'
import { AwaitsAnswer, ActionButton, LiveStatus, SubmitButton, WaitingPage, useLongBusy } from '../parts/busy'
import {
  emailConfirmationMachine,
  type EmailConfirmationPurpose,
  type EmailLink,
  type ConfirmLinkOutcome,
  type ResendLinkOutcome,
} from '../../../machines/email-confirmation/email-confirmation.machine'
import { confirmUsernameChange } from '../../api/confirm-username-change'
import { verifyPersonalEmail } from '../../api/personal-email-verify'
import { resendLink } from '../../api/resend-verification'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { type MessageKey, useText } from '../../i18n/i18n'
import { linkTo } from '../../urls/address'
import { FlowForm } from '../parts/form'
import { ErrorSummary } from '../parts/errors'
import { FormPage, AppLink, ButtonLink } from '../parts/page'

function createEmailConfirmationFlow(
  environment: FlowEnvironment,
  confirm: (link: EmailLink, signal: AbortSignal) => Promise<ConfirmLinkOutcome>,
) {
  return emailConfirmationMachine.provide({
    actors: {
      confirmLink: fromCall<ConfirmLinkOutcome, EmailLink>(environment, confirm),
      resendLink: fromCall<ResendLinkOutcome, EmailLink>(environment, resendLink),
    },
  })
}

/** `/verify/…`: a personal email verification. */
export const createVerifyEmailFlow = (environment: FlowEnvironment) =>
  createEmailConfirmationFlow(environment, verifyPersonalEmail)

/** `/confirmusernamechange/…`: a username-change confirmation. */
export const createUsernameChangeFlow = (environment: FlowEnvironment) =>
  createEmailConfirmationFlow(environment, confirmUsernameChange)

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
  // Words for a resend only once it has taken a while, never after its answer (docs/decisions/035).
  const longResend = useLongBusy(snapshot.matches({ expired: 'resending' }))
  const backToSignIn = (
    <li>
      <AppLink to={linkTo('signIn')}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
    </li>
  )

  if (snapshot.matches('awaitingConfirmation')) {
    // Nothing has been sent: the link is spent only by this press, never by opening the page. The press submits
    // a form, so one made on the prerendered page before the app has started is held and sent once it has, as a
    // form's submit is (the head script, decision 026).
    return (
      <FormPage titleKey={TITLES[purpose]} lead={t(ASK[purpose].intro)}>
        <FlowForm busy={false} onSubmit={() => actor.send({ type: 'user.confirm' })}>
          <SubmitButton busy={false}>{t(ASK[purpose].button)}</SubmitButton>
        </FlowForm>
      </FormPage>
    )
  }
  if (snapshot.matches('checking')) {
    return <WaitingPage titleKey={TITLES[purpose]} message={t(ASK[purpose].checking)} />
  }
  if (snapshot.matches('failed')) {
    return (
      <LinkProblem
        titleKey="LINK_FAILED_TITLE"
        message={t('GENERIC_ERROR')}
        action={<RetryButton label={t('TRY_AGAIN')} onRetry={() => actor.send({ type: 'user.retry' })} />}
      >
        {backToSignIn}
      </LinkProblem>
    )
  }
  if (snapshot.matches('confirmed')) {
    // The spec's heading and the confirmed address with a check mark; signing in is the next step.
    return (
      <ResultPage
        titleKey={TITLES[purpose]}
        confirmation={t(CONFIRMED[purpose], { email: context.email ?? '' })}
        action={<ButtonLink to={linkTo('signIn')}>{t('SIGN_IN_BUTTON')}</ButtonLink>}
      />
    )
  }
  if (snapshot.matches('used')) {
    // The spec's Sign in button is the one thing to do: it is the way back as well.
    return (
      <LinkProblem
        titleKey="LINK_USED_TITLE"
        message={context.message ?? t('LINK_USED_TEXT')}
        action={<ButtonLink to={linkTo('signIn')}>{t('SIGN_IN_BUTTON')}</ButtonLink>}
      />
    )
  }

  // Expired: the server's message and a way to get a new link, which then waits before it can be used again.
  const resending = snapshot.matches({ expired: 'resending' })
  const coolingDown = snapshot.matches({ expired: { resent: 'coolingDown' } })
  // Under the button once a new email is sent: how long it waits, every second, then that it can be used.
  const note = coolingDown
    ? t('RESEND_AVAILABLE_IN', { seconds: context.secondsLeft })
    : t('RESEND_AVAILABLE_NOW')
  // The wait is said as it starts, at ANNOUNCED_SECONDS and as it ends; in between it only counts down on screen.
  let announcement: string | null = null
  if (resending) announcement = longResend ? t('RESENDING') : null
  else if (
    snapshot.matches({ expired: { resent: 'ready' } }) ||
    (coolingDown &&
      (context.secondsLeft === context.resendCooldownSeconds || ANNOUNCED_SECONDS.has(context.secondsLeft)))
  )
    announcement = note
  const live = <LiveStatus message={announcement} />

  if (snapshot.matches({ expired: 'resent' })) {
    // Sent: the page says what is true now (a new email is on its way), not the expired link it came from.
    return (
      <ResultPage
        titleKey="LINK_SENT_TITLE"
        confirmation={t('RESEND_EMAIL_CONFIRMATION')}
        action={
          <>
            <ActionButton
              unavailable={coolingDown}
              note={note}
              noteAnnounced={announcement === note}
              onClick={() => actor.send({ type: 'user.resend' })}
            >
              {t('SEND_ANOTHER_EMAIL')}
            </ActionButton>
            {live}
          </>
        }
        links={backToSignIn}
      />
    )
  }

  return (
    <LinkProblem
      titleKey="LINK_EXPIRED_TITLE"
      message={context.message ?? t('LINK_EXPIRED_TEXT')}
      extra={
        snapshot.matches({ expired: 'resendFailed' }) ? <ErrorSummary problem={t('RESEND_FAILED')} /> : null
      }
      action={
        <>
          <ActionButton busy={resending} onClick={() => actor.send({ type: 'user.resend' })}>
            {t('CLICK_HERE_FOR_NEW_ONE')}
          </ActionButton>
          {live}
        </>
      }
    >
      {backToSignIn}
    </LinkProblem>
  )
}

/** How long a person waits after asking for a new email before they can ask again. */
const RESEND_COOLDOWN_SECONDS = 60

const PURPOSES = { verify: 'verifyEmail', usernameChange: 'usernameChange' } as const satisfies Record<
  ScreenProps<'email-confirmation'>['route'],
  EmailConfirmationPurpose
>

const FLOWS = { verifyEmail: createVerifyEmailFlow, usernameChange: createUsernameChangeFlow }

/**
 * `/verify/…` and `/confirmusernamechange/…`: the address is confirmed when the person presses the page's
 * button, never on arrival, which mail scanners would spend (docs/decisions/019).
 */
export default function EmailConfirmationScreen({ route, params }: ScreenProps<'email-confirmation'>) {
  if (params === null) return <InvalidLinkView offerNewLink={false} />
  const purpose = PURPOSES[route]
  return <EmailConfirmation key={`${purpose}/${params.token}`} purpose={purpose} link={params} />
}

function EmailConfirmation({ purpose, link }: { purpose: EmailConfirmationPurpose; link: EmailLink }) {
  const actor = useFlowActor(FLOWS[purpose], { link, resendCooldownSeconds: RESEND_COOLDOWN_SECONDS })
  return (
    <AwaitsAnswer>
      <EmailConfirmationView actor={actor} purpose={purpose} />
    </AwaitsAnswer>
  )
}
