import { fromPromise } from 'xstate'
import { logOutMachine } from '../../machines/log-out/log-out.machine'
import { logOut } from '../api/log-out'
import { forgetStoredTokens } from '../browser/storage'
import { linkTo } from '../urls/links'
import type { FlowEnvironment } from './flow-environment'

/** Log out with the real server and storage behind it. */
export const createLogOutFlow = ({ navigate }: FlowEnvironment) =>
  logOutMachine.provide({
    actors: {
      endSession: fromPromise(({ signal }) => logOut(signal)),
    },
    actions: {
      forgetStoredTokens: () => forgetStoredTokens(),
      goToSignIn: () => navigate(linkTo('signIn'), { replace: true }),
    },
  })
