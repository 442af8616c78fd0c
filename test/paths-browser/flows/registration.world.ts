/** SSO registration, through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { registrationEndpoint } from '../../../src/api/registration'
import { registrationDataEndpoint } from '../../../src/api/registration-data'
import {
  registrationMachine,
  type RegisterOutcome,
  type RegistrationDataOutcome,
  type RegistrationEvent,
} from '../../../machines/registration/registration.machine'
import type { RegistrationField } from '../../../machines/registration/registration.fields'
import { choose, leave, press, typeInto } from '../gestures'
import { lastAnswer } from '../../../machines/shared/oracle'
import { defineWorld, lastSubmitted, refusal, type Gesture, type WalkState } from '../world'

const LABELS: Record<RegistrationField, string> = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  displayName: 'DISPLAY_NAME',
  institution: 'INSTITUTION',
  email: 'EMAIL',
}

/** The event each field's every change sends. */
const CHANGES: Record<RegistrationField, string> = {
  firstName: 'user.changeFirstName',
  lastName: 'user.changeLastName',
  displayName: 'user.changeDisplayName',
  institution: 'user.changeInstitution',
  email: 'user.changeEmail',
}

const typing =
  (field: RegistrationField): Gesture =>
  (event, walk) =>
    typeInto(walk, LABELS[field], (event as Extract<RegistrationEvent, { value: string }>).value)

/** The server's first message, refusing (docs/api-contract.md). */
const refusedWith = (translationKey: string | null) => ({
  messages: translationKey === null ? [] : [{ success: false, friendlyMessage: null, translationKey }],
})

/** The key of the single sign-on's link (/registration/{k}). */
const keyOf = (walk: Pick<WalkState, 'start'>) => (walk.start.input as { k: string }).k

/**
 * What Send request carries (spec section 7): the texts as typed, trimmed; the institution chosen, by the id the
 * registration data gave it; the link's key.
 */
function registered(walk: WalkState) {
  const values = lastSubmitted<
    Record<Exclude<RegistrationField, 'institution'>, string> & { institution: string }
  >(walk)
  const data = lastAnswer<RegistrationDataOutcome>(walk.path, 'loadRegistrationData')
  const institutions = data?.kind === 'allowed' ? data.institutions : []
  const chosen = institutions.find((institution) => String(institution.institutionId) === values.institution)
  return {
    body: {
      Email: values.email.trim(),
      FirstName: values.firstName.trim(),
      LastName: values.lastName.trim(),
      DisplayName: values.displayName.trim(),
      InstitutionId: chosen?.institutionId,
      K: keyOf(walk),
    },
  }
}

export const registrationWorld = defineWorld({
  machine: registrationMachine,
  fields: Object.fromEntries(
    Object.entries(LABELS).map(([field, label]) => [
      field,
      { label, change: CHANGES[field as RegistrationField] },
    ]),
  ),
  starts: {
    'a new SSO identity': {
      path: (walk) => `/registration/${keyOf(walk)}${walk.locale === 'fr-CA' ? '?lang=fr' : ''}`,
    },
  },
  gestures: {
    'user.changeFirstName': typing('firstName'),
    'user.changeLastName': typing('lastName'),
    'user.changeDisplayName': typing('displayName'),
    'user.changeEmail': typing('email'),
    'user.changeInstitution': (event, walk) =>
      choose(walk, LABELS.institution, (event as Extract<RegistrationEvent, { value: string }>).value),
    'user.leave': (event, walk) =>
      leave(walk, LABELS[(event as Extract<RegistrationEvent, { field: RegistrationField }>).field]),
    'user.submit': (_event, walk) => press(walk, 'SEND_REQUEST'),
    'user.retry': (_event, walk) => press(walk, 'TRY_AGAIN'),
  },
  calls: {
    loadRegistrationData: {
      path: () => registrationDataEndpoint.path,
      sent: (walk) => ({ body: { K: keyOf(walk) } }),
      read: (answer) => outcomeOf(registrationDataEndpoint, answer),
      answer: (output) => {
        const outcome = output as RegistrationDataOutcome
        switch (outcome.kind) {
          case 'allowed':
            return {
              status: 200,
              json: { userClaim: outcome.userClaim, institutions: outcome.institutions, messages: [] },
            }
          case 'notAllowed':
            return {
              status: 200,
              json: {
                userClaim: null,
                institutions: [],
                messages: [{ success: false, friendlyMessage: null, translationKey: null }],
              },
            }
          case 'unknownKey':
            return refusal(404, 'This single sign-on link is not valid.')
        }
      },
    },
    register: {
      path: () => registrationEndpoint.path,
      sent: registered,
      read: (answer) => outcomeOf(registrationEndpoint, answer),
      answer: (output) => {
        const outcome = output as RegisterOutcome
        return outcome.kind === 'registered'
          ? { status: 200, json: { loginUrl: null, messages: [] } }
          : { status: 400, json: refusedWith(outcome.translationKey) }
      },
    },
  },
})
