// @vitest-environment node
/**
 * src/screens/first-call.ts: a screen's read-only first call starts on arrival, before the screen renders, and
 * the flow's first invoked actor takes its answer once instead of calling again (decision 019).
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, setup, spawnChild, waitFor } from 'xstate'
import {
  resetPasswordMachine,
  type CheckLinkRequest,
  type LinkCheckOutcome,
  type ResetPasswordInput,
} from '../../machines/reset-password/reset-password.machine'
import { firstCallActor, startFirstCalls } from '../../src/screens/first-call'
import { flowEnvironment } from '../support/flow-environment'

const policy = { origin: 'https://portal.test', allowedOrigins: [] }
const link = (token: string, resetType: string): ResetPasswordInput => ({
  token,
  resetType,
  higherEd: resetType === 'HigherEdActivation' ? { email: '', schoolName: '' } : null,
  redirectPolicy: policy,
})

const VALID: LinkCheckOutcome = {
  kind: 'valid',
  account: {
    emailAddress: 'rory@example.org',
    userName: 'rory.reset',
    activateName: null,
    activatedBy: null,
    institutionName: null,
  },
}

/** The reset flow with a check that counts its calls, as src/screens/reset-password/reset-password.tsx wires it. */
function resetFlow() {
  const checkLink = vi.fn((_input: CheckLinkRequest, _signal?: AbortSignal) => Promise.resolve(VALID))
  const flow = resetPasswordMachine.provide({
    actors: {
      checkLink: firstCallActor<LinkCheckOutcome, CheckLinkRequest>(
        flowEnvironment(),
        'checkLink',
        checkLink,
      ),
    },
  })
  return { checkLink, flow }
}

/**
 * A flow whose page opens on two regions, each waiting for a read: one nested a level down with an input mapped
 * from the context, one with a fixed input. Its `spawning` start spawns a read from an entry action instead.
 */
const regionsMachine = setup({
  types: {
    input: {} as { id: string; start: 'regions' | 'spawning' },
    context: {} as { id: string; start: 'regions' | 'spawning' },
  },
  actors: {
    readItem: fromPromise<string, { item: string }>(() => Promise.resolve('item')),
    readHelp: fromPromise<string, { topic: string }>(() => Promise.resolve('help')),
  },
  guards: { isSpawning: ({ context }) => context.start === 'spawning' },
}).createMachine({
  id: 'regions',
  context: ({ input }) => input,
  initial: 'choosing',
  states: {
    choosing: {
      always: [{ guard: 'isSpawning', target: 'spawning' }, { target: 'page' }],
    },
    page: {
      type: 'parallel',
      states: {
        item: {
          initial: 'loading',
          states: {
            loading: {
              invoke: { id: 'readItem', src: 'readItem', input: ({ context }) => ({ item: context.id }) },
            },
          },
        },
        help: {
          invoke: { id: 'readHelp', src: 'readHelp', input: { topic: 'arrival' } },
        },
      },
    },
    spawning: {
      entry: spawnChild('readItem', { id: 'spawnedItem', input: { item: 'spawned' } }),
    },
  },
})

describe('the first call on arrival', () => {
  it('starts the call the first state invokes, with the input the machine gives it, and the actor takes its answer', async () => {
    const { checkLink, flow } = resetFlow()
    startFirstCalls(flow, link('tok-early', 'ResetPassword'), { checkLink })
    expect(checkLink).toHaveBeenCalledTimes(1)
    expect(checkLink.mock.calls[0]?.[0]).toEqual({ token: 'tok-early', resetType: 'ResetPassword' })

    const actor = createActor(flow, { input: link('tok-early', 'ResetPassword') }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('form'))
    expect(actor.getSnapshot().context.account?.userName).toBe('rory.reset')
    expect(checkLink).toHaveBeenCalledTimes(1)
    actor.stop()
  })

  it('hands an answer over once: the next check (a retry, a second screen) calls again', async () => {
    const { checkLink, flow } = resetFlow()
    startFirstCalls(flow, link('tok-once', 'ActivateAccount'), { checkLink })
    for (const expected of [1, 2]) {
      const actor = createActor(flow, { input: link('tok-once', 'ActivateAccount') }).start()
      await waitFor(actor, (snapshot) => snapshot.matches('form'))
      actor.stop()
      expect(checkLink).toHaveBeenCalledTimes(expected)
    }
  })

  it("never hands one link's answer to another", async () => {
    const { checkLink, flow } = resetFlow()
    startFirstCalls(flow, link('tok-a', 'ResetPassword'), { checkLink })
    const actor = createActor(flow, { input: link('tok-b', 'ResetPassword') }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('form'))
    actor.stop()
    expect(checkLink.mock.calls.map(([input]) => input.token)).toEqual(['tok-a', 'tok-b'])
  })

  it('starts nothing when the first state invokes nothing (a higher-education activation shows its form)', () => {
    const { checkLink, flow } = resetFlow()
    startFirstCalls(flow, link('tok-he', 'HigherEdActivation'), { checkLink })
    expect(checkLink).not.toHaveBeenCalled()
  })

  it('starts only the calls named read-only: any other waits for the screen', async () => {
    const { checkLink, flow } = resetFlow()
    startFirstCalls(flow, link('tok-spends', 'ResetPassword'), {})
    expect(checkLink).not.toHaveBeenCalled()
    const actor = createActor(flow, { input: link('tok-spends', 'ResetPassword') }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('form'))
    actor.stop()
    expect(checkLink).toHaveBeenCalledTimes(1)
  })

  it('reads each call from the invokes of the states entered on arrival, nested or parallel, with the input each maps', () => {
    const readItem = vi.fn((_input: { item: string }) => Promise.resolve('item'))
    const readHelp = vi.fn((_input: { topic: string }) => Promise.resolve('help'))
    startFirstCalls(regionsMachine, { id: 'regions:42', start: 'regions' }, { readItem, readHelp })
    expect(readItem.mock.calls).toEqual([[{ item: 'regions:42' }]])
    expect(readHelp.mock.calls).toEqual([[{ topic: 'arrival' }]])
  })

  it('starts no actor a state only spawns from an action: an invoke is what declares a first call', () => {
    const readItem = vi.fn((_input: { item: string }) => Promise.resolve('item'))
    startFirstCalls(regionsMachine, { id: 'spawning:7', start: 'spawning' }, { readItem })
    expect(readItem).not.toHaveBeenCalled()
  })

  it('leaves a failed early call for the actor to report, not as an unhandled rejection', async () => {
    const checkLink = vi.fn(() => Promise.reject(new Error('network')))
    const flow = resetPasswordMachine.provide({
      actors: {
        checkLink: firstCallActor<LinkCheckOutcome, CheckLinkRequest>(
          flowEnvironment(),
          'checkLink',
          checkLink,
        ),
      },
    })
    startFirstCalls(flow, link('tok-fail', 'ResetPassword'), { checkLink })
    await new Promise((resolve) => setTimeout(resolve, 10))
    const actor = createActor(flow, { input: link('tok-fail', 'ResetPassword') }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('checkFailed'))
    actor.stop()
    expect(checkLink).toHaveBeenCalledTimes(1)
  })
})
