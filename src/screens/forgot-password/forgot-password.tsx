import { useFlowActor, fromCall, type FlowEnvironment } from '../flow'
import type { ScreenProps } from '../../urls/routes'
import {
  forgotPasswordMachine,
  type ForgotPasswordOutcome,
} from '../../../machines/forgot-password/forgot-password.machine'
import { sendResetLink } from '../../api/forgot-password'
import { LANGUAGE_IDS } from '../../i18n/locale'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { SignInPage } from '../../../machines/sign-in/sign-in.machine'
import { fieldProblems } from '../../../machines/forgot-password/forgot-password.fields'
import { shownProblems } from '../../../machines/shared/fields'
import { useText } from '../../i18n/i18n'
import { SubmitButton } from '../parts/busy'
import { FlowForm, textOf } from '../parts/form'
import { ErrorSummary, fieldErrors } from '../parts/errors'
import { TextField } from '../parts/fields'
import { FormPage, AppLink } from '../parts/page'
import { ResultPage } from '../parts/link-page'
import { signInPageLink } from '../../urls/address'

export const createForgotPasswordFlow = (environment: FlowEnvironment) =>
  forgotPasswordMachine.provide({
    actors: {
      sendResetLink: fromCall<ForgotPasswordOutcome, { email: string }>(environment, (input, signal) => {
        const locale = environment.locale()
        return sendResetLink(
          {
            email: input.email,
            languageType: LANGUAGE_IDS[locale] as 1 | 3 | 8,
            translationLanguage: locale,
          },
          signal,
        )
      }),
    },
  })

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>

export function ForgotPasswordView({
  actor,
  signInPage,
}: {
  actor: ForgotPasswordActor
  signInPage: SignInPage
}) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot
  const backLink = (
    <li>
      <AppLink to={signInPageLink('sign-in', signInPage)}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
    </li>
  )

  if (snapshot.matches('sent')) {
    // Nothing to press next: the next step is in the person's mailbox.
    return (
      <ResultPage
        titleKey="LINK_SENT_TITLE"
        confirmation={t('LINK_SENT_TO', { email: context.sentTo ?? '' })}
        details={context.friendlyMessage ? <p>{context.friendlyMessage}</p> : null}
        links={backLink}
      >
        <p>{t('LINK_SENT_HELP')}</p>
      </ResultPage>
    )
  }

  const sending = snapshot.matches('sending')
  const errors = fieldErrors(t, shownProblems(fieldProblems(context), context.touched), [
    { field: 'email', id: 'email', label: t('EMAIL') },
  ])

  let problem: string | null = null
  if (snapshot.matches({ form: 'multipleUsers' })) problem = t('MULTIPLE_USER_FOUND_ERROR')
  else if (snapshot.matches({ form: 'rejected' }))
    problem = t.dynamic(context.translationKey ?? 'GENERIC_ERROR')
  else if (snapshot.matches({ form: 'noRecord' })) problem = t('NO_RECORD_OF_EMAIL')
  else if (snapshot.matches({ form: 'failed' })) problem = t('GENERIC_ERROR')

  return (
    <FormPage
      titleKey="FORGOT_TITLE"
      messages={
        <ErrorSummary
          fieldErrors={snapshot.matches({ form: 'invalid' }) ? errors.list : []}
          problem={problem}
        />
      }
      lead={t('FORGOT_INTRO')}
      links={backLink}
    >
      <FlowForm
        busy={sending}
        busyText={t('SENDING')}
        onSubmit={(form) => actor.send({ type: 'user.submit', values: { email: textOf(form, 'email') } })}
      >
        <TextField
          id="email"
          type="email"
          inputMode="email"
          label={t('EMAIL')}
          defaultValue={context.email}
          autoComplete="email"
          readOnly={sending}
          error={errors.of('email')}
          problems={['required', 'invalidEmail']}
          onChange={(value) => actor.send({ type: 'user.changeEmail', value })}
          onLeave={() => actor.send({ type: 'user.leave', field: 'email' })}
        />
        <SubmitButton busy={sending}>{t('SEND_LINK')}</SubmitButton>
      </FlowForm>
    </FormPage>
  )
}

/** /forgot, /forgot/sdmylife and /forgot/{branding}: the sign-in page only decides where 'back to sign in' leads. */
export default function ForgotPasswordScreen({ signInPage }: ScreenProps<'forgot-password'>) {
  const actor = useFlowActor(createForgotPasswordFlow)
  return <ForgotPasswordView actor={actor} signInPage={signInPage} />
}
