import type { RedirectPolicy } from '../shared/redirect-policy'

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
