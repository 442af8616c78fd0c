import { fromPromise } from 'xstate'
import { switchAccountMachine } from '../../machines/switch-account/switch-account.machine'
import type { WorkspacesOutcome } from '../../machines/switch-account/switch-account.types'
import { loadWorkspaces } from '../api/switch-account'
import { flashGenericError } from '../browser/flash'
import { linkTo } from '../urls/links'
import type { FlowEnvironment } from './flow-environment'
import { redirectToDestination } from './redirect-to-destination'

/** The workspace chooser with the real server and browser behind it. */
export const createSwitchAccountFlow = ({ navigate }: FlowEnvironment) =>
  switchAccountMachine.provide({
    actors: {
      loadWorkspaces: fromPromise<WorkspacesOutcome, { k: string }>(({ input, signal }) =>
        loadWorkspaces(input.k, signal),
      ),
    },
    actions: {
      redirectToDestination,
      leaveWithGenericError: () => {
        flashGenericError()
        navigate(linkTo('signIn'), { replace: true })
      },
    },
  })
