/**
 * Sign-in (spec: Sign-in; sections 4 "Login" and "Auto sign-in", 5, 8).
 *
 * A kept session (appToken) is tried first; if the server does not accept it, the token is forgotten and
 * the form is shown. The form posts the credentials once per submit and routes on the answer: forced
 * password change, redirect to the returned url, the server's errorMessage, or "not found".
 *
 * Invariants:
 * - What the person typed stays in context after every failure; only the password is cleared, and only
 *   when the server said the credentials are wrong.
 * - While a request is in flight, another submit is ignored, so one gesture sends one request.
 * - The browser is only ever sent to a url the redirect policy accepts, as the policy parsed it; anything else
 *   is a generic failure.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT, LEAVING_PAGE } from '../shared/calls'
import {
  hasFieldProblems,
  submittedForm,
  takeSubmitted,
  touchLeftField,
  untouchField,
  type PasswordCleared,
  type SubmitEvent,
} from '../shared/fields'
import { followableUrl, isFollowableUrl, type RedirectPolicy } from '../shared/redirect-policy'
import { fieldProblems, SIGN_IN_FIELDS, type SignInField } from './sign-in.fields'
import type { HeldMustResetAccount, MustResetAccount } from '../shared/must-reset-account'

/**
 * Which sign-in page the person is on: `/`, `/sdmylife` or `/{branding}` (spec section 2). The forgot-password
 * pages follow the same sign-in page so their links lead back to it. Not to be confused with the site (CA, UK,
 * UK partner), which the login host decides.
 */
export type SignInPage = { kind: 'standard' } | { kind: 'sd' } | { kind: 'branded'; branding: string }

export interface SignInInput {
  signInPage: SignInPage
  /** The `?redirect=` query value, carried into the login call. */
  redirect: string | null
  /** `?timeout=true`: the person was signed out for inactivity. */
  timedOut: boolean
  /** Another screen sent the person here after a failure on our side (spec: switch account): GENERIC_ERROR. */
  arrivedWithError: boolean
  /** The appToken kept from an earlier "keep me signed in", if any. */
  savedAppToken: string | null
  redirectPolicy: RedirectPolicy
}

export interface SignInContext extends SignInInput {
  username: string
  password: string
  keepSignedIn: boolean
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: SignInField[]
  /** The server's errorMessage, shown in `form.rejected`. */
  serverMessage: string | null
  /** Where the browser goes next: the absolute url the redirect policy parsed and accepted. */
  destination: string | null
  /** Token to keep as appToken when the person asked to stay signed in. */
  appToken: string | null
  /** The account that must choose a new password, held for /mustreset with the username it signed in with. */
  mustResetAccount: HeldMustResetAccount | null
}

/** What the sign-in form holds when it is sent. */
type SignInValues = Pick<SignInContext, 'username' | 'password' | 'keepSignedIn'>

export type SignInEvent =
  | { type: 'user.changeUsername'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.changeKeepSignedIn'; value: boolean }
  | { type: 'user.leave'; field: SignInField }
  | SubmitEvent<SignInValues>

export interface LoginRequest {
  username: string
  password: string
  remember: boolean
  signInPage: SignInPage
  redirect: string | null
}

/** What a login call can mean to the person; unexpected failures reject instead. */
export type LoginOutcome =
  | { kind: 'signedIn'; url: string; appToken: string | null }
  | { kind: 'mustReset'; account: MustResetAccount }
  | { kind: 'rejected'; message: string }
  | { kind: 'notFound' }

export type ResumeOutcome = { kind: 'resumed'; url: string } | { kind: 'refused' }

const loginOutcome = (event: { type: string }) => outputOf<LoginOutcome>(event, 'login')
const resumeOutcome = (event: { type: string }) => outputOf<ResumeOutcome>(event, 'resumeSession')

export const signInMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads `types`; XState ignores it as the machine runs.
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    emitted: {} as PasswordCleared,
  },
  // Stryker disable ArrowFunction,StringLiteral: the app always provides both calls (src/screens/sign-in/sign-in.tsx); a placeholder that answers nothing leads where one that fails does (the form, the kept token forgotten, or the generic error), and no one sees its message.
  actors: {
    /** Asks the server to turn a kept appToken into a signed-in redirect. Provided by the app. */
    resumeSession: fromPromise<ResumeOutcome, { appToken: string }>(() =>
      Promise.reject(new Error('resumeSession is provided by the app')),
    ),
    /** Posts the credentials to the login endpoint of the sign-in page. Provided by the app. */
    login: fromPromise<LoginOutcome, LoginRequest>(() =>
      Promise.reject(new Error('login is provided by the app')),
    ),
  },
  // Stryker restore ArrowFunction,StringLiteral
  guards: {
    hasSavedSession: ({ context }) => context.savedAppToken !== null && context.savedAppToken !== '',
    isResumedToFollowableUrl: ({ context, event }) => {
      const outcome = resumeOutcome(event)
      return outcome?.kind === 'resumed' && isFollowableUrl(outcome.url, context.redirectPolicy)
    },
    isFormInvalid: ({ context, event }) => hasFieldProblems(fieldProblems(submittedForm(context, event))),
    isOutcome: outcomeGuard<LoginOutcome | ResumeOutcome>(),
    isSignedInToFollowableUrl: ({ context, event }) => {
      const outcome = loginOutcome(event)
      return outcome?.kind === 'signedIn' && isFollowableUrl(outcome.url, context.redirectPolicy)
    },
    /** Signed in, the person asked to stay signed in, and the server gave a token to keep. */
    isSignedInToStay: ({ context, event }) => {
      const outcome = loginOutcome(event)
      return (
        outcome?.kind === 'signedIn' &&
        isFollowableUrl(outcome.url, context.redirectPolicy) &&
        context.keepSignedIn &&
        outcome.appToken !== null
      )
    },
  },
  actions: {
    assignUsername: assign({
      username: ({ event }) => (event.type === 'user.changeUsername' ? event.value : ''),
    }),
    assignPassword: assign({
      password: ({ event }) => (event.type === 'user.changePassword' ? event.value : ''),
    }),
    assignKeepSignedIn: assign({
      keepSignedIn: ({ event }) => (event.type === 'user.changeKeepSignedIn' ? event.value : true),
    }),
    touchField: touchLeftField<SignInContext, SignInEvent>(),
    takeSubmitted: takeSubmitted<SignInContext, SignInEvent>(SIGN_IN_FIELDS),
    // The emptied field starts untouched again, so REQUIRED does not greet the person beside the server's answer.
    clearPassword: assign(({ context }) => ({
      password: '',
      touched: untouchField(context.touched, 'password'),
    })),
    // The field holds its own value (docs/decisions/022): the view empties it when told.
    announcePasswordCleared: emit({ type: 'passwordCleared' }),
    assignServerMessage: assign({
      serverMessage: ({ event }) => {
        const outcome = loginOutcome(event)
        // Stryker disable next-line OptionalChaining: this action runs only after a guard found this kind of outcome, so there is always one.
        return outcome?.kind === 'rejected' ? outcome.message : null
      },
    }),
    assignSignedIn: assign(({ context, event }) => {
      const outcome = loginOutcome(event)
      // Stryker disable next-line OptionalChaining: this action runs only after a guard found this kind of outcome, so there is always one.
      return outcome?.kind === 'signedIn'
        ? { destination: followableUrl(outcome.url, context.redirectPolicy), appToken: outcome.appToken }
        : {}
    }),
    assignResumedDestination: assign({
      destination: ({ context, event }) => {
        const outcome = resumeOutcome(event)
        // Stryker disable next-line OptionalChaining: this action runs only after a guard found this kind of outcome, so there is always one.
        return outcome?.kind === 'resumed' ? followableUrl(outcome.url, context.redirectPolicy) : null
      },
    }),
    assignMustResetAccount: assign({
      mustResetAccount: ({ context, event }) => {
        const outcome = loginOutcome(event)
        // The username as the login call sent it, for the forced-reset form's password-manager field.
        // Stryker disable next-line OptionalChaining: this action runs only after a guard found this kind of outcome, so there is always one.
        return outcome?.kind === 'mustReset'
          ? { ...outcome.account, username: context.username.trim() }
          : null
      },
    }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    storeAppToken: () => {},
    forgetAppToken: () => {},
    redirectToDestination: () => {},
    holdMustResetAccount: () => {},
    goToMustReset: () => {},
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    ...input,
    username: '',
    password: '',
    keepSignedIn: true,
    touched: [],
    serverMessage: null,
    destination: null,
    appToken: null,
    mustResetAccount: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasSavedSession', target: 'resumingSession' }, { target: 'form' }],
    },
    resumingSession: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'resumeSession',
        src: 'resumeSession',
        // Stryker disable next-line StringLiteral: the session is only resumed when hasSavedSession found a token, so the fallback is never used.
        input: ({ context }) => ({ appToken: context.savedAppToken ?? '' }),
        onDone: [
          {
            guard: 'isResumedToFollowableUrl',
            target: 'redirecting',
            actions: ['assignResumedDestination', 'redirectToDestination'],
          },
          { target: 'form', actions: 'forgetAppToken' },
        ],
        onError: { target: 'form', actions: 'forgetAppToken' },
      },
    },
    form: {
      initial: 'editing',
      on: {
        'user.changeUsername': { actions: 'assignUsername' },
        'user.changePassword': { actions: 'assignPassword' },
        'user.changeKeepSignedIn': { actions: 'assignKeepSignedIn' },
        // Each field's leave is a step of its own for the path coverage (machines/shared/steps.ts).
        'user.leave': { actions: 'touchField', meta: { fields: SIGN_IN_FIELDS } },
        'user.submit': [
          { guard: 'isFormInvalid', target: '.invalid', actions: 'takeSubmitted' },
          { target: 'submitting', actions: 'takeSubmitted' },
        ],
      },
      states: {
        editing: {},
        /** Submitted with a blank field: the error summary lists each field's problem (REQUIRED). */
        invalid: {},
        /** The server answered with an errorMessage, shown as it is. */
        rejected: {},
        /** The server refused the call (4xx): USERNAME_OR_PASSWORD_NOT_FOUND. */
        notFound: {},
        /** 5xx, network failure, a body that fails its schema, or a url we will not follow. */
        failed: {},
      },
    },
    submitting: {
      tags: [CALL_IN_FLIGHT],
      // Edits and further submits are ignored here: the request already carries what was typed.
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({
          username: context.username.trim(),
          password: context.password,
          remember: context.keepSignedIn,
          signInPage: context.signInPage,
          redirect: context.redirect,
        }),
        onDone: [
          {
            guard: { type: 'isOutcome', params: { kind: 'mustReset' } },
            target: 'mustReset',
            actions: ['assignMustResetAccount', 'holdMustResetAccount', 'goToMustReset'],
          },
          {
            guard: 'isSignedInToStay',
            target: 'redirecting',
            actions: ['assignSignedIn', 'storeAppToken', 'redirectToDestination'],
          },
          {
            guard: 'isSignedInToFollowableUrl',
            target: 'redirecting',
            actions: ['assignSignedIn', 'redirectToDestination'],
          },
          {
            guard: { type: 'isOutcome', params: { kind: 'rejected' } },
            target: 'form.rejected',
            actions: ['assignServerMessage', 'clearPassword', 'announcePasswordCleared'],
          },
          {
            guard: { type: 'isOutcome', params: { kind: 'notFound' } },
            target: 'form.notFound',
            actions: ['clearPassword', 'announcePasswordCleared'],
          },
          { target: 'form.failed' },
        ],
        onError: { target: 'form.failed' },
      },
    },
    /** The browser is leaving for the destination; the page stays as it is until it does. */
    redirecting: { type: 'final', tags: [LEAVING_PAGE] },
    /** The account must choose a new password; the app has moved to /mustreset. */
    mustReset: { type: 'final' },
  },
})
