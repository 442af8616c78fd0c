// @vitest-environment node
/**
 * The mass-print link machine (spec: Mass-print link page, sections 4 and 8), driven as the page drives it: on
 * arrival the link's token, token type and batch job id are sent as they came, the wait shows, and the answer
 * decides: a full-page redirect to the documents, only to a url the redirect policy accepts and exactly as it
 * parsed it; MASSPRINT_LINK_EXPIRED for an expired link; the generic error for any other refusal or a url it will
 * not follow; and the generic error with a retry when the call itself fails.
 */
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  massPrintMachine,
  type PrepareDocumentOutcome,
  type PrepareDocumentRequest,
} from '../../machines/mass-print/mass-print.machine'
import {
  CALL_IN_FLIGHT,
  LEAVING_PAGE,
  RequestTimeoutError,
  UnexpectedResponseError,
} from '../../machines/shared/calls'
import type { FlowAnswer } from '../../src/browser/telemetry-payload'
import { flowAnswerOf } from '../../src/shell/flow-outcomes'
import { answerable, redirectPolicy, settle } from './support'

const LINK = { token: 'tok-123', tokenType: 'MassPrint', batchJobId: '42' }

function open() {
  const prepares = answerable<PrepareDocumentOutcome, PrepareDocumentRequest>()
  const redirects: (string | null)[] = []
  const answers: FlowAnswer[] = []
  const actor = createActor(
    massPrintMachine.provide({
      actors: { prepareDocument: prepares.logic },
      actions: { redirectToDestination: ({ context }) => redirects.push(context.destination) },
    }),
    {
      input: { ...LINK, redirectPolicy },
      inspect: (event) => {
        const answer = flowAnswerOf(event)
        if (answer !== null) answers.push(answer)
      },
    },
  )
  actor.start()
  return { actor, prepares, redirects, answers }
}

describe('arriving', () => {
  it("asks for the batch's documents once with the link's token, type and batch as they came, and waits", () => {
    const { actor, prepares, redirects } = open()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('handling')).toBe(true)
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(true)
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    expect(snapshot.context.destination).toBeNull()
    expect(prepares.calls.map((call) => call.input)).toEqual([LINK])
    expect(redirects).toEqual([])
  })
})

describe('the documents are ready', () => {
  it.each([
    ['/demo/mass-print/42', 'https://login.example.org/demo/mass-print/42'],
    ['https://login.example.org/files/42.pdf', 'https://login.example.org/files/42.pdf'],
    ['https://product.example.org/print?batch=42', 'https://product.example.org/print?batch=42'],
  ])(
    'sends the browser from %s to %s, as the policy parsed it, and keeps the wait',
    async (url, destination) => {
      const { actor, prepares, redirects } = open()
      prepares.last()?.resolve({ kind: 'ready', url })
      await settle()
      const snapshot = actor.getSnapshot()
      expect(snapshot.matches('redirecting')).toBe(true)
      expect(snapshot.status).toBe('done')
      expect(snapshot.hasTag(LEAVING_PAGE)).toBe(true)
      expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(snapshot.context.destination).toBe(destination)
      expect(redirects).toEqual([destination])
    },
  )

  it.each([
    'javascript:alert(document.domain)',
    'https://evil.example/steal',
    '//evil.example/steal',
    '/',
    '',
  ])('shows the generic error and stays, without a retry, when the documents are at %j', async (url) => {
    const { actor, prepares, redirects } = open()
    prepares.last()?.resolve({ kind: 'ready', url })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('refused')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(LEAVING_PAGE)).toBe(false)
    expect(snapshot.context.destination).toBeNull()
    expect(redirects).toEqual([])
  })
})

describe('the link is refused', () => {
  it('says the link has expired (MASSPRINT_LINK_EXPIRED), goes nowhere and offers no retry', async () => {
    const { actor, prepares, redirects } = open()
    prepares.last()?.resolve({ kind: 'expired' })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('expired')).toBe(true)
    expect(snapshot.status).toBe('done')
    expect(snapshot.hasTag(CALL_IN_FLIGHT)).toBe(false)
    expect(snapshot.context.destination).toBeNull()
    expect(prepares.calls).toHaveLength(1)
    expect(redirects).toEqual([])
  })

  it.each([
    ['any other refusal', { kind: 'refused' }],
    ['an answer it does not know', { kind: 'somethingNew' }],
    ['an empty answer', undefined],
  ])('shows the generic error without a retry for %s', async (_case, outcome) => {
    const { actor, prepares, redirects } = open()
    prepares.last()?.resolve(outcome as PrepareDocumentOutcome)
    await settle()
    expect(actor.getSnapshot().matches('refused')).toBe(true)
    expect(actor.getSnapshot().status).toBe('done')
    expect(prepares.calls).toHaveLength(1)
    expect(redirects).toEqual([])
  })
})

describe('the call fails', () => {
  it.each([
    ['the server fails (500)', new UnexpectedResponseError(500, 'massprintaddfiletoredis')],
    ['the server does not answer in time', new RequestTimeoutError(15_000)],
    ['the network is down', new TypeError('Failed to fetch')],
  ])(
    'shows the generic error with a retry when %s, and asks again with the same link on it',
    async (_case, error) => {
      const { actor, prepares, redirects } = open()
      prepares.last()?.reject(error)
      await settle()
      expect(actor.getSnapshot().matches('failed')).toBe(true)
      expect(actor.getSnapshot().status).toBe('active')
      expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(false)
      expect(redirects).toEqual([])
      actor.send({ type: 'user.retry' })
      expect(actor.getSnapshot().matches('handling')).toBe(true)
      expect(actor.getSnapshot().hasTag(CALL_IN_FLIGHT)).toBe(true)
      expect(prepares.calls.map((call) => call.input)).toEqual([LINK, LINK])
      prepares.last()?.resolve({ kind: 'ready', url: '/demo/mass-print/42' })
      await settle()
      expect(redirects).toEqual(['https://login.example.org/demo/mass-print/42'])
    },
  )

  it('fails, rather than go anywhere or call the link refused, when the app provides no call', async () => {
    const actor = createActor(massPrintMachine, { input: { ...LINK, redirectPolicy } }).start()
    await waitFor(actor, (snapshot) => !snapshot.matches('handling'))
    expect(actor.getSnapshot().matches('failed')).toBe(true)
  })
})

describe('what field telemetry receives', () => {
  it('names the flow and the call, and the kind of each answer', async () => {
    const { prepares, answers, actor } = open()
    prepares.last()?.reject(new UnexpectedResponseError(502, 'massprintaddfiletoredis'))
    await settle()
    actor.send({ type: 'user.retry' })
    prepares.last()?.resolve({ kind: 'expired' })
    await settle()
    expect(answers).toEqual([
      { flow: 'massPrint', step: 'prepareDocument', failure: 'UnexpectedResponseError', status: 502 },
      { flow: 'massPrint', step: 'prepareDocument', kind: 'expired' },
    ])
  })
})
