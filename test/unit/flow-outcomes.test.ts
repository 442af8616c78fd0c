// @vitest-environment node
/**
 * Flow outcomes for field telemetry are read generically from the sign-in machine as the app runs it: each
 * answer of an invoked actor by its `kind`, each failure by its class and status, and nothing of the payloads
 * (the server's message, the account, what was typed).
 */
import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { signInMachine, type LoginOutcome, type LoginRequest } from '../../machines/sign-in/sign-in.machine'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'

const SECRETS = [
  'sam.student',
  'Demo-pass-1',
  'wrong-pass',
  'The password for',
  'kept-token',
  '/demo/signed-in',
]

function signIn(answers: Array<() => Promise<LoginOutcome>>) {
  const seen: FlowAnswer[] = []
  const machine = signInMachine.provide({
    actors: {
      login: fromPromise<LoginOutcome, LoginRequest>(() => {
        const next = answers.shift()
        return next === undefined ? Promise.reject(new Error('no answer left')) : next()
      }),
    },
  })
  const actor = createActor(machine, {
    input: {
      signInPage: { kind: 'standard' },
      redirect: null,
      timedOut: false,
      arrivedWithError: false,
      savedAppToken: null,
      redirectPolicy: { origin: 'https://login.example', allowedOrigins: [] },
    },
    inspect: (event) => {
      const answer = flowAnswerOf(event)
      if (answer !== null) seen.push(answer)
    },
  })
  actor.start()
  return { actor, seen }
}

const submit = async (actor: ReturnType<typeof signIn>['actor'], password: string) => {
  actor.send({ type: 'user.changeUsername', value: 'sam.student' })
  actor.send({ type: 'user.changePassword', value: password })
  actor.send({ type: 'user.submit', values: { username: 'sam.student', password, keepSignedIn: true } })
  await waitFor(actor, (snapshot) => !snapshot.matches('submitting'))
}

describe('the flow observer', () => {
  it('reads a wrong password, a server failure and a sign-in by kind, without their payloads', async () => {
    const { actor, seen } = signIn([
      () => Promise.resolve({ kind: 'rejected', message: 'The password for sam.student is wrong-pass' }),
      () => Promise.reject(new UnexpectedResponseError(503, 'POST /api/auth/login: sam.student')),
      () =>
        Promise.resolve({
          kind: 'signedIn',
          url: 'https://login.example/demo/signed-in',
          appToken: 'kept-token',
        }),
    ])
    await submit(actor, 'wrong-pass')
    await submit(actor, 'Demo-pass-1')
    await submit(actor, 'Demo-pass-1')
    actor.stop()

    expect(seen).toEqual([
      { flow: 'signIn', step: 'login', kind: 'rejected' },
      { flow: 'signIn', step: 'login', failure: 'UnexpectedResponseError', status: 503 },
      { flow: 'signIn', step: 'login', kind: 'signedIn' },
    ])
    const text = JSON.stringify(seen)
    for (const secret of SECRETS) expect(text).not.toContain(secret)
  })

  it('names a network failure by its class only', async () => {
    const { actor, seen } = signIn([
      () => Promise.reject(new TypeError('Failed to fetch https://api/x?u=sam')),
    ])
    await submit(actor, 'Demo-pass-1')
    actor.stop()
    expect(seen).toEqual([{ flow: 'signIn', step: 'login', failure: 'TypeError' }])
  })
})
