import { useState } from 'react'
import {
  type SignInPage,
  signInMachine,
  type LoginOutcome,
  type LoginRequest,
  type ResumeOutcome,
} from '../../../machines/sign-in/sign-in.machine'
import { takeFlashedGenericError, holdMustResetAccount } from '../../browser/handover'
import { appTokenToReplay, forgetAppToken, markAppTokenReplayed, storeAppToken } from '../../kept-in-browser'
import { useFlowActor, fromCall, type FlowEnvironment, redirectToDestination } from '../flow'
import type { ScreenProps } from '../../urls/routes'
import { parseSignInQuery, linkTo, signInPageLink } from '../../urls/address'
import { PrepareCallsContext, FlowForm, isTicked } from '../parts/form'
import { selectedLanguageFlag } from '../../i18n/locale'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { shownProblems } from '../../../machines/shared/fields'
import { fieldProblems } from '../../../machines/sign-in/sign-in.fields'
import { useText } from '../../i18n/i18n'
import { useAddress, usePage } from '../../page'
import { SubmitButton, Waiting } from '../parts/busy'
import { ErrorSummary, fieldErrors } from '../parts/errors'
import { CredentialFields, readCredentials, Checkbox } from '../parts/fields'
import { FormPage, AppLink } from '../parts/page'

/**
 * The endpoints (src/api/login.ts) and the HTTP client they send with load side by side, so a kept session's check at start waits for one round
 * of requests, not two; before a submit both are usually here already (prepareSignInCalls). Each call waits
 * for them inside its time limit (fromCall, ../flow.tsx): code that never arrives fails the call as a server
 * that never answers does.
 */
async function loadSignInEndpoints() {
  const [endpoints] = await Promise.all([import('../../api/login'), import('../../api/client')])
  return endpoints
}

/**
 * The sign-in form's calls, loaded at the first sign that someone means to use the form (FlowForm), not with the
 * page: until then nobody may sign in at all (decision 015). A failure is left to the call, which loads them
 * again.
 */
export function prepareSignInCalls(): void {
  loadSignInEndpoints().catch(() => {})
}

/** The sign-in machine with the real server and browser behind it. */
export function createSignInFlow(environment: FlowEnvironment) {
  return signInMachine.provide({
    actors: {
      resumeSession: fromCall<ResumeOutcome, { appToken: string }>(environment, async (input, signal) => {
        markAppTokenReplayed()
        return (await loadSignInEndpoints()).resumeSession(input.appToken, signal)
      }),
      login: fromCall<LoginOutcome, LoginRequest>(environment, async (input, signal) =>
        (await loadSignInEndpoints()).login(input, {
          selectedLanguage: selectedLanguageFlag(environment.locale()),
          signal,
        }),
      ),
    },
    actions: {
      storeAppToken: ({ context }) => {
        if (context.appToken) storeAppToken(context.appToken)
      },
      forgetAppToken: () => forgetAppToken(),
      redirectToDestination,
      holdMustResetAccount: ({ context }) => holdMustResetAccount(context.mustResetAccount),
      goToMustReset: () => environment.navigate(linkTo('mustReset')),
    },
  })
}

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
        busyText={t('SIGNING_IN')}
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
      </FlowForm>
    </FormPage>
  )
}

/**
 * '', sdmylife and {branding}: the login guard's auto sign-in is the machine's first state, at most once per page
 * load. Another branding is another sign-in: the machine takes the sign-in page as its input.
 */
export default function SignInScreen({ signInPage }: ScreenProps<'sign-in'>) {
  return (
    <SignIn
      key={signInPage.kind === 'branded' ? signInPage.branding : signInPage.kind}
      signInPage={signInPage}
    />
  )
}

function SignIn({ signInPage }: { signInPage: SignInPage }) {
  const query = parseSignInQuery(useAddress().search)
  const [arrivedWithError] = useState(takeFlashedGenericError)
  // Read once per mount; replayed at most once per page load (src/kept-in-browser.ts, createSignInFlow above).
  const [savedAppToken] = useState(appTokenToReplay)
  const { redirectPolicy } = usePage()
  const actor = useFlowActor(createSignInFlow, {
    signInPage,
    redirect: query.redirect,
    timedOut: query.timedOut,
    arrivedWithError,
    savedAppToken,
    redirectPolicy,
  })
  return (
    <PrepareCallsContext value={prepareSignInCalls}>
      <SignInView actor={actor} />
    </PrepareCallsContext>
  )
}
