import { fromPromise } from 'xstate'
import {
  mustResetMachine,
  type MustResetOutcome,
  type SaveNewPasswordRequest,
} from '../../machines/must-reset/must-reset.machine'
import { saveNewPassword } from '../api/must-reset-password'
import { releaseMustResetAccount } from '../browser/held-account'

export function createMustResetFlow(navigate: (path: string, options?: { replace?: boolean }) => void) {
  return mustResetMachine.provide({
    actors: {
      saveNewPassword: fromPromise<MustResetOutcome, SaveNewPasswordRequest>(({ input, signal }) =>
        saveNewPassword(input, signal),
      ),
    },
    actions: {
      goToSignIn: () => navigate('/', { replace: true }),
      releaseMustResetAccount: () => releaseMustResetAccount(),
    },
  })
}
