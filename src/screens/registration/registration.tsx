/**
 * Single sign-on for an identity the portal does not know yet, registered: the person asks an administrator for
 * an account, then sees where the answer will go. Without a usable k there is no identity to register: the error
 * page.
 */
import {
  registrationMachine,
  type RegisterOutcome,
  type RegisterRequest,
  type RegistrationDataOutcome,
  type RegistrationInput,
} from '../../../machines/registration/registration.machine'
import { register } from '../../api/registration'
import { loadRegistrationData } from '../../api/registration-data'
import { registrationSentState, registrationSentTo } from './registration-sent'
import { linkTo } from '../../urls/address'
import { fromCall, type FlowEnvironment, useFlowActor } from '../flow'
import { firstCallActor, startFirstCalls } from '../first-call'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { fieldProblems, type RegistrationField } from '../../../machines/registration/registration.fields'
import { shownProblems } from '../../../machines/shared/fields'
import { useText } from '../../i18n/i18n'
import { SubmitButton, WaitingPage, AwaitsAnswer } from '../parts/busy'
import { ErrorSummary, fieldErrors } from '../parts/errors'
import { TextField } from '../parts/fields'
import { textOf, FlowForm } from '../parts/form'
import { SelectField } from '../parts/select-field'
import { FormPage, AppLink, ButtonLink, SendToErrorPage, SendToSignIn } from '../parts/page'
import { LinkProblem, ResultPage, RetryButton } from '../parts/link-page'
import type { ScreenProps } from '../../urls/routes'

/** The calls that change nothing on the server: reading the key's registration data. */
const readOnly = {
  loadRegistrationData: (input: { k: string }, signal?: AbortSignal) => loadRegistrationData(input.k, signal),
}

/** On arrival, before the page renders: the registration data (decision 019). */
export const startRegistrationCalls = (input: RegistrationInput) =>
  startFirstCalls(registrationMachine, input, readOnly)

/** SSO registration with the real server and browser behind it. */
export const createRegistrationFlow = ({ navigate, config }: FlowEnvironment) =>
  registrationMachine.provide({
    actors: {
      loadRegistrationData: firstCallActor<RegistrationDataOutcome, { k: string }>(
        { config },
        'loadRegistrationData',
        readOnly.loadRegistrationData,
      ),
      register: fromCall<RegisterOutcome, RegisterRequest>({ config }, register),
    },
    actions: {
      // Replacing the form: Back after a sent request should not offer to send it again.
      goToConfirmation: ({ context }) =>
        navigate(linkTo('registrationConfirmation'), {
          replace: true,
          state: registrationSentState(context.registeredEmail ?? ''),
        }),
      goToNotAllowed: () => navigate(linkTo('registrationNotAllowed'), { replace: true }),
      goToErrorPage: () => navigate(linkTo('error'), { replace: true }),
    },
  })

export type RegistrationActor = ActorRefFrom<typeof registrationMachine>

/** /registration/{k}: a new SSO identity asks an administrator for an account. */
export function RegistrationView({ actor }: { actor: RegistrationActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot

  if (snapshot.matches('loading')) {
    return (
      <WaitingPage
        titleKey="REGISTRATION_TITLE"
        lead={t('REGISTRATION_INTRO')}
        message={t('LOADING_REGISTRATION')}
      />
    )
  }
  if (snapshot.matches('registered') || snapshot.matches('leaving')) {
    return <WaitingPage titleKey="REGISTRATION_TITLE" message={t('REDIRECTING')} />
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <LinkProblem
        titleKey="REGISTRATION_LOAD_FAILED_TITLE"
        message={t('REGISTRATION_LOAD_FAILED')}
        action={<RetryButton label={t('TRY_AGAIN')} onRetry={() => actor.send({ type: 'user.retry' })} />}
      >
        <li>
          <AppLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</AppLink>
        </li>
      </LinkProblem>
    )
  }

  const registering = snapshot.matches('registering')
  const labels: Record<RegistrationField, string> = {
    firstName: t('FIRST_NAME'),
    lastName: t('LAST_NAME'),
    displayName: t('DISPLAY_NAME'),
    institution: t('INSTITUTION'),
    email: t('EMAIL'),
  }
  const errors = fieldErrors(
    t,
    shownProblems(fieldProblems(context), context.touched),
    (Object.keys(labels) as RegistrationField[]).map((field) => ({ field, id: field, label: labels[field] })),
  )
  let problem: string | null = null
  if (snapshot.matches({ form: 'rejected' })) problem = t.dynamic(context.translationKey ?? 'GENERIC_ERROR')
  else if (snapshot.matches({ form: 'failed' })) problem = t('GENERIC_ERROR')
  const leave = (field: RegistrationField) => () => actor.send({ type: 'user.leave', field })

  return (
    <FormPage
      titleKey="REGISTRATION_TITLE"
      messages={
        <ErrorSummary
          fieldErrors={snapshot.matches({ form: 'invalid' }) ? errors.list : []}
          problem={problem}
        />
      }
      lead={t('REGISTRATION_INTRO')}
      links={
        <li>
          <AppLink to={linkTo('signIn')}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
        </li>
      }
    >
      <FlowForm
        busy={registering}
        busyText={t('SENDING_REQUEST')}
        onSubmit={(form) =>
          // Each field's name is its field's name in the flow.
          actor.send({
            type: 'user.submit',
            values: {
              firstName: textOf(form, 'firstName'),
              lastName: textOf(form, 'lastName'),
              displayName: textOf(form, 'displayName'),
              institution: textOf(form, 'institution'),
              email: textOf(form, 'email'),
            },
          })
        }
      >
        <TextField
          id="firstName"
          label={labels.firstName}
          defaultValue={context.firstName}
          autoComplete="given-name"
          autoCapitalize="words"
          readOnly={registering}
          error={errors.of('firstName')}
          problems={['required', 'notLetters']}
          onChange={(value) => actor.send({ type: 'user.changeFirstName', value })}
          onLeave={leave('firstName')}
        />
        <TextField
          id="lastName"
          label={labels.lastName}
          defaultValue={context.lastName}
          autoComplete="family-name"
          autoCapitalize="words"
          readOnly={registering}
          error={errors.of('lastName')}
          problems={['required', 'notLetters']}
          onChange={(value) => actor.send({ type: 'user.changeLastName', value })}
          onLeave={leave('lastName')}
        />
        <TextField
          id="displayName"
          label={labels.displayName}
          hint={t('DISPLAY_NAME_HINT')}
          defaultValue={context.displayName}
          autoComplete="nickname"
          autoCapitalize="words"
          readOnly={registering}
          problems={[]}
          onChange={(value) => actor.send({ type: 'user.changeDisplayName', value })}
          onLeave={leave('displayName')}
        />
        <SelectField
          id="institution"
          label={labels.institution}
          placeholder={t('SELECT_ONE')}
          options={context.institutions.map((institution) => ({
            value: String(institution.institutionId),
            label: institution.name,
          }))}
          defaultValue={context.institution}
          autoComplete="organization"
          readOnly={registering}
          error={errors.of('institution')}
          problems={['required']}
          onChange={(value) => actor.send({ type: 'user.changeInstitution', value })}
          onLeave={leave('institution')}
        />
        <TextField
          id="email"
          type="email"
          inputMode="email"
          label={labels.email}
          hint={context.emailFromClaim ? t('EMAIL_FROM_SSO_HINT') : undefined}
          defaultValue={context.email}
          autoComplete="email"
          readOnly={registering || context.emailFromClaim}
          error={errors.of('email')}
          // The address the school's sign-in vouched for cannot be changed, nor be wrong.
          problems={context.emailFromClaim ? [] : ['required', 'invalidEmail']}
          onChange={(value) => actor.send({ type: 'user.changeEmail', value })}
          onLeave={leave('email')}
        />
        <SubmitButton busy={registering}>{t('SEND_REQUEST')}</SubmitButton>
      </FlowForm>
    </FormPage>
  )
}

/** /registrationconfirmation: 'Almost there'. The request is with an administrator; a notification follows. */
export function RegistrationSentView({ email }: { email: string }) {
  const t = useText()
  return (
    <ResultPage
      titleKey="REGISTRATION_SENT_TITLE"
      confirmation={t('REGISTRATION_SENT_TEXT')}
      links={
        <li>
          <AppLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</AppLink>
        </li>
      }
    >
      <p>{t('REGISTRATION_SENT_NOTIFY', { email })}</p>
    </ResultPage>
  )
}

function Registration({ k }: { k: string }) {
  const actor = useFlowActor(createRegistrationFlow, { k })
  return (
    <AwaitsAnswer>
      <RegistrationView actor={actor} />
    </AwaitsAnswer>
  )
}

/**
 * /account/{k}: the welcome page for a first-time single sign-on user (spec: Registration), which leads to
 * registering or to linking an existing account. In this screen's module, so that following Register needs no
 * more code than the registration data's call.
 */
export function AccountWelcomeView({ k }: { k: string }) {
  const t = useText()
  return (
    <FormPage titleKey="ACCOUNT_WELCOME_TITLE" lead={t('ACCOUNT_WELCOME_TEXT')}>
      {/* Two answers to one question: the first is the usual one, the second a choice of equal weight below it. */}
      <div className="choices">
        <ButtonLink to={linkTo('registration', { k })}>{t('ACCOUNT_WELCOME_REGISTER')}</ButtonLink>
        <ButtonLink to={linkTo('portfolioLinking', { k, userType: 'educator' })} secondary>
          {t('ACCOUNT_WELCOME_LINK')}
        </ButtonLink>
      </div>
    </FormPage>
  )
}

/** /registrationconfirmation: only after a request was sent in this tab; reached directly, sign-in. */
function RegistrationSent() {
  const email = registrationSentTo()
  if (email === null) return <SendToSignIn />
  return <RegistrationSentView email={email} />
}

/** On arrival at /registration/{k}, before the page renders: the registration data is asked for (decision 019). */
export function arrival(props: ScreenProps<'registration'>): void {
  if ((props.route === 'registration' || props.route === 'registrationBare') && props.params !== null)
    startRegistrationCalls({ k: props.params.k })
}

export default function RegistrationScreen(props: ScreenProps<'registration'>) {
  switch (props.route) {
    case 'account':
      if (props.params === null) return <SendToErrorPage />
      return <AccountWelcomeView k={props.params.k} />
    // /registration/{k}, and /registration without a key.
    case 'registrationBare':
    case 'registration':
      if (props.params === null) return <SendToErrorPage />
      return <Registration key={props.params.k} k={props.params.k} />
    case 'registrationConfirmation':
      return <RegistrationSent />
  }
}
