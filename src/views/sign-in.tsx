import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { signInMachine } from '../../machines/sign-in/sign-in.machine'
import { isBlank } from '../../machines/shared/validation'
import { useText } from '../i18n/use-text'
import { LiveStatus, SubmitButton, Waiting } from './parts/busy'
import { ErrorSummary, type FieldError } from './parts/error-summary'
import { Checkbox, PasswordField, TextField } from './parts/fields'
import { AppLink, PageHeading } from './parts/page'
import { forgotPath } from './variant-paths'

export type SignInActor = ActorRefFrom<typeof signInMachine>

export function SignInView({ actor }: { actor: SignInActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot

  if (snapshot.matches('start') || snapshot.matches('resumingSession')) {
    return <Waiting message={t('RESUMING_SESSION')} />
  }
  if (snapshot.matches('redirecting') || snapshot.matches('mustReset')) {
    return <Waiting message={t('REDIRECTING')} />
  }

  const submitting = snapshot.matches('submitting')
  const fieldErrors: FieldError[] = []
  if (snapshot.matches({ form: 'invalid' })) {
    if (isBlank(context.username)) {
      fieldErrors.push({ fieldId: 'username', label: t('USERNAME_OR_EMAIL'), message: t('REQUIRED') })
    }
    if (context.password === '') {
      fieldErrors.push({ fieldId: 'password', label: t('PASSWORD'), message: t('REQUIRED') })
    }
  }
  const errorFor = (fieldId: string) =>
    fieldErrors.find((error) => error.fieldId === fieldId)?.message ?? null

  let problem: string | null = null
  if (snapshot.matches({ form: 'rejected' })) problem = context.serverMessage
  else if (snapshot.matches({ form: 'notFound' })) problem = t('USERNAME_OR_PASSWORD_NOT_FOUND')
  else if (snapshot.matches({ form: 'failed' })) problem = t('GENERIC_ERROR')

  return (
    <div className="sign-in">
      <PageHeading titleKey="SIGN_IN_TITLE" />
      {context.timedOut && !problem && fieldErrors.length === 0 ? (
        <p className="notice" role="status">
          {t('LOGGED_OUT_DUE_TO_INACTIVITY')}
        </p>
      ) : null}
      <ErrorSummary fieldErrors={fieldErrors} problem={problem} />
      <p className="lead">{t('SIGN_IN_INTRO')}</p>
      <form
        className="form"
        noValidate
        aria-busy={submitting || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'user.submit' })
        }}
      >
        <TextField
          id="username"
          label={t('USERNAME_OR_EMAIL')}
          value={context.username}
          autoComplete="username"
          readOnly={submitting}
          error={errorFor('username')}
          onChange={(value) => actor.send({ type: 'user.changeUsername', value })}
        />
        <PasswordField
          id="password"
          label={t('PASSWORD')}
          value={context.password}
          autoComplete="current-password"
          readOnly={submitting}
          error={errorFor('password')}
          onChange={(value) => actor.send({ type: 'user.changePassword', value })}
        />
        <Checkbox
          id="keep-signed-in"
          label={t('KEEP_ME_SIGNED_IN')}
          hint={t('KEEP_ME_SIGNED_IN_HINT')}
          checked={context.keepSignedIn}
          readOnly={submitting}
          onChange={(value) => actor.send({ type: 'user.changeKeepSignedIn', value })}
        />
        <SubmitButton busy={submitting}>{t('SIGN_IN_BUTTON')}</SubmitButton>
        <LiveStatus message={submitting ? t('SIGNING_IN') : null} />
      </form>
      <ul className="links">
        <li>
          <AppLink to={forgotPath(context.variant)}>{t('TROUBLE_SIGNING_IN')}</AppLink>
        </li>
        <li>
          <AppLink to="/noaccount">{t('DONT_HAVE_ACCOUNT')}</AppLink>
        </li>
      </ul>
    </div>
  )
}
