// @vitest-environment node
/**
 * The forced new-password machine (spec: Forced reset, sections 4, 5 and 8), driven as the page drives it:
 * without the account sign-in held, the browser goes back to sign-in at once; with it, the new password's
 * problem shows once the field is left or the form sent, a blank or short password sends nothing, one submit
 * saves once with the held account and the password exactly as typed, a save releases the held account and says
 * the password changed, and a failed save shows the generic error and keeps the password for a retry.
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { MUST_RESET_FIELDS, fieldProblems } from '../../machines/must-reset/must-reset.fields'
import {
  mustResetMachine,
  type MustResetOutcome,
  type SaveNewPasswordRequest,
} from '../../machines/must-reset/must-reset.machine'
import { CALL_IN_FLIGHT, RequestTimeoutError, UnexpectedResponseError } from '../../machines/shared/calls'
import { shownProblems } from '../../machines/shared/fields'
import type { HeldMustResetAccount } from '../../machines/shared/must-reset-account'
import { machineSteps, stepName } from '../../machines/shared/steps'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { answerable, settle } from './support'

const HELD: HeldMustResetAccount = { userAccountId: 7, token: 'reset-token', username: 'max.mustreset' }
const GOOD = 'long-enough-1'

function open(account: HeldMustResetAccount | null = HELD) {
  const saves = answerable<MustResetOutcome, SaveNewPasswordRequest>()
  const effects: string[] = []
  const answers: FlowAnswer[] = []
  const actor = createActor(
    mustResetMachine.provide({
      actors: { saveNewPassword: saves.logic },
      actions: {
        goToSignIn: () => effects.push('go to sign in'),
        releaseMustResetAccount: () => effects.push('release the held account'),
      },
    }),
    {
      input: { account },
      inspect: (event) => {
        const answer = flowAnswerOf(event)
        if (answer !== null) answers.push(answer)
      },
    },
  )
  actor.start()
  const shown = () => {
    const { context } = actor.getSnapshot()
    return shownProblems(fieldProblems(context), context.touched)
  }
  /** What the person does: types the new password, then presses Save password with what the field holds. */
  const save = (password: string) => {
    actor.send({ type: 'user.changePassword', value: password })
    actor.send({ type: 'user.submit', values: { password } })
  }
  return { actor, saves, effects, answers, shown, save }
}

describe('arriving', () => {
  it('goes back to sign-in at once when sign-in holds no account (a reload, a direct visit)', () => {
    const { actor, saves, effects } = open(null)
    expect(actor.getSnapshot().matches('leaving')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(effects).toEqual(['go to sign in'])
    expect(saves.calls).toEqual([])
  })

  it('shows an empty form, no problem, for the held account, and goes nowhere', () => {
    const { actor, saves, effects, shown } = open()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: 'editing' })).toBe(true)
    expect(snapshot.context).toEqual({ account: HELD, password: '', touched: [] })
    expect(shown()).toEqual({})
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(effects).toEqual([])
    expect(saves.calls).toEqual([])
  })
})

describe('the form', () => {
  it('keeps the new password as the person types it, spaces and all', () => {
    const { actor } = open()
    actor.send({ type: 'user.changePassword', value: ' pass ' })
    expect(actor.getSnapshot().context.password).toBe(' pass ')
  })

  it("shows the new password's problem only once the field is left, and follows what is typed after", () => {
    const { actor, shown } = open()
    actor.send({ type: 'user.changePassword', value: 'short' })
    expect(shown()).toEqual({})
    actor.send({ type: 'user.leave', field: 'password' })
    expect(actor.getSnapshot().context.touched).toEqual(['password'])
    expect(shown()).toEqual({ password: 'tooShort' })
    actor.send({ type: 'user.changePassword', value: '' })
    expect(shown()).toEqual({ password: 'required' })
    actor.send({ type: 'user.changePassword', value: GOOD })
    expect(shown()).toEqual({})
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it.each([
    ['', 'required'],
    ['short', 'tooShort'],
    ['1234567', 'tooShort'],
  ])('saves nothing for %j and lists its problem (%s) in the error summary', (password, problem) => {
    const { actor, saves, shown, save } = open()
    save(password)
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.touched).toEqual(['password'])
    expect(shown()).toEqual({ password: problem })
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(saves.calls).toEqual([])
  })

  it('judges and saves what the field holds at submit, though no change was reported (autofill)', () => {
    const { actor, saves } = open()
    actor.send({ type: 'user.submit', values: { password: GOOD } })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    expect(actor.getSnapshot().context.password).toBe(GOOD)
    expect(saves.calls.map((call) => call.input.password)).toEqual([GOOD])
  })

  it('judges what the submit carries, not a good password typed before it', () => {
    const { actor, saves, shown } = open()
    actor.send({ type: 'user.changePassword', value: GOOD })
    actor.send({ type: 'user.submit', values: { password: 'short' } })
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(shown()).toEqual({ password: 'tooShort' })
    expect(saves.calls).toEqual([])
  })
})

describe('saving the new password', () => {
  it('saves once with the held account and the password as typed, untrimmed; edits and presses wait', () => {
    const { actor, saves, save } = open()
    save(` ${GOOD} `)
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    actor.send({ type: 'user.changePassword', value: 'changed-while-saving' })
    actor.send({ type: 'user.submit', values: { password: 'changed-while-saving' } })
    expect(actor.getSnapshot().matches('saving')).toBe(true)
    expect(actor.getSnapshot().context.password).toBe(` ${GOOD} `)
    expect(saves.calls.map((call) => call.input)).toEqual([{ account: HELD, password: ` ${GOOD} ` }])
  })

  it('says the password changed and releases the held account once saved', async () => {
    const { actor, saves, effects, save } = open()
    save(GOOD)
    expect(effects).toEqual([])
    saves.last()?.resolve({ kind: 'saved' })
    await settle()
    expect(actor.getSnapshot().matches('changed')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(effects).toEqual(['release the held account'])
  })

  it.each([
    ['the server refuses it (500)', new UnexpectedResponseError(500, 'mustresetpassword')],
    ['the server does not answer in time', new RequestTimeoutError(15_000)],
    ['the network is down', new TypeError('Failed to fetch')],
  ])(
    'shows the generic error when %s, keeps the account held and the password, and saves again',
    async (_case, error) => {
      const { actor, saves, effects, save } = open()
      save(GOOD)
      saves.last()?.reject(error)
      await settle()
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(actor.getSnapshot().context.password).toBe(GOOD)
      expect(effects).toEqual([])
      actor.send({ type: 'user.submit', values: { password: GOOD } })
      expect(actor.getSnapshot().matches('saving')).toBe(true)
      expect(saves.calls.map((call) => call.input)).toEqual([
        { account: HELD, password: GOOD },
        { account: HELD, password: GOOD },
      ])
    },
  )

  it('fails, rather than say the password changed, when the app provides no call', async () => {
    const actor = createActor(mustResetMachine, { input: { account: HELD } }).start()
    actor.send({ type: 'user.submit', values: { password: GOOD } })
    await waitFor(actor, (snapshot) => !snapshot.matches('saving'))
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
  })
})

describe('what field telemetry receives', () => {
  it('names the flow and the call, and the kind of each answer', async () => {
    const { saves, save, answers } = open()
    save(GOOD)
    saves.last()?.reject(new UnexpectedResponseError(500, 'mustresetpassword'))
    await settle()
    save(GOOD)
    saves.last()?.resolve({ kind: 'saved' })
    await settle()
    expect(answers).toEqual([
      { flow: 'mustReset', step: 'saveNewPassword', failure: 'UnexpectedResponseError', status: 500 },
      { flow: 'mustReset', step: 'saveNewPassword', kind: 'saved' },
    ])
  })
})

describe('the steps the path coverage counts', () => {
  it('counts leaving the new password field as a step of its own', () => {
    const leaves = machineSteps(mustResetMachine)
      .filter((step) => step.event === 'user.leave' && step.from === 'mustReset.form.editing')
      .map(stepName)
    expect(leaves).toEqual(['mustReset.form.editing ─user.leave(password)→ mustReset.form.editing'])
  })
})

describe('the field rules', () => {
  it('has one field, the new password', () => {
    expect(MUST_RESET_FIELDS).toEqual(['password'])
  })

  it.each([
    ['', { password: 'required' }],
    ['1234567', { password: 'tooShort' }],
    ['        ', {}],
    ['12345678', {}],
    [GOOD, {}],
  ])('finds in %j the problems %j', (password, problems) => {
    expect(fieldProblems({ password })).toEqual(problems)
  })
})
