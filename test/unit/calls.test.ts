// @vitest-environment node
/**
 * How machines read what their calls answered (machines/shared/calls.ts): an invoked actor's output, by the
 * invoke's id, and the one guard that routes on an outcome's kind. Only the done event of a call carries an outcome;
 * any other event, or an output that is not an outcome, routes nowhere.
 */
import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import {
  CALL_IN_FLIGHT,
  LEAVING_PAGE,
  outcomeGuard,
  outputOf,
  RequestTimeoutError,
  UnexpectedResponseError,
} from '../../machines/shared/calls'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject

describe('outputOf', () => {
  it('gives the output of the invoke it names', () => {
    expect(outputOf(done('checkLink', { kind: 'valid' }), 'checkLink')).toEqual({ kind: 'valid' })
  })

  it('gives nothing for another invoke’s done event, or any other event', () => {
    expect(outputOf(done('checkLink', { kind: 'valid' }), 'savePassword')).toBeUndefined()
    expect(outputOf(done('checkLinkAgain', { kind: 'valid' }), 'checkLink')).toBeUndefined()
    expect(
      outputOf(
        { type: 'xstate.error.actor.checkLink', output: { kind: 'valid' } } as EventObject,
        'checkLink',
      ),
    ).toBeUndefined()
    expect(
      outputOf({ type: 'user.submit', output: { kind: 'valid' } } as EventObject, 'checkLink'),
    ).toBeUndefined()
  })
})

describe('outcomeGuard', () => {
  const isOutcome = outcomeGuard<{ kind: 'expired' } | { kind: 'used' }>()

  it('passes the done event of a call whose outcome is of that kind, whichever call it was', () => {
    expect(isOutcome({ event: done('checkLink', { kind: 'expired' }) }, { kind: 'expired' })).toBe(true)
    expect(isOutcome({ event: done('savePassword', { kind: 'used', url: 'x' }) }, { kind: 'used' })).toBe(
      true,
    )
  })

  it('refuses an outcome of another kind', () => {
    expect(isOutcome({ event: done('checkLink', { kind: 'used' }) }, { kind: 'expired' })).toBe(false)
  })

  it.each([
    ['no output', undefined],
    ['a null output', null],
    ['a string output', 'expired'],
    ['an output without a kind', { type: 'expired' }],
    ['an output whose kind is not text', { kind: ['expired'] }],
  ])('refuses a done event with %s', (_label, output) => {
    expect(isOutcome({ event: done('checkLink', output) }, { kind: 'expired' })).toBe(false)
  })

  it.each([
    ['a person’s event', 'user.submit'],
    ['a call’s failure', 'xstate.error.actor.checkLink'],
    ['a done event of a state, not of a call', 'xstate.done.state.form'],
  ])('refuses %s, even carrying an outcome of that kind', (_label, type) => {
    expect(
      isOutcome({ event: { type, output: { kind: 'expired' } } as EventObject }, { kind: 'expired' }),
    ).toBe(false)
  })
})

describe('the waiting tags', () => {
  it('are two different words, which the diagrams show on the states that wait', () => {
    for (const tag of [CALL_IN_FLIGHT, LEAVING_PAGE]) expect(tag).toMatch(/^[a-z][A-Za-z]+$/)
    expect(CALL_IN_FLIGHT).not.toBe(LEAVING_PAGE)
  })
})

describe('a call’s failures', () => {
  it('are named by their class, as telemetry reports them, and say what happened, as the flow view shows it', () => {
    const unexpected = new UnexpectedResponseError(503, 'POST /api/auth/login: status not expected')
    expect(unexpected).toMatchObject({
      name: 'UnexpectedResponseError',
      status: 503,
      message: 'Unexpected response (503): POST /api/auth/login: status not expected',
    })
    expect(new RequestTimeoutError(15_000)).toMatchObject({
      name: 'RequestTimeoutError',
      timeoutMs: 15_000,
      message: 'No answer within 15000 ms',
    })
  })
})
