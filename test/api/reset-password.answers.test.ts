// @vitest-environment node
/**
 * Saving a password chosen on an email link (POST /api/auth/resetpassword, and POST /api/higher-ed/register-new-user
 * for higher-education activations) and checking the link first (POST /api/auth/validateemailtoken): the answers
 * the demo never gives, read by each adapter's own reading (`outcomeOf`). A refusal is read from its message, not
 * its status (spec section 8): 'expired' (any case) is an expired link, 'used' a used one; otherwise a save shows
 * the generic error with what was typed kept, and a check an invalid link. A 409 or 410 without a body says it by
 * its status. An answer without the url to follow is an unexpected failure.
 */
import { describe, expect, it } from 'vitest'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { outcomeOf } from '../../src/api/endpoint'
import { refusalOf } from '../../src/api/link-refusal'
import { registerHigherEdEndpoint } from '../../src/api/register-higher-ed-user'
import { resetPasswordEndpoint } from '../../src/api/reset-password'
import { validateEmailTokenEndpoint } from '../../src/api/validate-email-token'

const error = (message: string | null) => ({ data: { message } })

describe.each([
  ['POST /api/auth/resetpassword', resetPasswordEndpoint],
  ['POST /api/higher-ed/register-new-user', registerHigherEdEndpoint],
])('%s: what each refusal shows', (_call, endpoint) => {
  const read = (status: number, body: unknown) => outcomeOf(endpoint, { status, body })

  it.each([400, 404])('reads a %i by its message: expired, used, or the generic error', (status) => {
    expect(read(status, error('This link has EXPIRED.'))).toEqual({ kind: 'expired' })
    expect(read(status, error('This link has already been used.'))).toEqual({ kind: 'used' })
    expect(read(status, error('The password is too weak.'))).toEqual({ kind: 'refused' })
    expect(read(status, error(null))).toEqual({ kind: 'refused' })
    expect(read(status, '')).toEqual({ kind: 'refused' })
    expect(read(status, null)).toEqual({ kind: 'refused' })
  })

  it('reads a 409 as used and a 410 as expired, with or without a body', () => {
    expect(read(409, '')).toEqual({ kind: 'used' })
    expect(read(409, error('Something else.'))).toEqual({ kind: 'used' })
    expect(read(410, '')).toEqual({ kind: 'expired' })
    expect(read(410, error('Something else.'))).toEqual({ kind: 'expired' })
  })

  it.each([
    ['a refusal whose message is not text', 400, { data: { message: 7 } }],
    ['a 409 with text that is not JSON', 409, 'Conflict'],
    ['a 200 without a body', 200, ''],
    ['a 403', 403, error('Forbidden')],
  ])('rejects %s as an unexpected failure', (_label, status, body) => {
    expect(() => read(status, body)).toThrow(UnexpectedResponseError)
  })
})

describe('POST /api/auth/resetpassword: the saved password’s url', () => {
  const read = (body: unknown) => outcomeOf(resetPasswordEndpoint, { status: 200, body })

  it('follows the url the answer gives', () => {
    expect(read({ data: { url: 'https://product.example.org/home' } })).toEqual({
      kind: 'saved',
      url: 'https://product.example.org/home',
    })
  })

  it.each([
    ['an empty url', { data: { url: '' } }],
    ['no url', { data: {} }],
    ['no data', {}],
  ])('rejects an answer with %s as an unexpected failure', (_label, body) => {
    expect(() => read(body)).toThrow(UnexpectedResponseError)
  })
})

describe('POST /api/higher-ed/register-new-user: where the answer carries the url', () => {
  const read = (body: unknown) => outcomeOf(registerHigherEdEndpoint, { status: 200, body })
  const url = 'https://product.example.org/higher-ed'

  it.each([
    [
      'the first of a list of results',
      [{ loginUrl: url }, { loginUrl: 'https://product.example.org/other' }],
    ],
    ['the result itself', { loginUrl: url }],
    ['the result under data', { data: { loginUrl: url } }],
  ])('follows the loginUrl of %s', (_label, body) => {
    expect(read(body)).toEqual({ kind: 'saved', url })
  })

  it.each([
    ['an empty list', []],
    ['a list whose first result has an empty url', [{ loginUrl: '' }, { loginUrl: url }]],
    ['an empty loginUrl', { loginUrl: '' }],
    ['an empty loginUrl under data', { data: { loginUrl: '' } }],
    ['no loginUrl', { url }],
  ])('rejects %s as an unexpected failure', (_label, body) => {
    expect(() => read(body)).toThrow(UnexpectedResponseError)
  })
})

describe('POST /api/auth/validateemailtoken: what a refused link shows', () => {
  const read = (status: number, body: unknown) => outcomeOf(validateEmailTokenEndpoint, { status, body })

  it.each([400, 404, 409, 410])('reads a %i by its message, not its status', (status) => {
    expect(read(status, error('This link has Expired.'))).toEqual({ kind: 'expired' })
    expect(read(status, error('This link was USED already.'))).toEqual({ kind: 'used' })
    expect(read(status, error('This link is not valid.'))).toEqual({ kind: 'invalid' })
    expect(read(status, error(''))).toEqual({ kind: 'invalid' })
    expect(read(status, '')).toEqual({ kind: 'invalid' })
  })

  it('gives the account of a good link, with the fields it may leave out as null', () => {
    expect(read(200, { data: { emailAddress: 'sam@example.org', userName: 'sam.student' } })).toEqual({
      kind: 'valid',
      account: {
        emailAddress: 'sam@example.org',
        userName: 'sam.student',
        activateName: null,
        activatedBy: null,
        institutionName: null,
      },
    })
  })
})

describe('refusalOf: what a refused link’s message says', () => {
  it.each([
    ['This link has expired.', 'expired'],
    ['MASSPRINT LINK EXPIRED', 'expired'],
    ['This link has already been used.', 'used'],
    ['USED', 'used'],
    ['This link expired and was used.', 'expired'],
    ['This link is not valid.', null],
    ['', null],
    [null, null],
    [undefined, null],
  ] as const)('reads %j as %j', (message, reading) => {
    expect(refusalOf(message)).toBe(reading)
  })
})
