import { registrationMachine } from '../../machines/registration/registration.machine'
import type {
  RegisterOutcome,
  RegisterRequest,
  RegistrationDataOutcome,
  RegistrationInput,
} from '../../machines/registration/registration.types'
import { register } from '../api/registration'
import { loadRegistrationData } from '../api/registration-data'
import { registrationSentState } from '../browser/registration-sent'
import { linkTo } from '../urls/links'
import { fromCall } from './call'
import { firstCallActor, startFirstCalls } from './first-call'
import type { FlowEnvironment } from './flow-environment'

/** The calls that change nothing on the server: reading the key's registration data. */
const readOnly = {
  loadRegistrationData: (input: { k: string }, signal?: AbortSignal) => loadRegistrationData(input.k, signal),
}

/** On arrival, before the page renders: the registration data (decision 019). */
export const startRegistrationCalls = (input: RegistrationInput) =>
  startFirstCalls(registrationMachine, input, readOnly)

/** SSO registration with the real server and browser behind it. */
export const createRegistrationFlow = ({ navigate }: FlowEnvironment) =>
  registrationMachine.provide({
    actors: {
      loadRegistrationData: firstCallActor<RegistrationDataOutcome, { k: string }>(
        'loadRegistrationData',
        readOnly.loadRegistrationData,
      ),
      register: fromCall<RegisterOutcome, RegisterRequest>(register),
    },
    actions: {
      // Replacing the form: Back after a sent request should not offer to send it again.
      goToConfirmation: ({ context }) =>
        navigate(linkTo('registrationConfirmation'), {
          replace: true,
          state: registrationSentState(context.registeredEmail ?? ''),
        }),
      goToNotAllowed: () => navigate(linkTo('registrationNotAllowed'), { replace: true }),
      goToErrorPage: () => navigate(linkTo('error'), { replace: true }),
    },
  })
