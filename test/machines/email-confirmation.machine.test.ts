// @vitest-environment node
/**
 * The email and username confirmation machine (spec: Email verification, Username-change confirmation; sections 4
 * and 8), driven as the page drives it, on a simulated clock: nothing is sent until the person presses Confirm
 * (however long the page stays open); the press sends the link's four values as they came; 200 shows the
 * confirmed address, 410 the expired page with the server's message, 409 the used page with it, and anything else
 * the generic error with a retry. From an expired link a new one can be asked for once per press; after it is
 * sent the button counts down a full 60 seconds, one second at a time, before it can be pressed again, and a
 * failed resend says so and can be pressed again at once.
 */
import { describe, expect, it } from 'vitest'
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate'
import {
  emailConfirmationMachine,
  type ConfirmLinkOutcome,
  type EmailLink,
  type ResendLinkOutcome,
} from '../../machines/email-confirmation/email-confirmation.machine'
import { CALL_IN_FLIGHT, RequestTimeoutError, UnexpectedResponseError } from '../../machines/shared/calls'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { answerable, settle } from './support'

/** The app's wait after a resend (src/router: 60 s). */
const COOLDOWN = 60

const LINK: EmailLink = {
  token: 'tok-123',
  tokenType: 'PersonalEmail',
  languageType: 3,
  translationLanguage: 'fr-CA',
}
const EXPIRED_MESSAGE = 'This link has expired.'
const USED_MESSAGE = 'This link has already been used.'

function open(link: EmailLink = LINK) {
  const confirms = answerable<ConfirmLinkOutcome, EmailLink>()
  const resends = answerable<ResendLinkOutcome, EmailLink>()
  const clock = new SimulatedClock()
  const answers: FlowAnswer[] = []
  const actor = createActor(
    emailConfirmationMachine.provide({ actors: { confirmLink: confirms.logic, resendLink: resends.logic } }),
    {
      input: { link, resendCooldownSeconds: COOLDOWN },
      clock,
      inspect: (event) => {
        const answer = flowAnswerOf(event)
        if (answer !== null) answers.push(answer)
      },
    },
  )
  actor.start()
  /** Time passes on the page, a second at a time as the countdown sees it. */
  const pass = (seconds: number) => {
    for (let second = 0; second < seconds; second += 1) clock.increment(1000)
  }
  return { actor, confirms, resends, clock, pass, answers }
}

/** Opens the link, presses Confirm and has the server answer. */
async function answered(outcome: ConfirmLinkOutcome) {
  const page = open()
  page.actor.send({ type: 'user.confirm' })
  page.confirms.last()?.resolve(outcome)
  await settle()
  return page
}

/** An expired link on which the person asked for a new one and the server sent it. */
async function resent() {
  const page = await answered({ kind: 'expired', message: EXPIRED_MESSAGE })
  page.actor.send({ type: 'user.resend' })
  page.resends.last()?.resolve({ kind: 'sent' })
  await settle()
  expect(page.actor.getSnapshot().matches({ expired: { resent: 'coolingDown' } })).toBe(true)
  return page
}

describe('before the person confirms', () => {
  it('sends nothing on arrival, however long the page is open, and shows the Confirm button', () => {
    const { actor, confirms, resends, pass } = open()
    expect(actor.getSnapshot().matches('awaitingConfirmation')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({
      link: LINK,
      resendCooldownSeconds: COOLDOWN,
      email: null,
      message: null,
      secondsLeft: 0,
    })
    pass(10 * 60)
    expect(actor.getSnapshot().matches('awaitingConfirmation')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(confirms.calls).toEqual([])
    expect(resends.calls).toEqual([])
  })

  it('spends nothing on any gesture but the Confirm press (a scanner pressing other things)', () => {
    const { actor, confirms, resends } = open()
    actor.send({ type: 'user.resend' })
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().matches('awaitingConfirmation')).toBe(true)
    expect(confirms.calls).toEqual([])
    expect(resends.calls).toEqual([])
  })

  it("sends the link's token, type and languages as they came, once, on the press, and shows the wait", () => {
    const { actor, confirms, resends } = open()
    actor.send({ type: 'user.confirm' })
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    actor.send({ type: 'user.confirm' })
    actor.send({ type: 'user.retry' })
    actor.send({ type: 'user.resend' })
    expect(confirms.calls.map((call) => call.input)).toEqual([LINK])
    expect(resends.calls).toEqual([])
  })
})

describe('the answer', () => {
  it('shows the confirmed address with its check mark (200)', async () => {
    const { actor } = await answered({ kind: 'confirmed', email: 'vera.personal@example.net' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('confirmed')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.email).toBe('vera.personal@example.net')
    expect(snapshot.context.message).toBeNull()
  })

  it.each([
    ['expired', '410', EXPIRED_MESSAGE],
    ['used', '409', USED_MESSAGE],
  ] as const)(
    "shows the link as %s (%s) with the server's message, and no address",
    async (kind, _status, message) => {
      const { actor } = await answered({ kind, message })
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches(kind)).toBe(true)
      expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(snapshot.context.message).toBe(message)
      expect(snapshot.context.email).toBeNull()
    },
  )

  it.each(['expired', 'used'] as const)(
    'shows the %s page in its own words when the server gives no message',
    async (kind) => {
      const { actor } = await answered({ kind, message: null })
      expect(actor.getSnapshot().matches(kind)).toBe(true)
      expect(actor.getSnapshot().context.message).toBeNull()
    },
  )

  it('ends on a used link: the Sign in button is the one way on', async () => {
    const { actor, confirms, resends } = await answered({ kind: 'used', message: USED_MESSAGE })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().matches('used')).toBe(true)
    expect(confirms.calls).toHaveLength(1)
    expect(resends.calls).toEqual([])
  })

  it.each([
    [
      'the server fails (500)',
      (call?: { reject: (error: unknown) => void }) =>
        call?.reject(new UnexpectedResponseError(500, 'verify')),
    ],
    [
      'the server does not answer in time',
      (call?: { reject: (error: unknown) => void }) => call?.reject(new RequestTimeoutError(15_000)),
    ],
    [
      'the network is down',
      (call?: { reject: (error: unknown) => void }) => call?.reject(new TypeError('Failed to fetch')),
    ],
  ])('shows the generic error with a retry when %s, and confirms again on Try again', async (_case, fail) => {
    const { actor, confirms } = open()
    actor.send({ type: 'user.confirm' })
    fail(confirms.last())
    await settle()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    actor.send({ type: 'user.confirm' })
    actor.send({ type: 'user.resend' })
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    actor.send({ type: 'user.retry' })
    expect(actor.getSnapshot().matches('checking')).toBe(true)
    confirms.last()?.resolve({ kind: 'confirmed', email: 'vera.personal@example.net' })
    await settle()
    expect(actor.getSnapshot().matches('confirmed')).toBe(true)
    expect(confirms.calls.map((call) => call.input)).toEqual([LINK, LINK])
  })

  it('shows the generic error with a retry for an answer it does not know, never a confirmation', async () => {
    const { actor } = await answered({ kind: 'somethingNew' } as unknown as ConfirmLinkOutcome)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.email).toBeNull()
  })

  it('fails, rather than confirm, when the app provides no call', async () => {
    const actor = createActor(emailConfirmationMachine, {
      input: { link: LINK, resendCooldownSeconds: COOLDOWN },
    }).start()
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => !snapshot.matches('checking'))
    expect(actor.getSnapshot().matches('failed')).toBe(true)
  })
})

describe('asking for a new link', () => {
  it('sends the same link once on the press, keeps the expired page busy, and ignores a second press', async () => {
    const { actor, resends } = await answered({ kind: 'expired', message: EXPIRED_MESSAGE })
    expect(actor.getSnapshot().matches({ expired: 'idle' })).toBe(true)
    expect(actor.getSnapshot().status).toBe('active')
    expect(resends.calls).toEqual([])
    actor.send({ type: 'user.resend' })
    expect(actor.getSnapshot().matches({ expired: 'resending' })).toBe(true)
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
    actor.send({ type: 'user.resend' })
    expect(resends.calls.map((call) => call.input)).toEqual([LINK])
    expect(actor.getSnapshot().context.message).toBe(EXPIRED_MESSAGE)
  })

  it('says a new email was sent, and makes the person wait the full 60 seconds, counting down', async () => {
    const { actor, pass, clock } = await resent()
    const seconds = () => actor.getSnapshot().context.secondsLeft
    expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(seconds()).toBe(60)
    clock.increment(999)
    expect(seconds()).toBe(60)
    clock.increment(1)
    expect(seconds()).toBe(59)
    pass(29)
    expect(seconds()).toBe(30)
    pass(20)
    expect(seconds()).toBe(10)
    pass(9)
    expect(seconds()).toBe(1)
    expect(actor.getSnapshot().matches({ expired: { resent: 'coolingDown' } })).toBe(true)
    clock.increment(999)
    expect(actor.getSnapshot().matches({ expired: { resent: 'coolingDown' } })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ expired: { resent: 'ready' } })).toBe(true)
    pass(60)
    expect(actor.getSnapshot().matches({ expired: { resent: 'ready' } })).toBe(true)
  })

  it('ignores a press while counting down, and sends again once the wait is over', async () => {
    const { actor, resends, pass } = await resent()
    actor.send({ type: 'user.resend' })
    pass(59)
    actor.send({ type: 'user.resend' })
    expect(actor.getSnapshot().matches({ expired: { resent: 'coolingDown' } })).toBe(true)
    expect(resends.calls).toHaveLength(1)
    pass(1)
    actor.send({ type: 'user.resend' })
    expect(actor.getSnapshot().matches({ expired: 'resending' })).toBe(true)
    expect(resends.calls.map((call) => call.input)).toEqual([LINK, LINK])
    resends.last()?.resolve({ kind: 'sent' })
    await settle()
    expect(actor.getSnapshot().matches({ expired: { resent: 'coolingDown' } })).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(60)
  })

  it.each([
    ['the server fails (500)', new UnexpectedResponseError(500, 'resendverification')],
    ['the network is down', new TypeError('Failed to fetch')],
  ])(
    'says the resend failed when %s, starts no wait, and sends again on the next press',
    async (_case, error) => {
      const { actor, resends, pass } = await answered({ kind: 'expired', message: EXPIRED_MESSAGE })
      actor.send({ type: 'user.resend' })
      resends.last()?.reject(error)
      await settle()
      expect(actor.getSnapshot().matches({ expired: 'resendFailed' })).toBe(true)
      expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(actor.getSnapshot().context.secondsLeft).toBe(0)
      expect(actor.getSnapshot().context.message).toBe(EXPIRED_MESSAGE)
      pass(60)
      expect(actor.getSnapshot().matches({ expired: 'resendFailed' })).toBe(true)
      actor.send({ type: 'user.resend' })
      expect(actor.getSnapshot().matches({ expired: 'resending' })).toBe(true)
      expect(resends.calls).toHaveLength(2)
      resends.last()?.resolve({ kind: 'sent' })
      await settle()
      expect(actor.getSnapshot().matches({ expired: { resent: 'coolingDown' } })).toBe(true)
    },
  )

  it('says the resend failed, rather than sent, when the app provides no call', async () => {
    const actor = createActor(
      emailConfirmationMachine.provide({
        actors: {
          confirmLink: fromPromise<ConfirmLinkOutcome, EmailLink>(() =>
            Promise.resolve({ kind: 'expired', message: null }),
          ),
        },
      }),
      { input: { link: LINK, resendCooldownSeconds: COOLDOWN } },
    ).start()
    actor.send({ type: 'user.confirm' })
    await waitFor(actor, (snapshot) => snapshot.matches({ expired: 'idle' }))
    actor.send({ type: 'user.resend' })
    await waitFor(actor, (snapshot) => !snapshot.matches({ expired: 'resending' }))
    expect(actor.getSnapshot().matches({ expired: 'resendFailed' })).toBe(true)
  })
})

describe('what field telemetry receives', () => {
  it('names the flow and each call, and the kind of each answer', async () => {
    const { answers, resends } = await resent()
    expect(resends.calls).toHaveLength(1)
    expect(answers).toEqual([
      { flow: 'emailConfirmation', step: 'confirmLink', kind: 'expired' },
      { flow: 'emailConfirmation', step: 'resendLink', kind: 'sent' },
    ])
  })
})
