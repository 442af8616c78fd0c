// @vitest-environment node
/**
 * The forgot-password machine (spec: Forgot password, sections 4, 5 and 8), driven as the page drives it: the
 * email's problem shows once the field is left or the form sent, an empty or malformed address sends nothing, one
 * submit sends the trimmed address once, and the answer decides the page: the confirmation naming the address
 * with the server's friendly message, or the form, kept as typed, with the summary's reason (several users, the
 * server's translation key, no record, or the generic error).
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { FORGOT_PASSWORD_FIELDS, fieldProblems } from '../../machines/forgot-password/forgot-password.fields'
import {
  forgotPasswordMachine,
  type ForgotPasswordOutcome,
} from '../../machines/forgot-password/forgot-password.machine'
import { CALL_IN_FLIGHT, LEAVING_PAGE, UnexpectedResponseError } from '../../machines/shared/calls'
import { shownProblems } from '../../machines/shared/fields'
import { machineSteps, stepName } from '../../machines/shared/steps'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { answerable, settle } from './support'

const EMAIL = 'sam.student@example.org'
const FRIENDLY = 'If the address is right, the email arrives within 5 minutes.'

function open() {
  const sends = answerable<ForgotPasswordOutcome, { email: string }>()
  const answers: FlowAnswer[] = []
  const actor = createActor(forgotPasswordMachine.provide({ actors: { sendResetLink: sends.logic } }), {
    inspect: (event) => {
      const answer = flowAnswerOf(event)
      if (answer !== null) answers.push(answer)
    },
  })
  actor.start()
  const shown = () => {
    const { context } = actor.getSnapshot()
    return shownProblems(fieldProblems(context), context.touched)
  }
  /** What the person does: types the address, then presses Send reset link with what the field holds. */
  const send = (email: string) => {
    actor.send({ type: 'user.changeEmail', value: email })
    actor.send({ type: 'user.submit', values: { email } })
  }
  return { actor, sends, answers, shown, send }
}

describe('the form', () => {
  it('opens on an empty form: no address, no problem shown, nothing sent, no confirmation', () => {
    const { actor, sends, shown } = open()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches({ form: 'editing' })).toBe(true)
    expect(snapshot.context).toEqual({
      email: '',
      touched: [],
      sentTo: null,
      friendlyMessage: null,
      translationKey: null,
    })
    expect(shown()).toEqual({})
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(sends.calls).toEqual([])
  })

  it('keeps the address as the person types it, spaces and all', () => {
    const { actor } = open()
    actor.send({ type: 'user.changeEmail', value: ' sam' })
    expect(actor.getSnapshot().context.email).toBe(' sam')
    actor.send({ type: 'user.changeEmail', value: ` ${EMAIL} ` })
    expect(actor.getSnapshot().context.email).toBe(` ${EMAIL} `)
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it("shows the email's problem only once the field is left, and follows what is typed after", () => {
    const { actor, shown } = open()
    actor.send({ type: 'user.changeEmail', value: 'not-an-email' })
    expect(shown()).toEqual({})
    actor.send({ type: 'user.leave', field: 'email' })
    expect(actor.getSnapshot().context.touched).toEqual(['email'])
    expect(shown()).toEqual({ email: 'invalidEmail' })
    actor.send({ type: 'user.changeEmail', value: '' })
    expect(shown()).toEqual({ email: 'required' })
    actor.send({ type: 'user.changeEmail', value: EMAIL })
    expect(shown()).toEqual({})
    // Leaving is a gesture, not an error: the error summary stays away.
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
  })

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['not-an-email', 'invalidEmail'],
    ['sam@', 'invalidEmail'],
    ['sam student@example.org', 'invalidEmail'],
  ])('sends nothing for %j and lists its problem (%s) in the error summary', (email, problem) => {
    const { actor, sends, shown, send } = open()
    send(email)
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(actor.getSnapshot().context.touched).toEqual(['email'])
    expect(shown()).toEqual({ email: problem })
    expect(actor.getSnapshot().context.email).toBe(email)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(sends.calls).toEqual([])
  })

  it('judges and sends what the field holds at submit, though no change was reported (autofill)', () => {
    const { actor, sends } = open()
    actor.send({ type: 'user.submit', values: { email: EMAIL } })
    expect(actor.getSnapshot().matches('sending')).toBe(true)
    expect(actor.getSnapshot().context.email).toBe(EMAIL)
    expect(sends.calls.map((call) => call.input)).toEqual([{ email: EMAIL }])
  })

  it('judges what the submit carries, not a valid address typed before it', () => {
    const { actor, sends, shown } = open()
    actor.send({ type: 'user.changeEmail', value: EMAIL })
    actor.send({ type: 'user.submit', values: { email: 'not-an-email' } })
    expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true)
    expect(shown()).toEqual({ email: 'invalidEmail' })
    expect(sends.calls).toEqual([])
  })
})

describe('sending the link', () => {
  it('sends the address once, trimmed, and shows the wait; edits and presses while sending change nothing', () => {
    const { actor, sends, send } = open()
    send(`  ${EMAIL} `)
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('sending')).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    actor.send({ type: 'user.changeEmail', value: 'other@example.org' })
    actor.send({ type: 'user.submit', values: { email: 'other@example.org' } })
    actor.send({ type: 'user.leave', field: 'email' })
    expect(actor.getSnapshot().matches('sending')).toBe(true)
    expect(actor.getSnapshot().context.email).toBe(`  ${EMAIL} `)
    expect(sends.calls.map((call) => call.input)).toEqual([{ email: EMAIL }])
  })

  it("hides the form and names the address the link went to, trimmed, with the server's message", async () => {
    const { actor, sends, send } = open()
    send(` ${EMAIL}  `)
    sends.last()?.resolve({ kind: 'sent', friendlyMessage: FRIENDLY })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('sent')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.sentTo).toBe(EMAIL)
    expect(snapshot.context.friendlyMessage).toBe(FRIENDLY)
  })

  it('shows the confirmation without a message when the server gives none', async () => {
    const { actor, sends, send } = open()
    send(EMAIL)
    sends.last()?.resolve({ kind: 'sent', friendlyMessage: null })
    await settle()
    expect(actor.getSnapshot().matches('sent')).toBe(true)
    expect(actor.getSnapshot().context.sentTo).toBe(EMAIL)
    expect(actor.getSnapshot().context.friendlyMessage).toBeNull()
  })

  it.each([
    ['several accounts share it (409)', { kind: 'multipleUsers' }, 'multipleUsers', null],
    [
      'the server names the reason',
      { kind: 'rejected', translationKey: 'ACCOUNT_NOT_ACTIVATED' },
      'rejected',
      'ACCOUNT_NOT_ACTIVATED',
    ],
    ['the server has no record of it', { kind: 'noRecord' }, 'noRecord', null],
  ] as const)(
    'keeps the form and the address as typed when %s, with that reason in the summary',
    async (_case, outcome, state, translationKey) => {
      const { actor, sends, send } = open()
      send(` ${EMAIL}`)
      sends.last()?.resolve(outcome)
      await settle()
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches({ form: state })).toBe(true)
      expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(snapshot.context.email).toBe(` ${EMAIL}`)
      expect(snapshot.context.translationKey).toBe(translationKey)
      expect(snapshot.context.sentTo).toBeNull()
      expect(snapshot.context.friendlyMessage).toBeNull()
    },
  )

  it('treats an answer it does not know as no record, never as sent', async () => {
    const { actor, sends, send } = open()
    send(EMAIL)
    sends.last()?.resolve({ kind: 'somethingNew' } as unknown as ForgotPasswordOutcome)
    await settle()
    expect(actor.getSnapshot().matches({ form: 'noRecord' })).toBe(true)
    expect(actor.getSnapshot().context.sentTo).toBeNull()
  })

  it.each([
    ['the server fails (500)', new UnexpectedResponseError(500, 'forgotpassword')],
    ['the network is down', new TypeError('Failed to fetch')],
  ])(
    'shows the generic error when %s, keeps the address, and sends again on the next press',
    async (_case, error) => {
      const { actor, sends, send } = open()
      send(EMAIL)
      sends.last()?.reject(error)
      await settle()
      expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
      expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(actor.getSnapshot().context.email).toBe(EMAIL)
      expect(actor.getSnapshot().context.sentTo).toBeNull()
      actor.send({ type: 'user.submit', values: { email: EMAIL } })
      expect(actor.getSnapshot().matches('sending')).toBe(true)
      sends.last()?.resolve({ kind: 'sent', friendlyMessage: FRIENDLY })
      await settle()
      expect(actor.getSnapshot().matches('sent')).toBe(true)
      expect(sends.calls.map((call) => call.input)).toEqual([{ email: EMAIL }, { email: EMAIL }])
    },
  )

  it("replaces one refusal's reason with the next, and a sent link follows a refusal", async () => {
    const { actor, sends, send } = open()
    send(EMAIL)
    sends.last()?.resolve({ kind: 'rejected', translationKey: 'ACCOUNT_NOT_ACTIVATED' })
    await settle()
    send('other@example.org')
    sends.last()?.resolve({ kind: 'rejected', translationKey: 'ACCOUNT_LOCKED' })
    await settle()
    expect(actor.getSnapshot().matches({ form: 'rejected' })).toBe(true)
    expect(actor.getSnapshot().context.translationKey).toBe('ACCOUNT_LOCKED')
    send(EMAIL)
    sends.last()?.resolve({ kind: 'sent', friendlyMessage: FRIENDLY })
    await settle()
    expect(actor.getSnapshot().matches('sent')).toBe(true)
    expect(actor.getSnapshot().context.sentTo).toBe(EMAIL)
  })

  it('fails, rather than say a link was sent, when the app provides no call', async () => {
    const actor = createActor(forgotPasswordMachine).start()
    actor.send({ type: 'user.submit', values: { email: EMAIL } })
    await waitFor(actor, (snapshot) => !snapshot.matches('sending'))
    expect(actor.getSnapshot().matches({ form: 'failed' })).toBe(true)
  })
})

describe('what field telemetry receives', () => {
  it('names the flow and the call, and the kind of each answer', async () => {
    const { sends, send, answers } = open()
    send(EMAIL)
    sends.last()?.reject(new UnexpectedResponseError(503, 'forgotpassword'))
    await settle()
    send(EMAIL)
    sends.last()?.resolve({ kind: 'sent', friendlyMessage: FRIENDLY })
    await settle()
    expect(answers).toEqual([
      { flow: 'forgotPassword', step: 'sendResetLink', failure: 'UnexpectedResponseError', status: 503 },
      { flow: 'forgotPassword', step: 'sendResetLink', kind: 'sent' },
    ])
  })
})

describe('the steps the path coverage counts', () => {
  it('counts leaving the email field as a step of its own', () => {
    const leaves = machineSteps(forgotPasswordMachine)
      .filter((step) => step.event === 'user.leave' && step.from === 'forgotPassword.form.editing')
      .map(stepName)
    expect(leaves).toEqual(['forgotPassword.form.editing ─user.leave(email)→ forgotPassword.form.editing'])
  })
})

describe('the field rules', () => {
  it('has one field, the email', () => {
    expect(FORGOT_PASSWORD_FIELDS).toEqual(['email'])
  })

  it.each([
    ['', { email: 'required' }],
    [' \t', { email: 'required' }],
    ['sam', { email: 'invalidEmail' }],
    ['sam@example', { email: 'invalidEmail' }],
    ['sam@@example.org', { email: 'invalidEmail' }],
    [EMAIL, {}],
    [` ${EMAIL} `, {}],
    ["o'neil_s.p+forgot-1@mail.example.org", {}],
  ])('finds in %j the problems %j', (email, problems) => {
    expect(fieldProblems({ email })).toEqual(problems)
  })
})
