import { fromPromise } from 'xstate'
import { registrationMachine } from '../../machines/registration/registration.machine'
import type {
  RegisterOutcome,
  RegisterRequest,
  RegistrationDataOutcome,
} from '../../machines/registration/registration.types'
import { register } from '../api/registration'
import { loadRegistrationData } from '../api/registration-data'
import { registrationSentState } from '../browser/registration-sent'
import { linkTo } from '../urls/links'
import type { FlowEnvironment } from './flow-environment'

/** SSO registration with the real server and browser behind it. */
export const createRegistrationFlow = ({ navigate }: FlowEnvironment) =>
  registrationMachine.provide({
    actors: {
      loadRegistrationData: fromPromise<RegistrationDataOutcome, { k: string }>(({ input, signal }) =>
        loadRegistrationData(input.k, signal),
      ),
      register: fromPromise<RegisterOutcome, RegisterRequest>(({ input, signal }) => register(input, signal)),
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
