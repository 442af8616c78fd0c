/**
 * The workspace chooser (`/switchaccount?k=`; spec: Workspace chooser, sections 2 and 4). One person with
 * several account types picks the one to continue in.
 *
 * - Loading, then one card per workspace, the one the person came from marked.
 * - No data, an empty list or a failed call: the generic error, and the browser goes to the root.
 * - Select: a full-page redirect to that workspace's url, only if the redirect policy accepts it; otherwise
 *   the chooser stays and says something went wrong.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outputOf, CALL_IN_FLIGHT, LEAVING_PAGE } from '../shared/calls'
import { followableUrl, type RedirectPolicy } from '../shared/redirect-policy'

/** The user types a workspace can be (spec section 3): Student=1, Family=2, InspireUser=3, Educator=4, HigherEd=5. */
export const WORKSPACE_TYPES = ['Educator', 'InspireUser', 'HigherEd', 'Family', 'Student'] as const
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number]

export interface Workspace {
  type: WorkspaceType
  url: string
}

export interface SwitchAccountInput {
  k: string
  /** Where the person came from (the referring page), to mark the workspace they left; null when unknown. */
  cameFrom: string | null
  redirectPolicy: RedirectPolicy
}

export interface SwitchAccountContext extends SwitchAccountInput {
  workspaces: Workspace[]
  /** The workspace whose url the person came from, highlighted on its card. */
  current: WorkspaceType | null
  /** The absolute url the redirect policy accepted for the chosen workspace. */
  destination: string | null
}

export type SwitchAccountEvent = { type: 'user.select'; workspace: WorkspaceType }

export type WorkspacesOutcome =
  | { kind: 'listed'; workspaces: Workspace[] }
  /** The answer had no data field: GENERIC_ERROR and back to the root (spec section 4). */
  | { kind: 'missing' }

/** The workspace whose url shares the referring page's origin and the longest path: only one may match. */
export function workspaceCameFrom(
  workspaces: readonly Workspace[],
  cameFrom: string | null,
): WorkspaceType | null {
  // Stryker disable next-line ConditionalExpression: URL.canParse(null) is false as well (it reads "null"), so the null check only narrows the type
  if (cameFrom === null || !URL.canParse(cameFrom)) return null
  const from = new URL(cameFrom)
  let best: { type: WorkspaceType; length: number } | null = null
  // Stryker disable next-line BooleanLiteral: the first match sets tied before it is read; with no match best is null and the answer is null either way
  let tied = false
  for (const workspace of workspaces) {
    if (!URL.canParse(workspace.url)) continue
    const url = new URL(workspace.url)
    const base = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
    const matches =
      url.origin === from.origin && (from.pathname === url.pathname || from.pathname.startsWith(base))
    if (!matches) continue
    if (best === null || url.pathname.length > best.length) {
      best = { type: workspace.type, length: url.pathname.length }
      tied = false
    } else if (url.pathname.length === best.length) tied = true
  }
  return best !== null && !tied ? best.type : null
}

const listedOf = (event: { type: string }): Workspace[] => {
  const outcome = outputOf<WorkspacesOutcome>(event, 'loadWorkspaces')
  return outcome?.kind === 'listed' ? outcome.workspaces : []
}

const chosenUrl = (context: SwitchAccountContext, event: SwitchAccountEvent): string | null => {
  const workspace = context.workspaces.find((candidate) => candidate.type === event.workspace)
  return workspace === undefined ? null : followableUrl(workspace.url, context.redirectPolicy)
}

export const switchAccountMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads the types; XState ignores them at run time
  types: {
    context: {} as SwitchAccountContext,
    events: {} as SwitchAccountEvent,
    input: {} as SwitchAccountInput,
  },
  actors: {
    /** Lists the person's workspaces for `k`. Provided by the app. */
    // Stryker disable next-line ArrowFunction: the app always provides the call; unprovided, answering nothing and failing both leave with the generic error
    loadWorkspaces: fromPromise<WorkspacesOutcome, { k: string }>(() =>
      // Stryker disable next-line StringLiteral: the app always provides the call; this text only tells a developer which one is missing, and any rejection leaves with the generic error
      Promise.reject(new Error('loadWorkspaces is provided by the app')),
    ),
  },
  guards: {
    hasWorkspaces: ({ event }) => listedOf(event).length > 0,
    isFollowableChoice: ({ context, event }) => chosenUrl(context, event) !== null,
  },
  actions: {
    assignWorkspaces: assign(({ context, event }) => {
      const workspaces = listedOf(event)
      return { workspaces, current: workspaceCameFrom(workspaces, context.cameFrom) }
    }),
    assignDestination: assign({
      destination: ({ context, event }) => chosenUrl(context, event),
    }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    redirectToDestination: () => {},
    /** Sets the generic error for the sign-in page and goes there. */
    leaveWithGenericError: () => {},
  },
}).createMachine({
  id: 'switchAccount',
  context: ({ input }) => ({ ...input, workspaces: [], current: null, destination: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'loadWorkspaces',
        src: 'loadWorkspaces',
        input: ({ context }) => ({ k: context.k }),
        onDone: [
          { guard: 'hasWorkspaces', target: 'choosing', actions: 'assignWorkspaces' },
          { target: 'leaving', actions: 'leaveWithGenericError' },
        ],
        onError: { target: 'leaving', actions: 'leaveWithGenericError' },
      },
    },
    choosing: {
      initial: 'idle',
      on: {
        'user.select': [
          {
            guard: 'isFollowableChoice',
            target: 'redirecting',
            actions: ['assignDestination', 'redirectToDestination'],
          },
          { target: '.refused' },
        ],
      },
      states: {
        idle: {},
        /** The chosen workspace's url is not one the portal will follow: GENERIC_ERROR, the cards stay. */
        refused: {},
      },
    },
    /** A workspace was chosen; the browser is leaving for it. */
    redirecting: { type: 'final', tags: [LEAVING_PAGE] },
    /** Nothing to choose from: the browser is going to the root, which shows the generic error. */
    leaving: { type: 'final' },
  },
})
