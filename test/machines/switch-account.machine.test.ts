// @vitest-environment node
/**
 * The workspace chooser's machine (spec: Workspace chooser, sections 2 and 4), driven as the page drives it: the
 * workspaces are loaded once for the key, with the wait shown; a list shows one card per workspace, the one the
 * person came from marked ("You came from this workspace"); no data, an empty list or a failed call leave for the
 * root with the generic error; Select sends the browser to that workspace's url only if the redirect policy
 * accepts it, exactly as it parsed it, and otherwise keeps the cards with the generic error.
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  CALL_IN_FLIGHT,
  LEAVING_PAGE,
  RequestTimeoutError,
  UnexpectedResponseError,
} from '../../machines/shared/calls'
import {
  switchAccountMachine,
  workspaceCameFrom,
  type Workspace,
  type WorkspacesOutcome,
  type WorkspaceType,
} from '../../machines/switch-account/switch-account.machine'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { answerable, redirectPolicy, settle } from './support'

const PRODUCT = 'https://product.example.org'

const WORKSPACES: Workspace[] = [
  { type: 'Educator', url: `${PRODUCT}/educator` },
  { type: 'Family', url: `${PRODUCT}/family` },
  { type: 'Student', url: 'javascript:alert(document.domain)' },
  { type: 'HigherEd', url: '/highered/home' },
]

function open(cameFrom: string | null = `${PRODUCT}/family/home`) {
  const loads = answerable<WorkspacesOutcome, { k: string }>()
  const effects: string[] = []
  const answers: FlowAnswer[] = []
  const actor = createActor(
    switchAccountMachine.provide({
      actors: { loadWorkspaces: loads.logic },
      actions: {
        redirectToDestination: ({ context }) => effects.push(`go to ${context.destination}`),
        leaveWithGenericError: () => effects.push('go to sign in with the generic error'),
      },
    }),
    {
      input: { k: 'k-123', cameFrom, redirectPolicy },
      inspect: (event) => {
        const answer = flowAnswerOf(event)
        if (answer !== null) answers.push(answer)
      },
    },
  )
  actor.start()
  return { actor, loads, effects, answers }
}

/** Opens the chooser on the workspaces the server lists. */
async function choosing(workspaces: Workspace[] = WORKSPACES, cameFrom?: string | null) {
  const page = open(cameFrom)
  page.loads.last()?.resolve({ kind: 'listed', workspaces })
  await settle()
  expect(page.actor.getSnapshot().matches({ choosing: 'idle' })).toBe(true)
  return page
}

describe('loading the workspaces', () => {
  it('asks once for the workspaces of the key, and shows the wait', () => {
    const { actor, loads, effects } = open()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('loading')).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    expect(snapshot.context.workspaces).toEqual([])
    expect(snapshot.context.current).toBeNull()
    expect(snapshot.context.destination).toBeNull()
    expect(loads.calls.map((call) => call.input)).toEqual([{ k: 'k-123' }])
    expect(effects).toEqual([])
  })

  it('shows a card per workspace listed, marking the one the person came from, and goes nowhere', async () => {
    const { actor, effects } = await choosing()
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.workspaces).toEqual(WORKSPACES)
    expect(snapshot.context.current).toBe('Family')
    expect(snapshot.context.destination).toBeNull()
    expect(effects).toEqual([])
  })

  it('marks no card when the person came from somewhere else', async () => {
    const { actor } = await choosing(WORKSPACES, 'https://elsewhere.example/family/home')
    expect(actor.getSnapshot().context.current).toBeNull()
  })

  it('marks no card when the referring page is unknown', async () => {
    const { actor } = await choosing(WORKSPACES, null)
    expect(actor.getSnapshot().context.current).toBeNull()
  })

  it('shows a single workspace as a card to choose, not as an error', async () => {
    const { actor, effects } = await choosing([{ type: 'Student', url: `${PRODUCT}/student` }])
    expect(actor.getSnapshot().context.workspaces).toEqual([{ type: 'Student', url: `${PRODUCT}/student` }])
    expect(effects).toEqual([])
  })

  it.each([
    ['lists no workspaces', () => ({ kind: 'listed', workspaces: [] })],
    ['answers without the list (no data)', () => ({ kind: 'missing' })],
    ['answers with nothing at all', () => undefined],
  ])('goes to the root with the generic error when the server %s', async (_case, outcome) => {
    const { actor, loads, effects } = open()
    loads.last()?.resolve(outcome() as WorkspacesOutcome)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('leaving')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.workspaces).toEqual([])
    expect(effects).toEqual(['go to sign in with the generic error'])
  })

  it.each([
    ['the server fails (500)', new UnexpectedResponseError(500, 'switchaccount')],
    ['the server does not answer in time', new RequestTimeoutError(15_000)],
    ['the network is down', new TypeError('Failed to fetch')],
  ])('goes to the root with the generic error when %s', async (_case, error) => {
    const { actor, loads, effects } = open()
    loads.last()?.reject(error)
    await settle()
    expect(actor.getSnapshot().matches('leaving')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(effects).toEqual(['go to sign in with the generic error'])
  })
})

describe('choosing a workspace', () => {
  it.each([
    ['Educator', `${PRODUCT}/educator`],
    ['Family', `${PRODUCT}/family`],
    ['HigherEd', 'https://login.example.org/highered/home'],
  ] as const)('sends the browser to the %s workspace at %s, and keeps the wait', async (workspace, url) => {
    const { actor, effects } = await choosing()
    actor.send({ type: 'user.select', workspace })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('redirecting')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(true)
    expect(snapshot.context.destination).toBe(url)
    expect(effects).toEqual([`go to ${url}`])
  })

  it('keeps the cards with the generic error when the chosen url is not one it follows, and lets another be chosen', async () => {
    const { actor, effects } = await choosing()
    actor.send({ type: 'user.select', workspace: 'Student' })
    expect(actor.getSnapshot().matches({ choosing: 'refused' })).toBe(true)
    expect(actor.getSnapshot().hasTag(LEAVING_PAGE)).toBe(false)
    expect(actor.getSnapshot().context.destination).toBeNull()
    expect(actor.getSnapshot().context.workspaces).toEqual(WORKSPACES)
    expect(effects).toEqual([])
    actor.send({ type: 'user.select', workspace: 'Student' })
    expect(actor.getSnapshot().matches({ choosing: 'refused' })).toBe(true)
    actor.send({ type: 'user.select', workspace: 'Educator' })
    expect(actor.getSnapshot().matches('redirecting')).toBe(true)
    expect(effects).toEqual([`go to ${PRODUCT}/educator`])
  })

  it('keeps the cards with the generic error for a workspace that was not listed', async () => {
    const { actor, effects } = await choosing()
    actor.send({ type: 'user.select', workspace: 'InspireUser' })
    expect(actor.getSnapshot().matches({ choosing: 'refused' })).toBe(true)
    expect(actor.getSnapshot().context.destination).toBeNull()
    expect(effects).toEqual([])
  })

  it('ignores a choice while the workspaces load: there are no cards yet', () => {
    const { actor, effects } = open()
    actor.send({ type: 'user.select', workspace: 'Educator' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    expect(effects).toEqual([])
  })

  it('leaves, rather than show an empty chooser, when the app provides no call', async () => {
    const actor = createActor(switchAccountMachine, {
      input: { k: 'k-123', cameFrom: null, redirectPolicy },
    }).start()
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'))
    expect(actor.getSnapshot().matches('leaving')).toBe(true)
  })
})

describe('what field telemetry receives', () => {
  it('names the flow and the call, and the kind of the answer', async () => {
    const { answers } = await choosing()
    expect(answers).toEqual([{ flow: 'switchAccount', step: 'loadWorkspaces', kind: 'listed' }])
  })
})

describe('the workspace the person came from', () => {
  const at = (type: WorkspaceType, path: string, origin = PRODUCT): Workspace => ({
    type,
    url: origin + path,
  })

  it.each([
    ['a page inside a workspace', `${PRODUCT}/family/home`, 'Family'],
    ["the workspace's own url", `${PRODUCT}/family`, 'Family'],
    ['its url with a query', `${PRODUCT}/educator?tab=classes`, 'Educator'],
    ['a path that only starts with the same letters', `${PRODUCT}/familyhub/home`, null],
    ['the same path on another origin', 'http://product.example.org/family/home', null],
    ['the product root, under no workspace', `${PRODUCT}/`, null],
    ['a referrer that is not a url', 'family/home', null],
    ['no referrer', null, null],
  ] as const)('from %s (%s) marks %s', (_case, cameFrom, current) => {
    expect(workspaceCameFrom([at('Educator', '/educator'), at('Family', '/family')], cameFrom)).toBe(current)
  })

  it('reads a workspace url that ends with a slash as the folder it names', () => {
    const workspaces = [at('Family', '/family/')]
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/family/home`)).toBe('Family')
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/family/`)).toBe('Family')
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/familyhub`)).toBeNull()
  })

  it('skips a workspace whose url is not a url, and still marks the one that matches', () => {
    const workspaces = [{ type: 'Student', url: 'http://' } as const, at('Family', '/family')]
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/family/home`)).toBe('Family')
  })

  it.each([
    ['the root first', [at('Student', '/'), at('Family', '/family')]],
    ['the root last', [at('Family', '/family'), at('Student', '/')]],
  ])('marks the workspace with the longest matching path, %s', (_case, workspaces) => {
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/family/home`)).toBe('Family')
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/student/home`)).toBe('Student')
  })

  it('marks none when two workspaces match equally well', () => {
    const workspaces = [at('Educator', '/portal'), at('HigherEd', '/portal'), at('Student', '/')]
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/portal/home`)).toBeNull()
  })

  it('marks the longer match after two shorter ones tied', () => {
    const workspaces = [at('Educator', '/portal'), at('HigherEd', '/portal'), at('Family', '/portal/family')]
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/portal/family/home`)).toBe('Family')
  })

  it('keeps the longer match when a shorter one of another length follows', () => {
    const workspaces = [at('Family', '/portal/family'), at('Educator', '/portal'), at('Student', '/')]
    expect(workspaceCameFrom(workspaces, `${PRODUCT}/portal/family/home`)).toBe('Family')
  })
})
