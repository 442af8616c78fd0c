/** SSO registration: what a person sees in each state (../shared/oracle.ts), from what they did and the server said. */
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
import { registrationMachine } from './registration.machine'
import type { RegisterOutcome, RegistrationDataOutcome } from './registration.types'

const ADDRESS = /^\/registration\/[^/]+$/

/** An address as a person recognises one; a claim that is one fills the email field for good. */
const looksLikeAnEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim())
/** Letters, with the marks names carry between them (spec section 5); digits and symbols are not. */
const looksLikeAName = (text: string) => /^\p{L}([\p{L}\p{M}'’ -]*[\p{L}\p{M}])?$/u.test(text.trim())

const data = (path: PathSoFar) => {
  const answer = lastAnswer<RegistrationDataOutcome>(path, 'loadRegistrationData')
  return answer?.kind === 'allowed' ? answer : null
}
const claimed = (path: PathSoFar) => {
  const claim = data(path)?.userClaim ?? ''
  return looksLikeAnEmail(claim) ? claim.trim() : null
}

const typed = (path: PathSoFar) => ({
  firstName: lastValue(path, 'user.changeFirstName', ''),
  lastName: lastValue(path, 'user.changeLastName', ''),
  displayName: lastValue(path, 'user.changeDisplayName', ''),
  institution: lastValue(path, 'user.changeInstitution', ''),
  email: claimed(path) ?? lastValue(path, 'user.changeEmail', ''),
})

type Field = 'firstName' | 'lastName' | 'displayName' | 'institution' | 'email'

/** Each field's problem with what it holds, in the form's order (spec section 5). */
function problems(path: PathSoFar): Record<Field, Words | null> {
  const values = typed(path)
  const known = (data(path)?.institutions ?? []).map((institution) => String(institution.institutionId))
  const name = (value: string): Words | null =>
    value.trim() === '' ? 'REQUIRED' : looksLikeAName(value) ? null : 'NAME_LETTERS_ONLY'
  return {
    firstName: name(values.firstName),
    lastName: name(values.lastName),
    displayName: null,
    institution: known.includes(values.institution) ? null : 'REQUIRED',
    email:
      values.email.trim() === ''
        ? 'REQUIRED'
        : looksLikeAnEmail(values.email)
          ? null
          : 'EMAIL_ENTERED_INVALID',
  }
}

/**
 * The fields as they hold, each with its problem beside it once left or after Send request; the list's as soon as
 * it is changed, to blank included (spec section 5).
 */
function fields(path: PathSoFar, busy: boolean): Control[] {
  const values = typed(path)
  const messages = fieldMessages(
    problems(path),
    touchedFields(path, ['firstName', 'lastName', 'displayName', 'institution', 'email'], {
      touchedBy: (event) => (event.type === 'user.changeInstitution' ? ['institution'] : []),
    }),
  )
  const field = (name: string, of: Field): Control => ({
    role: 'field',
    name,
    value: values[of],
    message: messages[of],
  })
  return [
    field('FIRST_NAME', 'firstName'),
    field('LAST_NAME', 'lastName'),
    field('DISPLAY_NAME', 'displayName'),
    field('INSTITUTION', 'institution'),
    field('EMAIL', 'email'),
    { role: 'button', name: 'SEND_REQUEST', busy },
  ]
}

const form =
  (problem: (path: PathSoFar) => readonly Words[] | null) =>
  (path: PathSoFar): Screen => {
    const summary = errorSummary(problem(path))
    return {
      heading: 'REGISTRATION_TITLE',
      url: ADDRESS,
      ...summary,
      shows: [
        'REGISTRATION_INTRO',
        ...(claimed(path) === null ? [] : ['EMAIL_FROM_SSO_HINT']),
        ...summary.shows,
      ],
      controls: fields(path, false),
    }
  }

export const registrationOracle = defineOracle({
  machine: registrationMachine,
  screens: {
    'registration.loading': {
      heading: 'REGISTRATION_TITLE',
      url: ADDRESS,
      shows: ['LOADING_REGISTRATION'],
      controls: [{ role: 'field', name: 'FIRST_NAME', absent: true }],
    },
    'registration.loadFailed': {
      heading: 'REGISTRATION_LOAD_FAILED_TITLE',
      url: ADDRESS,
      shows: ['REGISTRATION_LOAD_FAILED'],
      controls: [
        { role: 'button', name: 'TRY_AGAIN' },
        { role: 'link', name: 'GO_TO_SIGN_IN' },
        { role: 'field', name: 'FIRST_NAME', absent: true },
      ],
    },
    'registration.form.editing': form(() => null),
    'registration.form.invalid': form((path) => summaryOf(problems(path))),
    'registration.form.rejected': form((path) => {
      const answer = lastAnswer<RegisterOutcome>(path, 'register')
      return [
        answer?.kind === 'rejected' && answer.translationKey === 'REGISTRATION_EMAIL_IN_USE'
          ? 'REGISTRATION_EMAIL_IN_USE'
          : 'GENERIC_ERROR',
      ]
    }),
    'registration.form.failed': form(() => ['GENERIC_ERROR']),
    'registration.registering': (path) => ({
      heading: 'REGISTRATION_TITLE',
      url: ADDRESS,
      shows: ['SENDING_REQUEST'],
      controls: fields(path, true),
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    // 'Almost there', for the address the request was sent for.
    'registration.registered': (path) => ({
      url: /^\/registrationconfirmation$/,
      heading: 'REGISTRATION_SENT_TITLE',
      shows: [
        'REGISTRATION_SENT_TEXT',
        { id: 'REGISTRATION_SENT_NOTIFY', values: { email: typed(path).email.trim() } },
      ],
    }),
    'registration.leaving': (path) =>
      lastAnswer<RegistrationDataOutcome>(path, 'loadRegistrationData')?.kind === 'unknownKey'
        ? { url: /^\/error$/, heading: 'ERROR_TITLE' }
        : { url: /^\/registrationnotallowed$/, heading: 'REGISTRATION_NOT_ALLOWED_TITLE' },
  },
})
