/**
 * SSO registration (`/registration/{k}`; spec: Registration, sections 4, 5 and 8). A person whose single
 * sign-on identity has no account asks for one; an administrator approves it (spec section 6).
 *
 * - Loading the registration data: who the identity provider says the person is, and the institutions they may
 *   ask to join. A claim that is a valid email fills the email field, which then cannot be changed.
 * - Not allowed (or no institution to join): `/registrationnotallowed`. A key the server does not know:
 *   `/error`. A failed load: the generic error with a retry, nothing lost.
 * - The form: names required and letters only, display name optional, an institution chosen, a valid email;
 *   problems show once a field is touched, and an invalid form sends nothing.
 * - Sent: `/registrationconfirmation` ('Almost there'). Refused: the first message's translationKey, or the
 *   generic error; the form is kept either way.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT } from '../shared/calls'
import {
  hasFieldProblems,
  submittedForm,
  takeSubmitted,
  touchField,
  touchLeftField,
  type SubmitEvent,
  isEmail,
} from '../shared/fields'
import {
  chosenInstitution,
  fieldProblems,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from './registration.fields'

/** An institution the person may ask to join; its id goes back to the server exactly as it came. */
interface Institution {
  institutionId: number | string
  name: string
}

export interface RegistrationInput {
  /** The single sign-on key from the address, sent back as K. */
  k: string
}

export interface RegistrationContext extends RegistrationInput {
  /** The claim is a valid email: the email field holds it and cannot be changed (spec section 5). */
  emailFromClaim: boolean
  institutions: Institution[]
  firstName: string
  lastName: string
  displayName: string
  /** The chosen institution's id as the select holds it (`String(institutionId)`); '' is 'Select one'. */
  institution: string
  email: string
  /** Fields the person has left or changed (or tried to submit): their problems are shown. */
  touched: RegistrationField[]
  /** The server's reason for refusing the request, a catalog key; null shows the generic error. */
  translationKey: string | null
  /** Where the request went, for the confirmation page. */
  registeredEmail: string | null
}

/** What the form holds when it is sent; an email from the claim is the claim's whatever the form says. */
type RegistrationValues = Pick<RegistrationContext, RegistrationField>

export type RegistrationEvent =
  | { type: 'user.changeFirstName'; value: string }
  | { type: 'user.changeLastName'; value: string }
  | { type: 'user.changeDisplayName'; value: string }
  | { type: 'user.changeInstitution'; value: string }
  | { type: 'user.changeEmail'; value: string }
  | { type: 'user.leave'; field: RegistrationField }
  | SubmitEvent<RegistrationValues>
  /** After the registration data failed to load: ask for it once more. */
  | { type: 'user.retry' }

export type RegistrationDataOutcome =
  /** The person may register: who they are, and where they may ask to join. */
  | { kind: 'allowed'; userClaim: string; institutions: Institution[] }
  /** The server refuses registration for this identity: a message with success false, or no institutions. */
  | { kind: 'notAllowed' }
  /** The server does not know this key (400 or 404): the single sign-on went wrong. */
  | { kind: 'unknownKey' }

export interface RegisterRequest {
  email: string
  firstName: string
  lastName: string
  displayName: string
  institutionId: number | string
  k: string
}

export type RegisterOutcome =
  | { kind: 'registered' }
  /** Refused: the first message's translationKey, or null when it has none (the generic error). */
  | { kind: 'rejected'; translationKey: string | null }

const allowedOf = (event: { type: string }) => {
  const outcome = outputOf<RegistrationDataOutcome>(event, 'loadRegistrationData')
  return outcome?.kind === 'allowed' ? outcome : null
}

type ChangeEvent = Extract<RegistrationEvent, { value: string }>

/** The field each change event sets. */
const FIELD_CHANGED_BY: Record<ChangeEvent['type'], RegistrationField> = {
  'user.changeFirstName': 'firstName',
  'user.changeLastName': 'lastName',
  'user.changeDisplayName': 'displayName',
  'user.changeInstitution': 'institution',
  'user.changeEmail': 'email',
}

const isChange = (event: RegistrationEvent): event is ChangeEvent =>
  Object.hasOwn(FIELD_CHANGED_BY, event.type)

/** The form as a submit leaves it; the email the identity provider vouches for stays whatever the form sent. */
function submittedRegistration(context: RegistrationContext, event: RegistrationEvent): RegistrationContext {
  const form = submittedForm(context, event)
  return context.emailFromClaim ? { ...form, email: context.email } : form
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    /** Loads the user claim and the institutions for `k`. Provided by the app. */
    loadRegistrationData: fromPromise<RegistrationDataOutcome, { k: string }>(() =>
      Promise.reject(new Error('loadRegistrationData is provided by the app')),
    ),
    /** Sends the request for an account to an administrator. Provided by the app. */
    register: fromPromise<RegisterOutcome, RegisterRequest>(() =>
      Promise.reject(new Error('register is provided by the app')),
    ),
  },
  guards: {
    isAllowedWithInstitutions: ({ event }) => (allowedOf(event)?.institutions.length ?? 0) > 0,
    isFormInvalid: ({ context, event }) =>
      hasFieldProblems(fieldProblems(submittedRegistration(context, event))),
    /** The email is the person's to type: the claim was not an email the identity provider vouches for. */
    isEmailEditable: ({ context }) => !context.emailFromClaim,
    isOutcome: outcomeGuard<RegistrationDataOutcome | RegisterOutcome>(),
  },
  actions: {
    assignRegistrationData: assign(({ event }) => {
      const allowed = allowedOf(event)
      if (allowed === null) return {}
      const emailFromClaim = isEmail(allowed.userClaim)
      return {
        emailFromClaim,
        institutions: allowed.institutions,
        email: emailFromClaim ? allowed.userClaim.trim() : '',
      }
    }),
    assignValue: assign(({ event }) => {
      const next: Partial<RegistrationContext> = {}
      if (isChange(event)) next[FIELD_CHANGED_BY[event.type]] = event.value
      return next
    }),
    touchField: touchLeftField<RegistrationContext, RegistrationEvent>(),
    // The select shows its error after a change to blank, not only when left (spec section 5).
    touchInstitution: assign({ touched: ({ context }) => touchField(context.touched, 'institution') }),
    takeSubmitted: takeSubmitted<RegistrationContext, RegistrationEvent>(
      REGISTRATION_FIELDS,
      submittedRegistration,
    ),
    assignRejection: assign({
      translationKey: ({ event }) => {
        const outcome = outputOf<RegisterOutcome>(event, 'register')
        return outcome?.kind === 'rejected' ? outcome.translationKey : null
      },
    }),
    assignRegisteredEmail: assign({ registeredEmail: ({ context }) => context.email.trim() }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    goToConfirmation: () => {},
    goToNotAllowed: () => {},
    goToErrorPage: () => {},
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    ...input,
    emailFromClaim: false,
    institutions: [],
    firstName: '',
    lastName: '',
    displayName: '',
    institution: '',
    email: '',
    touched: [],
    translationKey: null,
    registeredEmail: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'loadRegistrationData',
        src: 'loadRegistrationData',
        input: ({ context }) => ({ k: context.k }),
        onDone: [
          { guard: 'isAllowedWithInstitutions', target: 'form', actions: 'assignRegistrationData' },
          {
            guard: { type: 'isOutcome', params: { kind: 'unknownKey' } },
            target: 'leaving',
            actions: 'goToErrorPage',
          },
          // Refused, or allowed with nowhere to ask to join: either way this person cannot register here.
          { target: 'leaving', actions: 'goToNotAllowed' },
        ],
        onError: { target: 'loadFailed' },
      },
    },
    /** The registration data could not be loaded: the generic error and a retry. */
    loadFailed: {
      on: { 'user.retry': { target: 'loading' } },
    },
    form: {
      initial: 'editing',
      on: {
        'user.changeFirstName': { actions: 'assignValue' },
        'user.changeLastName': { actions: 'assignValue' },
        'user.changeDisplayName': { actions: 'assignValue' },
        'user.changeInstitution': { actions: ['assignValue', 'touchInstitution'] },
        // The email the identity provider vouches for is the one the request is for: it cannot change.
        'user.changeEmail': { guard: 'isEmailEditable', actions: 'assignValue' },
        // Each field's leave is a step of its own for the path coverage (machines/shared/steps.ts).
        'user.leave': { actions: 'touchField', meta: { fields: REGISTRATION_FIELDS } },
        'user.submit': [
          { guard: 'isFormInvalid', target: '.invalid', actions: 'takeSubmitted' },
          { target: 'registering', actions: 'takeSubmitted' },
        ],
      },
      states: {
        editing: {},
        /** Submitted with a problem: each beside its field and in the summary. Nothing was sent. */
        invalid: {},
        /** The server refused the request: its translationKey, or the generic error. */
        rejected: {},
        /** The call failed: the generic error. */
        failed: {},
      },
    },
    registering: {
      tags: [CALL_IN_FLIGHT],
      // Edits and further submits are ignored here: one gesture sends one request.
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          email: context.email,
          firstName: context.firstName,
          lastName: context.lastName,
          displayName: context.displayName,
          institutionId: chosenInstitution(context)?.institutionId ?? '',
          k: context.k,
        }),
        onDone: [
          {
            guard: { type: 'isOutcome', params: { kind: 'registered' } },
            target: 'registered',
            actions: ['assignRegisteredEmail', 'goToConfirmation'],
          },
          { target: 'form.rejected', actions: 'assignRejection' },
        ],
        onError: { target: 'form.failed' },
      },
    },
    /** The request went to an administrator; the confirmation page is opening. */
    registered: { type: 'final' },
    /** Registration is not for this person (or the key is unknown): another page is opening. */
    leaving: { type: 'final' },
  },
})
