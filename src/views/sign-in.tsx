import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { shownProblems } from '../../machines/shared/fields'
import { fieldProblems } from '../../machines/sign-in/sign-in.fields'
import type { signInMachine } from '../../machines/sign-in/sign-in.machine'
import { useText } from '../i18n/use-text'
import { LiveStatus, SubmitButton, Waiting } from './parts/busy'
import { FlowForm } from './parts/flow-form'
import { ErrorSummary } from './parts/error-summary'
import { fieldErrors } from './parts/field-errors'
import { CredentialFields, readCredentials } from './parts/credentials'
import { Checkbox } from './parts/fields'
import { isTicked } from './parts/form-data'
import { FormPage } from './parts/form-page'
import { AppLink } from './parts/page'
import { linkTo, signInPageLink } from '../urls/links'

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
  const errors = fieldErrors(t, shownProblems(fieldProblems(context), context.touched), [
    { field: 'username', id: 'username', label: t('USERNAME_OR_EMAIL') },
    { field: 'password', id: 'password', label: t('PASSWORD') },
  ])
  // Messages show beside each field as soon as it is touched; the summary lists them after a submit.
  const fieldErrorList = snapshot.matches({ form: 'invalid' }) ? errors.list : []

  let problem: string | null = null
  if (snapshot.matches({ form: 'rejected' })) problem = context.serverMessage
  else if (snapshot.matches({ form: 'notFound' })) problem = t('USERNAME_OR_PASSWORD_NOT_FOUND')
  else if (snapshot.matches({ form: 'failed' })) problem = t('GENERIC_ERROR')
  else if (context.arrivedWithError && snapshot.matches({ form: 'editing' })) problem = t('GENERIC_ERROR')

  return (
    <FormPage
      titleKey="SIGN_IN_TITLE"
      messages={
        <>
          {context.timedOut && !problem && fieldErrorList.length === 0 ? (
            <p className="notice" role="status">
              {t('LOGGED_OUT_DUE_TO_INACTIVITY')}
            </p>
          ) : null}
          <ErrorSummary fieldErrors={fieldErrorList} problem={problem} />
        </>
      }
      lead={t('SIGN_IN_INTRO')}
      links={
        <>
          <li>
            <AppLink to={signInPageLink('forgot-password', context.signInPage)}>
              {t('TROUBLE_SIGNING_IN')}
            </AppLink>
          </li>
          <li>
            <AppLink to={linkTo('noAccount')}>{t('DONT_HAVE_ACCOUNT')}</AppLink>
          </li>
        </>
      }
    >
      <FlowForm
        busy={submitting}
        onSubmit={(form) =>
          actor.send({
            type: 'user.submit',
            values: { ...readCredentials(form), keepSignedIn: isTicked(form, 'keep-signed-in') },
          })
        }
      >
        <CredentialFields
          flow={actor}
          username={context.username}
          password={context.password}
          busy={submitting}
          errorOf={errors.of}
        />
        <Checkbox
          id="keep-signed-in"
          label={t('KEEP_ME_SIGNED_IN')}
          hint={t('KEEP_ME_SIGNED_IN_HINT')}
          defaultChecked={context.keepSignedIn}
          readOnly={submitting}
          onChange={(value) => actor.send({ type: 'user.changeKeepSignedIn', value })}
        />
        <SubmitButton busy={submitting}>{t('SIGN_IN_BUTTON')}</SubmitButton>
        <LiveStatus message={submitting ? t('SIGNING_IN') : null} />
      </FlowForm>
    </FormPage>
  )
}
