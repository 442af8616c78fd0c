/** SSO registration, through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { registrationEndpoint } from '../../../src/api/registration'
import { registrationDataEndpoint } from '../../../src/api/registration-data'
import { registrationMachine } from '../../../machines/registration/registration.machine'
import type {
  RegisterOutcome,
  RegistrationDataOutcome,
  RegistrationEvent,
  RegistrationField,
} from '../../../machines/registration/registration.types'
import { choose, leave, press, typeInto } from '../gestures'
import { defineWorld, refusal, type Gesture } from '../world'

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
      arrive: (walk, run) => {
        const { k } = walk.start.input as { k: string }
        return run.open(`/registration/${k}${walk.locale === 'fr-CA' ? '?lang=fr' : ''}`)
      },
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
