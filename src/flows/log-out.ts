import { logOutMachine } from '../../machines/log-out/log-out.machine'
import { logOut } from '../api/log-out'
import { forgetStoredTokens } from '../browser/storage'
import { linkTo } from '../urls/links'
import { fromCall } from './call'
import type { FlowEnvironment } from './flow-environment'

/** Log out with the real server and storage behind it. */
export const createLogOutFlow = ({ navigate }: FlowEnvironment) =>
  logOutMachine.provide({
    actors: {
      endSession: fromCall<unknown, unknown>((_input, signal) => logOut(signal)),
    },
    actions: {
      forgetStoredTokens: () => forgetStoredTokens(),
      goToSignIn: () => navigate(linkTo('signIn'), { replace: true }),
    },
  })
