/** Sign-in: what a person sees in each state (../shared/oracle.ts), from what they did and what the server said. */
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
import { isFollowableUrl } from '../shared/redirect-policy'
import { signInMachine } from './sign-in.machine'
import type { LoginOutcome, ResumeOutcome, SignInInput } from './sign-in.types'

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
const form =
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
      form(null)(path),
    'signIn.form.invalid': (path) => {
      const empty = [
        lastValue(path, 'user.changeUsername', '').trim() === '',
        passwordShown(path) === '',
      ].filter(Boolean)
      // The summary lists what is still empty, and goes once nothing is.
      return form(empty.length > 0 ? ['REQUIRED'] : null)(path)
    },
    'signIn.form.rejected': (path) => {
      const answer = lastAnswer<LoginOutcome>(path, 'login')
      return form([{ text: answer?.kind === 'rejected' ? answer.message : '' }])(path)
    },
    'signIn.form.notFound': form(['USERNAME_OR_PASSWORD_NOT_FOUND']),
    'signIn.form.failed': form(['GENERIC_ERROR']),
    'signIn.submitting': (path) => ({
      heading: 'SIGN_IN_TITLE',
      url: /^\/$/,
      shows: ['SIGNING_IN'],
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
