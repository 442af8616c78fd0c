/** Workspace chooser: what a person sees in each state (../shared/oracle.ts), from what the server listed. */
import { defineOracle, lastAnswer, lastEvent, type PathSoFar, type Screen } from '../shared/oracle'
import { switchAccountMachine } from './switch-account.machine'
import type { SwitchAccountEvent, WorkspacesOutcome, WorkspaceType } from './switch-account.types'

const ADDRESS = /^\/switchaccount\?k=[^&]+$/

/** Each workspace's name (spec section 3), as the catalog words it. */
export const WORKSPACE_NAMES: Record<WorkspaceType, string> = {
  Educator: 'WORKSPACE_EDUCATOR',
  InspireUser: 'WORKSPACE_INSPIRE',
  HigherEd: 'WORKSPACE_HIGHERED',
  Family: 'WORKSPACE_FAMILY',
  Student: 'WORKSPACE_STUDENT',
}

const listed = (path: PathSoFar) => {
  const answer = lastAnswer<WorkspacesOutcome>(path, 'loadWorkspaces')
  return answer?.kind === 'listed' ? answer.workspaces : []
}

/** A card per workspace the server listed, each with its Select button; the one the person came from marked. */
const cards =
  (problem: boolean) =>
  (path: PathSoFar): Screen => ({
    heading: 'SELECT_WORKSPACE',
    url: ADDRESS,
    shows: [
      'SELECT_WORKSPACE_INTRO',
      ...listed(path).map((workspace) => WORKSPACE_NAMES[workspace.type]),
      // The person came from one of them (the path model's start says which page sent them).
      'CAME_FROM_WORKSPACE',
      ...(problem ? ['GENERIC_ERROR'] : []),
    ],
    hides: problem ? [] : ['ERROR_SUMMARY_TITLE'],
    controls: listed(path).map((workspace) => ({
      role: 'button' as const,
      name: { id: 'SELECT_NAMED_WORKSPACE', values: { workspace: { id: WORKSPACE_NAMES[workspace.type] } } },
    })),
    ...(problem ? { focus: 'alert' as const } : {}),
  })

export const switchAccountOracle = defineOracle({
  machine: switchAccountMachine,
  screens: {
    'switchAccount.loading': { heading: 'SELECT_WORKSPACE', url: ADDRESS, shows: ['LOADING_WORKSPACES'] },
    'switchAccount.choosing.idle': cards(false),
    'switchAccount.choosing.refused': cards(true),
    'switchAccount.redirecting': (path) => {
      const chosen = (lastEvent(path) as SwitchAccountEvent).workspace
      const workspace = listed(path).find((candidate) => candidate.type === chosen)
      return workspace === undefined ? {} : { leavesFor: workspace.url }
    },
    // Nothing to choose from: sign in says something went wrong.
    'switchAccount.leaving': { url: /^\/$/, heading: 'SIGN_IN_TITLE', shows: ['GENERIC_ERROR'] },
  },
})
