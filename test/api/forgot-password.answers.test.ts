// @vitest-environment node
/**
 * POST /api/auth/forgotpassword, the answers the demo never gives, read by the adapter's own reading
 * (`outcomeOf`): spec section 8's messages. A refusal's first translationKey is shown; without one, "There's no
 * record of this email"; a 409 is "several accounts", whatever its body; a sent link shows the server's friendly
 * message, or none.
 */
import { describe, expect, it } from 'vitest'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { outcomeOf } from '../../src/api/endpoint'
import { forgotPasswordEndpoint } from '../../src/api/forgot-password'

const read = (status: number, body: unknown) => outcomeOf(forgotPasswordEndpoint, { status, body })
const message = (
  success: boolean | null,
  translationKey: string | null,
  friendlyMessage: string | null = null,
) => ({
  success,
  friendlyMessage,
  translationKey,
})

describe('POST /api/auth/forgotpassword: what each answer shows', () => {
  it('shows the friendly message of a sent link, or none when it is empty or missing', () => {
    expect(read(200, { token: null, messages: [message(true, null, 'Check your inbox.')] })).toEqual({
      kind: 'sent',
      friendlyMessage: 'Check your inbox.',
    })
    expect(read(200, { token: null, messages: [message(true, null, '')] })).toEqual({
      kind: 'sent',
      friendlyMessage: null,
    })
    expect(read(200, { token: 'abc', messages: [] })).toEqual({ kind: 'sent', friendlyMessage: null })
  })

  it('reads a first message without success: false as sent, whatever follows', () => {
    expect(
      read(200, { messages: [message(null, 'SENT_KEY', 'Sent.'), message(false, 'LATER_FAILURE')] }),
    ).toEqual({ kind: 'sent', friendlyMessage: 'Sent.' })
  })

  it('reads a 200 whose first message failed as not sent: its key, or no record', () => {
    expect(read(200, { messages: [message(false, 'ACCOUNT_NOT_ACTIVATED')] })).toEqual({
      kind: 'rejected',
      translationKey: 'ACCOUNT_NOT_ACTIVATED',
    })
    expect(read(200, { messages: [message(false, null), message(false, 'LATER_KEY')] })).toEqual({
      kind: 'noRecord',
    })
  })

  it.each([400, 404])('reads a %i with the first message’s key as that refusal', (status) => {
    expect(
      read(status, { token: null, messages: [message(false, 'ACCOUNT_LOCKED'), message(false, 'X')] }),
    ).toEqual({ kind: 'rejected', translationKey: 'ACCOUNT_LOCKED' })
  })

  it.each([
    ['a 400 without messages', 400, { token: null, messages: [] }],
    ['a 400 with a null body', 400, null],
    ['a 400 whose first message has an empty key', 400, { messages: [message(false, '')] }],
    ['a 404 without a body', 404, ''],
    ['a 404 with a null body', 404, null],
    ['a 404 without messages', 404, { messages: [] }],
  ])('reads %s as no record of the address', (_label, status, body) => {
    expect(read(status, body)).toEqual({ kind: 'noRecord' })
  })

  it.each([
    ['an error body', { data: { message: 'Several accounts.' } }],
    ['no body', ''],
    ['JSON of any shape', [1, 2]],
  ])('reads a 409 with %s as several accounts', (_label, body) => {
    expect(read(409, body)).toEqual({ kind: 'multipleUsers' })
  })

  it.each([
    ['a 400 without a body', 400, ''],
    ['a 200 without messages', 200, { token: null }],
    ['a 200 without a body', 200, ''],
    ['a 400 whose messages fail their schema', 400, { messages: 'nope' }],
    ['a 403', 403, { messages: [] }],
  ])('rejects %s as an unexpected failure', (_label, status, body) => {
    expect(() => read(status, body)).toThrow(UnexpectedResponseError)
  })
})
