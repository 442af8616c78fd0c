/**
 * The workspace chooser, through the real portal (../world.ts). A person reaches it from a workspace's page (the
 * demo's stand-in for the product), whose address the chooser reads to mark the workspace they came from.
 */
import { outcomeOf } from '../../../src/api/endpoint'
import { switchAccountEndpoint } from '../../../src/api/switch-account'
import {
  switchAccountMachine,
  type SwitchAccountEvent,
  type SwitchAccountInput,
  type WorkspacesOutcome,
  type WorkspaceType,
} from '../../../machines/switch-account/switch-account.machine'
import { WORKSPACE_NAMES } from '../../../machines/switch-account/switch-account.paths'
import { press } from '../gestures'
import { defineWorld, inThisRun, type RunControls, type WalkState } from '../world'

/** The user types of spec section 3, as the server numbers them. */
const USER_TYPE_IDS: Record<WorkspaceType, number> = {
  Student: 1,
  Family: 2,
  InspireUser: 3,
  Educator: 4,
  HigherEd: 5,
}

/** The workspaces answer: each with its type's number and its address in this run. */
export const workspacesAnswer = (outcome: WorkspacesOutcome, origin: string) =>
  outcome.kind === 'missing'
    ? { status: 200, json: { data: null } }
    : {
        status: 200,
        json: {
          data: outcome.workspaces.map((workspace) => ({
            userType: USER_TYPE_IDS[workspace.type],
            url: inThisRun(workspace.url, origin),
          })),
        },
      }

/**
 * From the page the person came from (the start's `cameFrom`, in this run), which sends them on to the chooser in
 * their language: the page's address is what the chooser reads to mark their workspace (its referrer).
 */
export async function arriveAtChooser(walk: WalkState, run: RunControls, input: SwitchAccountInput) {
  const from = new URL(inThisRun(input.cameFrom ?? '/demo/workspace/family', walk.origin))
  from.searchParams.set('k', input.k)
  await run.open(`${from.pathname}${from.search}`)
  const chooser = `/switchaccount?k=${encodeURIComponent(input.k)}${walk.locale === 'fr-CA' ? '&lang=fr' : ''}`
  // As the product's own link would: the demo's stand-in for it links to the chooser in English only.
  await walk.person.tab.evaluate((to: string) => window.location.assign(to), chooser)
  await walk.person.seeAddress(/\/switchaccount\?/)
  await walk.person.waitForApp()
}

export const switchAccountWorld = defineWorld({
  machine: switchAccountMachine,
  starts: {
    'coming from the Family workspace': {
      arrive: (walk, run) => arriveAtChooser(walk, run, walk.start.input as SwitchAccountInput),
    },
  },
  gestures: {
    'user.select': (event, walk) =>
      press(walk, {
        id: 'SELECT_NAMED_WORKSPACE',
        values: { workspace: { id: WORKSPACE_NAMES[(event as SwitchAccountEvent).workspace] } },
      }),
  },
  calls: {
    loadWorkspaces: {
      path: () => switchAccountEndpoint.path,
      // The key the chooser's link carried, passed on as it is.
      sent: (walk) => ({ query: { k: (walk.start.input as SwitchAccountInput).k } }),
      read: (answer) => outcomeOf(switchAccountEndpoint, answer),
      answer: (output, walk) => workspacesAnswer(output as WorkspacesOutcome, walk.origin),
    },
  },
})
