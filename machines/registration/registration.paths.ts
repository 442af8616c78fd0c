/**
 * SSO registration: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what they did and the
 * server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { fieldProblems, REGISTRATION_FIELDS, type RegistrationField } from './registration.fields'
import {
  registrationMachine,
  type RegisterOutcome,
  type RegistrationContext,
  type RegistrationDataOutcome,
  type RegistrationEvent,
} from './registration.machine'
import { type FieldProblem, isEmail } from '../shared/fields'
import { actorAnswers, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
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

export const INSTITUTIONS = [
  { institutionId: 101, name: 'Northern College' },
  { institutionId: 'riverside-ss', name: 'Riverside Secondary School' },
]

/** The person's email: the claim the school sign-in vouches for, and the good value typed otherwise. */
export const PERSON_EMAIL = 'jordan.lee@example.org'

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const dataOutcomes = {
  allowed: [
    { kind: 'allowed', userClaim: PERSON_EMAIL, institutions: INSTITUTIONS },
    { kind: 'allowed', userClaim: 'NORTHERN\\jlee', institutions: INSTITUTIONS },
    // Nowhere to ask to join: not allowed.
    { kind: 'allowed', userClaim: PERSON_EMAIL, institutions: [] },
  ],
  notAllowed: [{ kind: 'notAllowed' }],
  unknownKey: [{ kind: 'unknownKey' }],
} satisfies {
  [K in RegistrationDataOutcome['kind']]: Extract<RegistrationDataOutcome, { kind: K }>[]
}

const registerOutcomes = {
  registered: [{ kind: 'registered' }],
  rejected: [
    { kind: 'rejected', translationKey: 'REGISTRATION_EMAIL_IN_USE' },
    { kind: 'rejected', translationKey: null },
  ],
} satisfies { [K in RegisterOutcome['kind']]: Extract<RegisterOutcome, { kind: K }>[] }

/** What a person types: a good value, one the rules refuse, and nothing. */
const VALUES: Record<RegistrationField, readonly string[]> = {
  firstName: ['Zoë', 'R2D2', ''],
  lastName: ["O'Neil", 'Smith!', ''],
  displayName: ['Zo'],
  institution: ['riverside-ss', ''],
  email: [PERSON_EMAIL, 'jordan.lee@', ''],
}

/** Another good value of each field a person types into, to change a field the form has already taken. */
const ALSO_GOOD: Partial<Record<RegistrationField, string>> = {
  firstName: 'Jean-François',
  lastName: 'Tremblay',
  displayName: 'Zed',
  email: 'j.lee@example.org',
}

const CHANGE_EVENTS = {
  firstName: 'user.changeFirstName',
  lastName: 'user.changeLastName',
  displayName: 'user.changeDisplayName',
  institution: 'user.changeInstitution',
  email: 'user.changeEmail',
} as const satisfies Record<RegistrationField, RegistrationEvent['type']>

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RegistrationContext

const changeTo = (field: RegistrationField, value: string): RegistrationEvent => ({
  type: CHANGE_EVENTS[field],
  value,
})

/** Whether the person can change a field: the email the school sign-in vouches for is read-only. */
const editable = (context: RegistrationContext, field: RegistrationField) =>
  !(field === 'email' && context.emailFromClaim)

/** Pressing Send request sends what the fields hold: what the person typed and chose, the claim's email too. */
const submitOf = (context: RegistrationContext): RegistrationEvent => ({
  type: 'user.submit',
  values: {
    firstName: context.firstName,
    lastName: context.lastName,
    displayName: context.displayName,
    institution: context.institution,
    email: context.email,
  },
})

/**
 * The form is explored the way a person fills it, one field at a time in its order: the first field that
 * still has a problem, or has not been left, gets each value and a leave. With every field done, any field can
 * be changed to another good value or left again, and the institution can go back to 'Select one': each is a step
 * from every state of the form (../shared/steps.ts). Submitting is possible from every state.
 */
function formEvents(context: RegistrationContext): RegistrationEvent[] {
  const problems = fieldProblems(context)
  const pending = REGISTRATION_FIELDS.find(
    (field) => problems[field] !== undefined || !context.touched.includes(field),
  )
  const events: RegistrationEvent[] = []
  if (pending === undefined) {
    events.push(changeTo('institution', ''))
    for (const field of REGISTRATION_FIELDS) {
      const other = ALSO_GOOD[field]
      if (other === undefined || !editable(context, field)) continue
      // Both good values, whichever the field holds: the plan tells them apart no more than the rules do.
      for (const value of [VALUES[field][0], other])
        if (value !== undefined) events.push(changeTo(field, value))
    }
    for (const field of REGISTRATION_FIELDS) events.push({ type: 'user.leave', field })
  } else {
    if (editable(context, pending)) for (const value of VALUES[pending]) events.push(changeTo(pending, value))
    if (!context.touched.includes(pending)) events.push({ type: 'user.leave', field: pending })
  }
  events.push(submitOf(context))
  return events
}

function events(snapshot: AnyMachineSnapshot): (RegistrationEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('loading')) return actorAnswers('loadRegistrationData', dataOutcomes)
  if (snapshot.matches('loadFailed')) return [{ type: 'user.retry' }]
  if (snapshot.matches('registering')) return actorAnswers('register', registerOutcomes)
  if (!snapshot.matches('form')) return []
  return formEvents(contextOf(snapshot))
}

/** Whole journeys: each field given a good value in turn, then a submit. */
function journeyEvents(snapshot: AnyMachineSnapshot): (RegistrationEvent | ActorOutcomeEvent)[] {
  if (!snapshot.matches('form')) return events(snapshot)
  const context = contextOf(snapshot)
  const problems = fieldProblems(context)
  const pending = REGISTRATION_FIELDS.find((field) => problems[field] !== undefined)
  const [good] = pending === undefined ? [] : VALUES[pending]
  return [
    ...(pending === undefined || good === undefined ? [] : [changeTo(pending, good)]),
    submitOf(context),
  ]
}

/** The fields as their labels name them (en-CA). */
const FIELD_WORDS: Record<RegistrationField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  displayName: 'display name',
  institution: 'school or institution',
  email: 'email address',
}

const REFUSED_BECAUSE: Partial<Record<FieldProblem, string>> = {
  notLetters: 'which is not letters only',
  invalidEmail: 'which is not in the right format',
}

/** The form filled with the good values: a value's problem is then its own. */
const GOOD_VALUES = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [field, VALUES[field][0] ?? '']),
) as Record<RegistrationField, string>

function sayChange(field: RegistrationField, value: string): string {
  const words = FIELD_WORDS[field]
  if (field === 'institution') {
    const school = INSTITUTIONS.find((institution) => String(institution.institutionId) === value)
    return school === undefined
      ? `set the ${words} back to "Select one"`
      : `choose the school "${school.name}"`
  }
  if (value === '') return `clear the ${words}`
  const problem = fieldProblems({ ...GOOD_VALUES, institutions: INSTITUTIONS, [field]: value })[field]
  const typed = `type "${value}" as the ${words}`
  return problem === undefined ? typed : `${typed}, ${REFUSED_BECAUSE[problem] ?? 'which the form refuses'}`
}

type Outcome = RegistrationDataOutcome | RegisterOutcome

const schools = (institutions: readonly { name: string }[], or = 'or') =>
  institutions.map((institution) => institution.name).join(` ${or} `)

/** Each kind of answer, by kind, so a new kind fails to compile until it has words. */
const SERVER_SAYS: { [K in Outcome['kind']]: (output: Extract<Outcome, { kind: K }>) => string } = {
  allowed: ({ userClaim, institutions }) => {
    if (institutions.length === 0) return 'the registration data loads, with no school to ask to join'
    const who = isEmail(userClaim)
      ? `the school sign-in vouches for ${userClaim}`
      : `the school sign-in says "${userClaim}", not an email, so the email is typed`
    return `the registration data loads: ${who}; the person may ask to join ${schools(institutions)}`
  },
  notAllowed: () => 'the server says this person may not register',
  unknownKey: () => 'the server does not know the sign-in key',
  registered: () => 'the server accepts the request and passes it to an administrator',
  rejected: ({ translationKey }) => {
    if (translationKey === 'REGISTRATION_EMAIL_IN_USE') return 'the server refuses: the email is taken'
    return translationKey === null
      ? 'the server refuses without a reason'
      : `the server refuses (${translationKey})`
  },
}

const sayOutcome = (output: Outcome) => (SERVER_SAYS[output.kind] as (output: Outcome) => string)(output)

/** The form, the email read-only when the school sign-in gave it, and what else the screen shows. */
const form = (shows: string) => (snapshot: AnyMachineSnapshot) => {
  const fromClaim = contextOf(snapshot).emailFromClaim
    ? ', the email address from the school sign-in and read-only'
    : ''
  return `"Request an account" form, the fields as typed${fromClaim}; ${shows}`
}

export const registrationPaths = definePathModel({
  title: 'SSO registration',
  machine: registrationMachine,
  starts: [{ label: 'a new SSO identity', input: { k: 'sso-key-1' } }],
  events,
  journeyEvents,
  // What the guards read of each field is what its rules say of it: two good names are the same state to plan.
  serializeState: (snapshot) => {
    const context = contextOf(snapshot)
    const problems = fieldProblems(context)
    return JSON.stringify([
      snapshot.value,
      context.emailFromClaim,
      REGISTRATION_FIELDS.map((name) => (context[name] === '' ? 'empty' : (problems[name] ?? 'good'))),
      [...context.touched].sort(),
      context.translationKey,
    ])
  },
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.emailFromClaim,
      Object.keys(fieldProblems(context)).length,
      context.translationKey,
    ])
  },
  say: (event) => {
    switch (event.type) {
      case 'user.changeFirstName':
        return sayChange('firstName', event.value)
      case 'user.changeLastName':
        return sayChange('lastName', event.value)
      case 'user.changeDisplayName':
        return sayChange('displayName', event.value)
      case 'user.changeInstitution':
        return sayChange('institution', event.value)
      case 'user.changeEmail':
        return sayChange('email', event.value)
      case 'user.leave':
        return `leave the ${FIELD_WORDS[event.field]} field`
      case 'user.submit':
        return 'press Send request'
      case 'user.retry':
        return 'press Try again'
    }
    return sayOtherEvent(event, (output) => sayOutcome(output as Outcome))
  },
  branches: {
    'xstate.done.actor.loadRegistrationData [isAllowedWithInstitutions]':
      'the person may register and has a school to ask to join, so the page shows the form',
    'xstate.done.actor.loadRegistrationData [isOutcome(unknownKey)]': 'the page goes to the error page',
    'xstate.done.actor.loadRegistrationData [otherwise]':
      'the person may not register, or has no school to ask to join, so the page goes to "Registration not allowed"',
    'user.submit [isFormInvalid]':
      'a name is empty or not in letters, no school is chosen, or the email is not an email address, so nothing is sent',
    'user.submit [otherwise]':
      'the names are in letters, a school is chosen and the email is an email address, so the page sends the request',
    'xstate.done.actor.register [isOutcome(registered)]': 'the page goes to the confirmation page',
    'xstate.done.actor.register [otherwise]':
      'the request is refused, so the page keeps the form and shows the reason, or the generic error without one',
  },
  screens: {
    'registration.loading': '"Request an account" page saying "Loading your details…"; no fields yet',
    'registration.loadFailed':
      '"We couldn\'t load the registration form" page saying "Check your connection, then try again.", with a Try again button and a "Go to sign in" link; no fields',
    'registration.form.editing': form(
      `the school list offers "Select one", ${schools(INSTITUTIONS, 'and')}; a problem shows beside a field once it is left; no error summary`,
    ),
    'registration.form.invalid': form(
      'the error summary lists the problem of each field, linking to it, and empties as they are fixed',
    ),
    'registration.form.rejected': (snapshot) =>
      form(
        contextOf(snapshot).translationKey === 'REGISTRATION_EMAIL_IN_USE'
          ? 'the summary says an account already uses this email address'
          : 'the summary shows the generic error ("Something went wrong on our side")',
      )(snapshot),
    'registration.form.failed': form(
      'the summary shows the generic error ("Something went wrong on our side"); Send request works again',
    ),
    'registration.registering':
      'Send request is busy ("Sending your request…"); the fields are read-only and the school cannot be changed',
    'registration.registered': (snapshot) =>
      `"Taking you to your account…" while the browser goes to the confirmation page ("Almost there") for ${contextOf(snapshot).registeredEmail ?? 'the email'}`,
    'registration.leaving':
      '"Taking you to your account…" while the browser leaves: to /registrationnotallowed when this person may not register or has no school to join, to /error when the sign-in key is unknown',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what they did and the server said; the browser walks check it
// in the page after every step.

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

const formScreen =
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
    'registration.form.editing': formScreen(() => null),
    'registration.form.invalid': formScreen((path) => summaryOf(problems(path))),
    'registration.form.rejected': formScreen((path) => {
      const answer = lastAnswer<RegisterOutcome>(path, 'register')
      return [
        answer?.kind === 'rejected' && answer.translationKey === 'REGISTRATION_EMAIL_IN_USE'
          ? 'REGISTRATION_EMAIL_IN_USE'
          : 'GENERIC_ERROR',
      ]
    }),
    'registration.form.failed': formScreen(() => ['GENERIC_ERROR']),
    'registration.registering': (path) => ({
      heading: 'REGISTRATION_TITLE',
      url: ADDRESS,
      busyWords: 'SENDING_REQUEST',
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
