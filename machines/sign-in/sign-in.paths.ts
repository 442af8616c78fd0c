/**
 * Sign-in: the fixtures its paths are planned from, and the words of its test cases (../shared/path-model.ts); and
 * what a person sees in each state (../shared/oracle.ts), from what they did and what the server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { followableUrl, isFollowableUrl } from '../shared/redirect-policy'
import { SIGN_IN_FIELDS } from './sign-in.fields'
import {
  signInMachine,
  type LoginOutcome,
  type ResumeOutcome,
  type SignInContext,
  type SignInEvent,
  type SignInInput,
} from './sign-in.machine'
import { RequestTimeoutError } from '../shared/calls'
import { actorFailures, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import {
  byThePerson,
  defineOracle,
  errorSummary,
  lastAnswer,
  lastEvent,
  lastValue,
  touchedFields,
  type Control,
  type PathSoFar,
  type Screen,
  type Words,
} from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

// A 500 from login or redirect is one of their typed outcomes, not a rejection.
const SIGN_IN_FAILURES = [new TypeError('Failed to fetch'), new RequestTimeoutError(15_000)]

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: ['https://product.example.org'] }
const baseInput: SignInInput = {
  signInPage: { kind: 'standard' },
  redirect: null,
  timedOut: false,
  arrivedWithError: false,
  savedAppToken: null,
  redirectPolicy,
}

/** The server's errorMessage in the `rejected` fixture, shown as it is. */
export const REJECTED_MESSAGE = 'The password you entered is incorrect.'

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
export const loginOutcomes = {
  signedIn: [
    { kind: 'signedIn', url: 'http://localhost:3000/demo/signed-in?session=s1', appToken: 'app-token-1' },
    { kind: 'signedIn', url: 'https://product.example.org/home', appToken: null },
    { kind: 'signedIn', url: 'javascript:alert(1)', appToken: 'app-token-2' },
  ],
  mustReset: [{ kind: 'mustReset', account: { userAccountId: 7, token: 'reset-token' } }],
  rejected: [{ kind: 'rejected', message: REJECTED_MESSAGE }],
  notFound: [{ kind: 'notFound' }],
} satisfies { [K in LoginOutcome['kind']]: Extract<LoginOutcome, { kind: K }>[] }

export const resumeOutcomes = {
  resumed: [
    { kind: 'resumed', url: '/demo/signed-in?session=kept' },
    { kind: 'resumed', url: '//evil.example/steal' },
  ],
  refused: [{ kind: 'refused' }],
} satisfies { [K in ResumeOutcome['kind']]: Extract<ResumeOutcome, { kind: K }>[] }

const done = (id: string, output: unknown): ActorOutcomeEvent => ({ type: `xstate.done.actor.${id}`, output })
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SignInContext

function events(snapshot: AnyMachineSnapshot): (SignInEvent | ActorOutcomeEvent)[] {
  const context = contextOf(snapshot)
  if (snapshot.matches('resumingSession')) {
    return [
      ...Object.values(resumeOutcomes)
        .flat()
        .map((output) => done('resumeSession', output)),
      ...actorFailures('resumeSession', SIGN_IN_FAILURES),
    ]
  }
  if (snapshot.matches('submitting')) {
    return [
      ...Object.values(loginOutcomes)
        .flat()
        .map((output) => done('login', output)),
      ...actorFailures('login', SIGN_IN_FAILURES),
    ]
  }
  // The form is walked from the start without a kept session; the kept-session start covers resuming only.
  if (!snapshot.matches('form') || context.savedAppToken !== null) return []
  return [
    { type: 'user.changeUsername', value: context.username === '' ? 'sam.student' : '' },
    { type: 'user.changePassword', value: context.password === '' ? 'Demo-pass-1' : '' },
    { type: 'user.changeKeepSignedIn', value: !context.keepSignedIn },
    // Leaving a field again changes nothing a plan tells apart, yet it is a step from every state (../shared/steps.ts).
    ...SIGN_IN_FIELDS.map((field) => ({
      type: 'user.leave' as const,
      field,
    })),
    // Pressing Sign in sends what the fields hold: what the person typed and ticked.
    {
      type: 'user.submit',
      values: { username: context.username, password: context.password, keepSignedIn: context.keepSignedIn },
    },
  ]
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = contextOf(snapshot)
  return JSON.stringify([
    snapshot.value,
    context.username !== '',
    context.password !== '',
    context.keepSignedIn,
    [...context.touched].sort(),
    context.savedAppToken !== null,
    // Where the page goes is what a redirecting state's case expects: one state per destination.
    context.destination,
  ])
}

type Outcome = LoginOutcome | ResumeOutcome

/** Where the server sends the person: a url the page follows, or one it refuses (the generic error shows). */
const sendsTo = (url: string) =>
  followableUrl(url, redirectPolicy) === null
    ? `but sends them to ${url}, a url the page refuses to follow`
    : `and sends them to ${url}`

/** Every kind of answer in words: a new kind fails to compile until it has some. */
const SERVER_SAYS: { [K in Outcome['kind']]: (outcome: Extract<Outcome, { kind: K }>) => string } = {
  signedIn: ({ url, appToken }) =>
    `the server signs the person in ${sendsTo(url)}, ${appToken === null ? 'with no' : 'with a'} token to keep`,
  mustReset: () => 'the server says the password must be reset',
  rejected: ({ message }) => `the server refuses the password: "${message}"`,
  notFound: () => 'the server finds no such username and password',
  resumed: ({ url }) => `the server accepts the saved session ${sendsTo(url)}`,
  refused: () => 'the saved session is refused',
}

const sayOutcome = (outcome: Outcome) => (SERVER_SAYS[outcome.kind] as (answer: Outcome) => string)(outcome)

/** The sign-in form as the person left it, plus what differs in this state. */
const form =
  (problem: string) =>
  (snapshot: AnyMachineSnapshot): string => {
    const forgotten =
      contextOf(snapshot).savedAppToken === null ? '' : '; the refused saved session is forgotten'
    return `"Sign in" form, username and password as typed, "Keep me signed in" as set; ${problem}${forgotten}`
  }

export const signInPaths = definePathModel({
  title: 'Sign-in',
  machine: signInMachine,
  starts: [
    { label: 'no kept session', input: baseInput },
    { label: 'kept session', input: { ...baseInput, savedAppToken: 'kept-token' } },
  ],
  events,
  serializeState,
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([snapshot.value, context.username !== '', context.password !== ''])
  },
  say: (event) => {
    switch (event.type) {
      case 'user.changeUsername':
        return event.value === '' ? 'clear the username' : `type a username ("${event.value}")`
      case 'user.changePassword':
        return event.value === '' ? 'clear the password' : 'type a password'
      case 'user.changeKeepSignedIn':
        return event.value ? 'tick Keep me signed in' : 'untick Keep me signed in'
      case 'user.leave':
        return `leave the ${event.field} field`
      case 'user.submit':
        return 'press Sign in'
    }
    return sayOtherEvent(event, (output) => sayOutcome(output as Outcome))
  },
  passwordClearedOn: {
    outcomes: ['rejected', 'notFound'],
    why: 'the server said the username or password is wrong, so the password is typed again',
  },
  branches: {
    'user.submit [isFormInvalid]': 'the username or the password is empty, so nothing is sent',
    'user.submit [otherwise]': 'both fields are filled in, so the page sends them to sign in',
    'xstate.done.actor.resumeSession [isResumedToFollowableUrl]': 'the page follows the address it was given',
    'xstate.done.actor.resumeSession [otherwise]':
      'the session is refused or the address is one the page will not follow, so the page forgets the kept token and shows the form',
    'xstate.done.actor.login [isOutcome(mustReset)]':
      'the page holds the account and goes to choose a new password',
    'xstate.done.actor.login [isSignedInToStay]':
      'Keep me signed in is ticked and the server gave a token, so the page keeps the token and follows the address',
    'xstate.done.actor.login [isSignedInToFollowableUrl]':
      'Keep me signed in is unticked or the server gave no token, so the page follows the address and keeps no token',
    'xstate.done.actor.login [isOutcome(rejected)]':
      "the page shows the server's message and empties the password",
    'xstate.done.actor.login [isOutcome(notFound)]':
      'the page says the username or password is incorrect and empties the password',
    'xstate.done.actor.login [otherwise]':
      'the address is one the page will not follow, so it keeps no token and shows the generic error',
  },
  screens: {
    'signIn.resumingSession': '"Signing you back in…" while the saved session is tried; no form yet',
    'signIn.form.editing': form(
      '"This field is required." beside an empty field once it is left; no error summary',
    ),
    'signIn.form.invalid': form(
      'the error summary lists each empty field ("This field is required.") and empties as they are filled in',
    ),
    'signIn.form.rejected': form(
      `the error summary shows the server's message ("${REJECTED_MESSAGE}"); the password is cleared`,
    ),
    'signIn.form.notFound': form(
      'the error summary says "The username or password you entered is incorrect. Check them and try again."; ' +
        'the password is cleared',
    ),
    'signIn.form.failed': form(
      'the error summary says "Something went wrong on our side. Please try again."; Sign in works again',
    ),
    'signIn.submitting':
      'Sign in is busy ("Signing you in…") and the fields cannot be changed; no error summary',
    'signIn.redirecting': (snapshot) => {
      const { destination, keepSignedIn, appToken } = contextOf(snapshot)
      const kept = keepSignedIn && appToken !== null ? '; the token is kept to stay signed in' : ''
      return `"Taking you to your account…" while the browser goes to ${destination ?? 'the destination'}${kept}`
    },
    'signIn.mustReset':
      '"Taking you to your account…" while the browser goes to "Choose a new password" (/mustreset), ' +
      'the account held for it; no token kept',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what they did and what the server said; the browser walks check
// it in the page after every step.

/** Where the portal keeps a session the person asked to stay in (spec: Sign-in, "Keep me signed in"). */
const APP_TOKEN = 'appToken'

/** The outcome kinds after which the password is emptied: the server said the credentials are wrong. */
const WRONG_CREDENTIALS = ['rejected', 'notFound']

/** The password as the field holds it: what was last typed, unless the server has refused it since. */
function passwordShown(path: PathSoFar): string {
  let password = ''
  for (const event of path.events) {
    if (event.type === 'user.changePassword') password = (event as unknown as { value: string }).value
    const kind = (event as { output?: { kind?: string } }).output?.kind
    // The server said the credentials are wrong: the password is typed again (docs/decisions/003).
    if (event.type === 'xstate.done.actor.login' && WRONG_CREDENTIALS.includes(kind ?? '')) password = ''
  }
  return password
}

/**
 * The token the page keeps after `path`: the start's, forgotten when refused, a new one when asked to stay; never
 * one that came with a url the page will not follow (the redirect policy, ../shared/redirect-policy.ts).
 */
function keptToken(path: PathSoFar): string | null {
  const { savedAppToken, redirectPolicy } = path.start.input as SignInInput
  let kept = savedAppToken
  for (const event of path.events) {
    const output = (event as { output?: { kind?: string; url?: string; appToken?: string | null } }).output
    const followable = output?.url !== undefined && isFollowableUrl(output.url, redirectPolicy)
    // Refused, failed, or sent to a url the page will not follow: the kept session is forgotten.
    if (event.type === 'xstate.error.actor.resumeSession') kept = null
    if (event.type === 'xstate.done.actor.resumeSession' && !(output?.kind === 'resumed' && followable))
      kept = null
    if (event.type === 'xstate.done.actor.login' && output?.kind === 'signedIn' && followable) {
      const submit = path.events.findLast((earlier) => earlier.type === 'user.submit') as
        { values?: { keepSignedIn?: boolean } } | undefined
      if (submit?.values?.keepSignedIn === true && output.appToken != null) kept = output.appToken
    }
  }
  return kept
}

/** Leaving an empty field, or pressing Sign in, says it is required beside it (spec section 5). */
function fields(path: PathSoFar): Control[] {
  const touched = touchedFields(path, ['username', 'password'], {
    emptiedBy: (event) =>
      event.type === 'xstate.done.actor.login' &&
      WRONG_CREDENTIALS.includes((event as { output?: { kind?: string } }).output?.kind ?? '')
        ? ['password']
        : [],
  })
  const username = lastValue(path, 'user.changeUsername', '')
  const password = passwordShown(path)
  return [
    {
      role: 'field',
      name: 'USERNAME_OR_EMAIL',
      value: username,
      message: touched.has('username') && username.trim() === '' ? 'REQUIRED' : null,
    },
    {
      role: 'field',
      name: 'PASSWORD',
      value: password,
      message: touched.has('password') && password === '' ? 'REQUIRED' : null,
    },
    {
      role: 'checkbox',
      name: 'KEEP_ME_SIGNED_IN',
      checked: lastValue(path, 'user.changeKeepSignedIn', true),
    },
  ]
}

/** The form, with what the person typed, and a problem in the error summary when there is one. */
const formScreen =
  (problem: readonly Words[] | null) =>
  (path: PathSoFar): Screen => ({
    heading: 'SIGN_IN_TITLE',
    url: /^\/$/,
    ...errorSummary(problem),
    controls: [...fields(path), { role: 'button', name: 'SIGN_IN_BUTTON', busy: false }],
    storage: { [APP_TOKEN]: keptToken(path) },
  })

/** Where a signed-in person is sent: the url of the answer, followed by the browser. */
const leavesFor = (path: PathSoFar): Screen => {
  const answer =
    lastEvent(path).type === 'xstate.done.actor.resumeSession'
      ? lastAnswer<ResumeOutcome>(path, 'resumeSession')
      : lastAnswer<LoginOutcome>(path, 'login')
  return answer !== undefined && 'url' in answer
    ? { leavesFor: answer.url, storage: { [APP_TOKEN]: keptToken(path) } }
    : {}
}

export const signInOracle = defineOracle({
  machine: signInMachine,
  screens: {
    'signIn.resumingSession': {
      url: /^\/$/,
      shows: ['RESUMING_SESSION'],
      controls: [{ role: 'field', name: 'USERNAME_OR_EMAIL', absent: true }],
    },
    'signIn.form.editing': (path) =>
      // Back from a refused kept session, or typing: no summary; its focus is where the person put it.
      formScreen(null)(path),
    'signIn.form.invalid': (path) => {
      const empty = [
        lastValue(path, 'user.changeUsername', '').trim() === '',
        passwordShown(path) === '',
      ].filter(Boolean)
      // The summary lists what is still empty, and goes once nothing is.
      return formScreen(empty.length > 0 ? ['REQUIRED'] : null)(path)
    },
    'signIn.form.rejected': (path) => {
      const answer = lastAnswer<LoginOutcome>(path, 'login')
      return formScreen([{ text: answer?.kind === 'rejected' ? answer.message : '' }])(path)
    },
    'signIn.form.notFound': formScreen(['USERNAME_OR_PASSWORD_NOT_FOUND']),
    'signIn.form.failed': formScreen(['GENERIC_ERROR']),
    'signIn.submitting': (path) => ({
      heading: 'SIGN_IN_TITLE',
      url: /^\/$/,
      busyWords: 'SIGNING_IN',
      hides: ['ERROR_SUMMARY_TITLE'],
      controls: [...fields(path), { role: 'button', name: 'SIGN_IN_BUTTON', busy: true }],
      // The busy button keeps focus: pressing it again sends nothing.
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'signIn.redirecting': leavesFor,
    // The app has moved on to the forced new password, in the same page.
    'signIn.mustReset': { url: /^\/mustreset$/, heading: 'MUST_RESET_TITLE' },
  },
})
