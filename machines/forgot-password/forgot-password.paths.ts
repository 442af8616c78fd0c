/**
 * Forgot password: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what they did and
 * what the server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  forgotPasswordMachine,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  type ForgotPasswordOutcome,
} from './forgot-password.machine'
import { RequestTimeoutError } from '../shared/calls'
import { definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import {
  byThePerson,
  defineOracle,
  errorSummary,
  fieldMessages,
  lastAnswer,
  lastEvent,
  lastValue,
  summaryOf,
  touchedFields,
  type Control,
  type PathSoFar,
  type Screen,
  type Words,
} from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

export const outcomes = {
  sent: [{ kind: 'sent', friendlyMessage: 'If the address is right, the email arrives within 5 minutes.' }],
  multipleUsers: [{ kind: 'multipleUsers' }],
  rejected: [{ kind: 'rejected', translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
  noRecord: [{ kind: 'noRecord' }],
} satisfies { [K in ForgotPasswordOutcome['kind']]: Extract<ForgotPasswordOutcome, { kind: K }>[] }

export const KNOWN_EMAIL = 'sam.student@example.org'
const EMAILS = ['', 'not-an-email', KNOWN_EMAIL] as const

function events(snapshot: AnyMachineSnapshot): (ForgotPasswordEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('sending')) {
    return [
      ...Object.values(outcomes)
        .flat()
        .map((output): ActorOutcomeEvent => ({ type: 'xstate.done.actor.sendResetLink', output })),
      { type: 'xstate.error.actor.sendResetLink', error: new TypeError('Failed to fetch') },
      { type: 'xstate.error.actor.sendResetLink', error: new RequestTimeoutError(15_000) },
    ]
  }
  if (!snapshot.matches('form')) return []
  const { email } = snapshot.context as ForgotPasswordContext
  return [
    ...EMAILS.filter((value) => value !== email).map((value) => ({
      type: 'user.changeEmail' as const,
      value,
    })),
    // Leaving a field again changes nothing a plan tells apart, yet it is a step from every state (../shared/steps.ts).
    { type: 'user.leave' as const, field: 'email' as const },
    // Pressing Send reset link sends what the field holds: what the person typed.
    { type: 'user.submit', values: { email } },
  ]
}

const SERVER_SAYS: Record<ForgotPasswordOutcome['kind'], string> = {
  sent: 'the server sends the link',
  multipleUsers: 'the server finds several accounts with that email',
  rejected: 'the server refuses: the account is not activated',
  noRecord: 'the server has no record of that email',
}

const form = (problem: string) => `"Forgot your password?" form, the email as typed; ${problem}`

export const forgotPasswordPaths = definePathModel({
  title: 'Forgot password',
  machine: forgotPasswordMachine,
  starts: [{ label: 'from the SD sign-in', input: undefined as never }],
  events,
  serializeState: (snapshot) => {
    const { email, touched } = snapshot.context as ForgotPasswordContext
    return JSON.stringify([snapshot.value, email, touched])
  },
  journeyKey: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as ForgotPasswordContext).email === KNOWN_EMAIL]),
  say: (event) => {
    switch (event.type) {
      case 'user.changeEmail':
        if (event.value === '') return 'clear the email'
        return event.value === KNOWN_EMAIL
          ? `type a known email (${KNOWN_EMAIL})`
          : `type "${event.value}", which is not an email address`
      case 'user.leave':
        return 'leave the email field'
      case 'user.submit':
        return 'press Send reset link'
    }
    return sayOtherEvent(event, (output) => SERVER_SAYS[(output as ForgotPasswordOutcome).kind])
  },
  branches: {
    'user.submit [isFormInvalid]': 'the email is empty or not an email address, so nothing is sent',
    'user.submit [otherwise]': 'the email is an email address, so the page asks for a reset link',
    'xstate.done.actor.sendResetLink [isOutcome(sent)]': 'the page hides the form and says the link was sent',
    'xstate.done.actor.sendResetLink [isOutcome(multipleUsers)]':
      'the page says several users have that email',
    'xstate.done.actor.sendResetLink [isOutcome(rejected)]': "the page shows the server's reason",
    'xstate.done.actor.sendResetLink [otherwise]': 'the page says there is no record of the email',
  },
  screens: {
    'forgotPassword.form.editing': form('a problem with the email shows beside the field once it is left'),
    'forgotPassword.form.invalid': form('the error summary lists the problem with the email'),
    'forgotPassword.form.multipleUsers': form('the summary says several users have that email'),
    'forgotPassword.form.rejected': form('the summary shows the server\'s reason ("account not activated")'),
    'forgotPassword.form.noRecord': form('the summary says there is no record of the email'),
    'forgotPassword.form.failed': form('the summary shows the generic error; Send link works again'),
    'forgotPassword.sending': 'Send reset link is busy ("Sending…") and the email cannot be changed',
    'forgotPassword.sent':
      '"Link sent" page naming the email, with the server\'s message and a way back to sign in',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what they did and what the server said; the browser walks check
// it in the page after every step.

const typed = (path: PathSoFar) => lastValue(path, 'user.changeEmail', '')

/** An address as a person recognises one: something, an @, a name with a dot. */
const looksLikeAnEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)

/** What is wrong with the address as typed: nothing, or it is missing or not an address (spec section 5). */
function problems(path: PathSoFar): { email: Words | null } {
  const email = typed(path).trim()
  if (email === '') return { email: 'REQUIRED' }
  return { email: looksLikeAnEmail(email) ? null : 'EMAIL_ENTERED_INVALID' }
}

/** The address as typed, and its problem beside it once the person has left it or pressed Send link. */
const emailField = (path: PathSoFar): Control => ({
  role: 'field',
  name: 'EMAIL',
  value: typed(path),
  message: fieldMessages(problems(path), touchedFields(path, ['email'])).email,
})

/** The form (reached from the SD sign-in), what was typed in it, and a problem in the summary when there is one. */
const formScreen =
  (problem: readonly Words[] | null) =>
  (path: PathSoFar): Screen => ({
    heading: 'FORGOT_TITLE',
    url: /^\/forgot\/sdmylife$/,
    ...errorSummary(problem),
    controls: [
      emailField(path),
      { role: 'button', name: 'SEND_LINK', busy: false },
      { role: 'link', name: 'GO_BACK_TO_SIGN_IN' },
    ],
  })

export const forgotPasswordOracle = defineOracle({
  machine: forgotPasswordMachine,
  screens: {
    'forgotPassword.form.editing': formScreen(null),
    // The summary follows what is typed: it goes once the address is one.
    'forgotPassword.form.invalid': (path) => formScreen(summaryOf(problems(path)))(path),
    'forgotPassword.form.multipleUsers': formScreen(['MULTIPLE_USER_FOUND_ERROR']),
    'forgotPassword.form.rejected': (path) => {
      const answer = lastAnswer<ForgotPasswordOutcome>(path, 'sendResetLink')
      return formScreen([answer?.kind === 'rejected' ? answer.translationKey : 'GENERIC_ERROR'])(path)
    },
    'forgotPassword.form.noRecord': formScreen(['NO_RECORD_OF_EMAIL']),
    'forgotPassword.form.failed': formScreen(['GENERIC_ERROR']),
    'forgotPassword.sending': (path) => ({
      heading: 'FORGOT_TITLE',
      busyWords: 'SENDING',
      controls: [emailField(path), { role: 'button', name: 'SEND_LINK', busy: true }],
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'forgotPassword.sent': (path) => {
      const answer = lastAnswer<ForgotPasswordOutcome>(path, 'sendResetLink')
      const friendly = answer?.kind === 'sent' ? answer.friendlyMessage : null
      return {
        heading: 'LINK_SENT_TITLE',
        url: /^\/forgot\/sdmylife$/,
        shows: [
          { id: 'LINK_SENT_TO', values: { email: typed(path).trim() } },
          'LINK_SENT_HELP',
          ...(friendly === null ? [] : [{ text: friendly }]),
        ],
        controls: [
          { role: 'field', name: 'EMAIL', absent: true },
          { role: 'link', name: 'GO_BACK_TO_SIGN_IN' },
        ],
        // The confirmation replaces the button that had focus: focus goes to its heading.
        focus: 'heading',
      }
    },
  },
})
