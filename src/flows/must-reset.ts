import { mustResetMachine } from '../../machines/must-reset/must-reset.machine'
import type { MustResetOutcome, SaveNewPasswordRequest } from '../../machines/must-reset/must-reset.types'
import { saveNewPassword } from '../api/must-reset-password'
import { releaseMustResetAccount } from '../browser/held-account'
import { linkTo } from '../urls/links'
import { fromCall } from './call'
import type { FlowEnvironment } from './flow-environment'

export function createMustResetFlow({ navigate }: FlowEnvironment) {
  return mustResetMachine.provide({
    actors: {
      saveNewPassword: fromCall<MustResetOutcome, SaveNewPasswordRequest>(saveNewPassword),
    },
    actions: {
      goToSignIn: () => navigate(linkTo('signIn'), { replace: true }),
      releaseMustResetAccount: () => releaseMustResetAccount(),
    },
  })
}
