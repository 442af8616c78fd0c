/** Forgot password: what a person sees in each state (../shared/oracle.ts), from what they did and what the server said. */
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
import { forgotPasswordMachine } from './forgot-password.machine'
import type { ForgotPasswordOutcome } from './forgot-password.types'

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
const form =
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
    'forgotPassword.form.editing': form(null),
    // The summary follows what is typed: it goes once the address is one.
    'forgotPassword.form.invalid': (path) => form(summaryOf(problems(path)))(path),
    'forgotPassword.form.multipleUsers': form(['MULTIPLE_USER_FOUND_ERROR']),
    'forgotPassword.form.rejected': (path) => {
      const answer = lastAnswer<ForgotPasswordOutcome>(path, 'sendResetLink')
      return form([answer?.kind === 'rejected' ? answer.translationKey : 'GENERIC_ERROR'])(path)
    },
    'forgotPassword.form.noRecord': form(['NO_RECORD_OF_EMAIL']),
    'forgotPassword.form.failed': form(['GENERIC_ERROR']),
    'forgotPassword.sending': (path) => ({
      heading: 'FORGOT_TITLE',
      shows: ['SENDING'],
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
