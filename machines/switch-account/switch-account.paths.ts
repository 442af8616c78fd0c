/**
 * Workspace chooser: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what the server
 * listed.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { followableUrl } from '../shared/redirect-policy'
import {
  switchAccountMachine,
  type SwitchAccountContext,
  type SwitchAccountEvent,
  type Workspace,
  type WorkspacesOutcome,
  type WorkspaceType,
} from './switch-account.machine'
import { actorAnswers, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import { defineOracle, lastAnswer, lastEvent, type PathSoFar, type Screen } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: ['https://product.example.org'] }

/** The workspaces the server lists: the Student one at a url the portal will not follow. */
const WORKSPACES: Workspace[] = [
  { type: 'Educator', url: 'https://product.example.org/educator' },
  { type: 'Family', url: 'https://product.example.org/family' },
  { type: 'Student', url: 'javascript:alert(document.domain)' },
]

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const outcomes = {
  listed: [
    { kind: 'listed', workspaces: WORKSPACES },
    { kind: 'listed', workspaces: [] },
  ],
  missing: [{ kind: 'missing' }],
} satisfies { [K in WorkspacesOutcome['kind']]: Extract<WorkspacesOutcome, { kind: K }>[] }

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SwitchAccountContext

function events(snapshot: AnyMachineSnapshot): (SwitchAccountEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('loading')) return actorAnswers('loadWorkspaces', outcomes)
  if (!snapshot.matches('choosing')) return []
  return contextOf(snapshot).workspaces.map((workspace) => ({
    type: 'user.select',
    workspace: workspace.type,
  }))
}

const unfollowable = (workspace: Workspace) => followableUrl(workspace.url, redirectPolicy) === null

/** Each kind of answer, by kind, so a new kind fails to compile until it has words. */
const SERVER_SAYS: {
  [K in WorkspacesOutcome['kind']]: (output: Extract<WorkspacesOutcome, { kind: K }>) => string
} = {
  listed: ({ workspaces }) => {
    if (workspaces.length === 0) return 'the server lists no workspaces'
    const names = workspaces.map((workspace) => workspace.type).join(', ')
    const refused = workspaces.filter(unfollowable).map((workspace) => workspace.type)
    return `the server lists the workspaces ${names}${
      refused.length === 0 ? '' : ` (${refused.join(', ')} at an address the portal will not follow)`
    }`
  },
  missing: () => 'the server answers without the list of workspaces',
}

const sayOutcome = (output: WorkspacesOutcome) =>
  (SERVER_SAYS[output.kind] as (output: WorkspacesOutcome) => string)(output)

function saySelect(type: Workspace['type']): string {
  const press = `press "Select the ${type} workspace"`
  const workspace = WORKSPACES.find((candidate) => candidate.type === type)
  return workspace !== undefined && unfollowable(workspace)
    ? `${press}, whose address the portal will not follow`
    : press
}

const cards =
  '"Select workspace" with a card for each workspace (Educator, Family, Student) and its Select button; the Family card says "You came from this workspace"'

export const switchAccountPaths = definePathModel({
  title: 'Workspace chooser',
  machine: switchAccountMachine,
  starts: [
    {
      label: 'coming from the Family workspace',
      input: { k: 'k-123', cameFrom: 'https://product.example.org/family/home', redirectPolicy },
    },
  ],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, contextOf(snapshot).workspaces.length, contextOf(snapshot).destination]),
  say: (event) => {
    switch (event.type) {
      case 'user.select':
        return saySelect(event.workspace)
    }
    return sayOtherEvent(event, (output) => sayOutcome(output as WorkspacesOutcome))
  },
  branches: {
    'xstate.done.actor.loadWorkspaces [hasWorkspaces]':
      'there is a workspace to choose, so the page shows the cards',
    'xstate.done.actor.loadWorkspaces [otherwise]':
      'there is no workspace to choose, so the page goes to sign in, which shows the generic error',
    'user.select [isFollowableChoice]': "the page follows the workspace's address",
    'user.select [otherwise]':
      "the workspace's address is one the page will not follow, so the cards stay and the generic error shows",
  },
  screens: {
    'switchAccount.loading': '"Select workspace" page saying "Loading your workspaces…"',
    'switchAccount.choosing.idle': `${cards}; no error`,
    'switchAccount.choosing.refused': `${cards}; the summary shows the generic error ("Something went wrong on our side")`,
    'switchAccount.redirecting': (snapshot) =>
      `"Select workspace" page saying "Taking you to your account…" while the browser goes to ${contextOf(snapshot).destination ?? 'the chosen workspace'}`,
    'switchAccount.leaving':
      '"Select workspace" page still saying "Loading your workspaces…" while the browser goes to sign in, which shows the generic error',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what the server listed; the browser walks check it in the page
// after every step.

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
const cardsShown =
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
    'switchAccount.choosing.idle': cardsShown(false),
    'switchAccount.choosing.refused': cardsShown(true),
    'switchAccount.redirecting': (path) => {
      const chosen = (lastEvent(path) as SwitchAccountEvent).workspace
      const workspace = listed(path).find((candidate) => candidate.type === chosen)
      return workspace === undefined ? {} : { leavesFor: workspace.url }
    },
    // Nothing to choose from: sign in says something went wrong.
    'switchAccount.leaving': { url: /^\/$/, heading: 'SIGN_IN_TITLE', shows: ['GENERIC_ERROR'] },
  },
})
