import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine'
import type { PageVariant } from '../../machines/shared/page-variant'
import { isBlank, isEmail } from '../../machines/shared/validation'
import { useText } from '../i18n/use-text'
import { LiveStatus, SubmitButton } from './parts/busy'
import { ErrorSummary, type FieldError } from './parts/error-summary'
import { TextField } from './parts/fields'
import { AppLink, PageHeading } from './parts/page'
import { signInPath } from './variant-paths'

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>

export function ForgotPasswordView({ actor, variant }: { actor: ForgotPasswordActor; variant: PageVariant }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot
  const backLink = (
    <p className="links">
      <AppLink to={signInPath(variant)}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
    </p>
  )

  if (snapshot.matches('sent')) {
    return (
      <div>
        <PageHeading titleKey="LINK_SENT_TITLE" />
        <div className="panel panel--success" role="status">
          <p className="panel__lead">{t('LINK_SENT_TO', { email: context.sentTo ?? '' })}</p>
          {context.friendlyMessage ? <p>{context.friendlyMessage}</p> : null}
        </div>
        <p>{t('LINK_SENT_HELP')}</p>
        {backLink}
      </div>
    )
  }

  const sending = snapshot.matches('sending')
  // After a failed submit the error follows what is typed, and goes as soon as the address is valid.
  const fieldErrors: FieldError[] =
    snapshot.matches({ form: 'invalid' }) && !isEmail(context.email)
      ? [
          {
            fieldId: 'email',
            label: t('EMAIL'),
            message: isBlank(context.email) ? t('REQUIRED') : t('EMAIL_ENTERED_INVALID'),
          },
        ]
      : []

  let problem: string | null = null
  if (snapshot.matches({ form: 'multipleUsers' })) problem = t('MULTIPLE_USER_FOUND_ERROR')
  else if (snapshot.matches({ form: 'rejected' }))
    problem = t.dynamic(context.translationKey ?? 'GENERIC_ERROR')
  else if (snapshot.matches({ form: 'noRecord' })) problem = t('NO_RECORD_OF_EMAIL')
  else if (snapshot.matches({ form: 'failed' })) problem = t('GENERIC_ERROR')

  return (
    <div>
      <PageHeading titleKey="FORGOT_TITLE" />
      <ErrorSummary fieldErrors={fieldErrors} problem={problem} />
      <p className="lead">{t('FORGOT_INTRO')}</p>
      <form
        className="form"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'user.submit' })
        }}
      >
        <TextField
          id="email"
          type="email"
          inputMode="email"
          label={t('EMAIL')}
          value={context.email}
          autoComplete="email"
          readOnly={sending}
          error={fieldErrors[0]?.message ?? null}
          onChange={(value) => actor.send({ type: 'user.changeEmail', value })}
        />
        <SubmitButton busy={sending}>{t('SEND_LINK')}</SubmitButton>
        <LiveStatus message={sending ? t('SENDING') : null} />
      </form>
      {backLink}
    </div>
  )
}
