import { switchAccountMachine } from '../../machines/switch-account/switch-account.machine'
import type {
  SwitchAccountInput,
  WorkspacesOutcome,
} from '../../machines/switch-account/switch-account.types'
import { loadWorkspaces } from '../api/switch-account'
import { flashGenericError } from '../browser/flash'
import { linkTo } from '../urls/links'
import { firstCallActor, startFirstCalls } from './first-call'
import type { FlowEnvironment } from './flow-environment'
import { redirectToDestination } from './redirect-to-destination'

/** The calls that change nothing on the server: reading the key's workspaces. */
const readOnly = {
  loadWorkspaces: (input: { k: string }, signal?: AbortSignal) => loadWorkspaces(input.k, signal),
}

/** On arrival, before the page renders: the workspaces (decision 019). */
export const startSwitchAccountCalls = (input: SwitchAccountInput) =>
  startFirstCalls(switchAccountMachine, input, readOnly)

/** The workspace chooser with the real server and browser behind it. */
export const createSwitchAccountFlow = ({ navigate }: FlowEnvironment) =>
  switchAccountMachine.provide({
    actors: {
      loadWorkspaces: firstCallActor<WorkspacesOutcome, { k: string }>(
        'loadWorkspaces',
        readOnly.loadWorkspaces,
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
