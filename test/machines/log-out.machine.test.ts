// @vitest-environment node
/**
 * Log out from the dual-login header (spec sections 1 and 4: ends the session, removes the stored token and goes
 * to the root), driven as the Sign out button drives it. One press asks the server once to end the session, the
 * button busy meanwhile and a second press doing nothing; whatever the server answers, or if it cannot be
 * reached, the stored tokens are forgotten and then the browser goes to sign in. Field telemetry reads the answer
 * as the log-out flow's `endSession` step.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type InspectionEvent } from 'xstate'
import { CALL_IN_FLIGHT, UnexpectedResponseError } from '../../machines/shared/calls'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { settle } from './support'

/**
 * The machine, loaded inside each test rather than as the file is imported: a machine that cannot even be built
 * then fails these tests, where the mutation run counts it (Stryker's Vitest runner counts a test file that fails
 * to import as no tests at all: stryker-mutator/stryker-js#6150).
 */
const loadMachine = async () => (await import('../../machines/log-out/log-out.machine')).logOutMachine

/** The dual-login header: the log-out machine with the server's call answered by the test, its effects written down. */
async function header() {
  const machine = await loadMachine()
  const calls: { resolve: (output: unknown) => void; reject: (error: unknown) => void }[] = []
  const effects: string[] = []
  const answers: FlowAnswer[] = []
  const actor = createActor(
    machine.provide({
      actors: {
        endSession: fromPromise<unknown>(
          () => new Promise((resolve, reject) => calls.push({ resolve, reject })),
        ),
      },
      actions: {
        forgetStoredTokens: () => effects.push('forget the stored tokens'),
        goToSignIn: () => effects.push('go to sign in'),
      },
    }),
    {
      inspect: (event: InspectionEvent) => {
        const answer = flowAnswerOf(event)
        if (answer !== null) answers.push(answer)
      },
    },
  ).start()
  /** What the button shows: busy (Signing you out…) from the press on. */
  const busy = () => !actor.getSnapshot().matches('signedIn')
  const press = () => actor.send({ type: 'user.logOut' })
  return { actor, calls, effects, answers, busy, press }
}

describe('logging out', () => {
  it('shows Sign out, ready, with nothing asked and nothing forgotten', async () => {
    const { actor, calls, effects, busy } = await header()
    expect(actor.getSnapshot().matches('signedIn')).toBe(true)
    expect(busy()).toBe(false)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(calls).toEqual([])
    expect(effects).toEqual([])
  })

  it('asks the server once, the button busy, and forgets nothing until it answers, however often it is pressed', async () => {
    const { actor, calls, effects, busy, press } = await header()
    press()
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true)
    expect(busy()).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    press()
    press()
    expect(calls).toHaveLength(1)
    expect(effects).toEqual([])
  })

  it.each([
    [
      'the server ends the session',
      (call: { resolve: (output: unknown) => void }) => call.resolve(undefined),
    ],
    [
      'the server fails',
      (call: { reject: (error: unknown) => void }) => call.reject(new UnexpectedResponseError(500, 'logout')),
    ],
    [
      'the server cannot be reached',
      (call: { reject: (error: unknown) => void }) => call.reject(new TypeError('Failed to fetch')),
    ],
  ])('forgets the stored tokens, then goes to sign in, when %s', async (_, answer) => {
    const { actor, calls, effects, busy, press } = await header()
    press()
    const call = calls[0]
    if (call !== undefined) answer(call)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('loggedOut')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(busy()).toBe(true)
    expect(effects).toEqual(['forget the stored tokens', 'go to sign in'])
  })

  it('reports the answer as the log-out flow ending the session', async () => {
    const ended = await header()
    ended.press()
    ended.calls[0]?.resolve({ ok: true })
    await settle()
    const failed = await header()
    failed.press()
    failed.calls[0]?.reject(new UnexpectedResponseError(503, 'logout'))
    await settle()
    expect([...ended.answers, ...failed.answers]).toEqual([
      { flow: 'logOut', step: 'endSession', kind: 'done' },
      { flow: 'logOut', step: 'endSession', failure: 'UnexpectedResponseError', status: 503 },
    ])
  })
})

describe('the machine without the app behind it', () => {
  it('still logs the person out: the stored tokens are forgotten and the browser goes to sign in', async () => {
    const machine = await loadMachine()
    const effects: string[] = []
    const actor = createActor(
      machine.provide({
        actions: {
          forgetStoredTokens: () => effects.push('forget the stored tokens'),
          goToSignIn: () => effects.push('go to sign in'),
        },
      }),
    ).start()
    actor.send({ type: 'user.logOut' })
    await settle()
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
    expect(effects).toEqual(['forget the stored tokens', 'go to sign in'])
  })
})
