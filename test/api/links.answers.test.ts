// @vitest-environment node
/**
 * The answers the demo never gives, for the smaller endpoints, read by each adapter's own reading (`outcomeOf`),
 * and the requests each refuses to send (its request schema): the kept token's automatic sign-in, the email
 * confirmations and their resend, the mass-print link, the workspace chooser, portfolio linking, the forced new
 * password, the family look-up and logging out. What each outcome shows is in the endpoint's description.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { confirmUsernameChangeEndpoint } from '../../src/api/confirm-username-change'
import { emailLinkPayload, EmailLinkPayloadSchema } from '../../src/api/email-link'
import { outcomeOf } from '../../src/api/endpoint'
import { familyDataEndpoint, FamilyDataPayloadSchema } from '../../src/api/family-data'
import { logOutEndpoint } from '../../src/api/log-out'
import { massPrintEndpoint, MassPrintPayloadSchema } from '../../src/api/mass-print'
import { mustResetPasswordEndpoint, MustResetPayloadSchema } from '../../src/api/must-reset-password'
import { personalEmailVerifyEndpoint } from '../../src/api/personal-email-verify'
import { portfolioLinkingEndpoint, PortfolioLinkingPayloadSchema } from '../../src/api/portfolio-linking'
import { resumeSessionEndpoint, ResumeSessionPayloadSchema } from '../../src/api/login'
import { resendVerificationEndpoint } from '../../src/api/resend-verification'
import { switchAccountEndpoint, SwitchAccountQuerySchema } from '../../src/api/switch-account'

const error = (message: string | null) => ({ data: { message } })
const isSent = (schema: v.GenericSchema, request: unknown) => v.safeParse(schema, request).success

describe('POST /api/auth/redirect: a kept token', () => {
  const read = (status: number, body: unknown) => outcomeOf(resumeSessionEndpoint, { status, body })
  const url = 'https://product.example.org/home'

  it('resumes at the url when the answer has no error message', () => {
    expect(read(200, { data: { url, errorMessage: null } })).toEqual({ kind: 'resumed', url })
    expect(read(200, { data: { url, errorMessage: '' } })).toEqual({ kind: 'resumed', url })
    expect(read(200, { data: { url } })).toEqual({ kind: 'resumed', url })
  })

  it.each([
    ['an error message beside the url', { data: { url, errorMessage: 'The session has ended.' } }],
    ['no url', { data: { url: null, errorMessage: null } }],
    ['an empty url', { data: { url: '', errorMessage: null } }],
  ])('is refused by a 200 with %s', (_label, body) => {
    expect(read(200, body)).toEqual({ kind: 'refused' })
  })

  it.each([400, 401, 404])('is refused by a %i, whatever its body', (status) => {
    expect(read(status, '')).toEqual({ kind: 'refused' })
    expect(read(status, error('The session has ended.'))).toEqual({ kind: 'refused' })
    expect(read(status, [1])).toEqual({ kind: 'refused' })
  })

  it('rejects a 200 without data, or a 500, as an unexpected failure', () => {
    expect(() => read(200, { url })).toThrow(UnexpectedResponseError)
    expect(() => read(500, '')).toThrow(UnexpectedResponseError)
  })

  it('never sends an empty token', () => {
    expect(isSent(ResumeSessionPayloadSchema, { Token: '' })).toBe(false)
    expect(isSent(ResumeSessionPayloadSchema, { Token: 'app-token-1' })).toBe(true)
  })
})

describe.each([
  [
    'POST /api/auth/personalemailverify',
    personalEmailVerifyEndpoint,
    { data: { email: 'vera@example.net' } },
  ],
  [
    'POST /api/auth/confirmUserNameChange',
    confirmUsernameChangeEndpoint,
    { data: { newEmail: 'vera@example.net' } },
  ],
])('%s: a confirmation link', (_call, endpoint, confirmed) => {
  const read = (status: number, body: unknown) => outcomeOf(endpoint, { status, body })

  it('confirms the address the answer gives', () => {
    expect(read(200, confirmed)).toEqual({ kind: 'confirmed', email: 'vera@example.net' })
  })

  it('reads a 409 as used and a 410 as expired, with the server’s message or none', () => {
    expect(read(409, error('Already used.'))).toEqual({ kind: 'used', message: 'Already used.' })
    expect(read(409, '')).toEqual({ kind: 'used', message: null })
    expect(read(409, error(''))).toEqual({ kind: 'used', message: null })
    expect(read(410, error('Expired.'))).toEqual({ kind: 'expired', message: 'Expired.' })
    expect(read(410, '')).toEqual({ kind: 'expired', message: null })
    expect(read(410, null)).toEqual({ kind: 'expired', message: null })
  })

  it.each([
    ['a 404', 404, error('This link is not valid.')],
    ['a 400', 400, ''],
    ['a 200 of the other confirmation’s shape', 200, { data: { address: 'vera@example.net' } }],
  ])('rejects %s as an unexpected failure', (_label, status, body) => {
    expect(() => read(status, body)).toThrow(UnexpectedResponseError)
  })
})

describe('the email links’ four values', () => {
  const link = { token: 'tok-1', tokenType: 'PersonalEmail', languageType: 3, translationLanguage: 'fr-CA' }

  it('are sent as they are', () => {
    expect(emailLinkPayload(link)).toEqual({
      Token: 'tok-1',
      tokenType: 'PersonalEmail',
      languageType: 3,
      translationLanguage: 'fr-CA',
    })
  })

  it.each([
    ['an empty token', { token: '' }],
    ['an empty token type', { tokenType: '' }],
    ['an empty language', { translationLanguage: '' }],
    ['language id 0', { languageType: 0 }],
    ['language id 9', { languageType: 9 }],
    ['a fractional language id', { languageType: 1.5 }],
  ])('are never sent with %s', (_label, change) => {
    expect(isSent(EmailLinkPayloadSchema, emailLinkPayload({ ...link, ...change }))).toBe(false)
  })

  it.each([1, 8])('are sent with language id %i', (languageType) => {
    expect(isSent(EmailLinkPayloadSchema, emailLinkPayload({ ...link, languageType }))).toBe(true)
  })
})

describe('POST /api/auth/resendverification: only success matters', () => {
  const read = (status: number, body: unknown) => outcomeOf(resendVerificationEndpoint, { status, body })

  it('reads any 200 as sent, with or without a body', () => {
    expect(read(200, '')).toEqual({ kind: 'sent' })
    expect(read(200, { data: { success: false } })).toEqual({ kind: 'sent' })
  })

  it.each([400, 404, 409, 410])('rejects a %i as a failed resend', (status) => {
    expect(() => read(status, error('No.'))).toThrow(UnexpectedResponseError)
  })
})

describe('POST /api/auth/massprintaddfiletoredis: a mass-print link', () => {
  const read = (status: number, body: unknown) => outcomeOf(massPrintEndpoint, { status, body })

  it.each([400, 404, 409, 410])(
    'reads a %i whose message says expired as expired, any other as refused',
    (status) => {
      expect(read(status, error('MASSPRINT LINK EXPIRED'))).toEqual({ kind: 'expired' })
      expect(read(status, error('The link has expired.'))).toEqual({ kind: 'expired' })
      expect(read(status, error('This link has already been used.'))).toEqual({ kind: 'refused' })
      expect(read(status, '')).toEqual({ kind: 'refused' })
    },
  )

  it('rejects a 200 without a url as an unexpected failure', () => {
    expect(() => read(200, { data: { url: '' } })).toThrow(UnexpectedResponseError)
  })

  it('never sends an empty value of the link', () => {
    const request = { Token: 'tok-1', MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '42' }
    expect(isSent(MassPrintPayloadSchema, request)).toBe(true)
    for (const key of Object.keys(request)) {
      expect(isSent(MassPrintPayloadSchema, { ...request, [key]: '' }), key).toBe(false)
    }
  })
})

describe('GET /api/auth/switchaccount: the workspace chooser', () => {
  const read = (body: unknown) => outcomeOf(switchAccountEndpoint, { status: 200, body })
  const entry = (userType: number) => ({ userType, url: `https://product.example.org/${userType}` })

  it('gives one card per known type, in the order given', () => {
    expect(read({ data: [1, 2, 3, 4, 5].map(entry) })).toEqual({
      kind: 'listed',
      workspaces: [
        { type: 'Student', url: 'https://product.example.org/1' },
        { type: 'Family', url: 'https://product.example.org/2' },
        { type: 'InspireUser', url: 'https://product.example.org/3' },
        { type: 'Educator', url: 'https://product.example.org/4' },
        { type: 'HigherEd', url: 'https://product.example.org/5' },
      ],
    })
  })

  it('leaves out an entry of a type it does not know, and keeps the others', () => {
    expect(read({ data: [entry(0), entry(6), entry(2)] })).toEqual({
      kind: 'listed',
      workspaces: [{ type: 'Family', url: 'https://product.example.org/2' }],
    })
  })

  it('reads an empty list as listed with no cards, and no list as missing', () => {
    expect(read({ data: [] })).toEqual({ kind: 'listed', workspaces: [] })
    expect(read({ data: null })).toEqual({ kind: 'missing' })
    expect(read({})).toEqual({ kind: 'missing' })
  })

  it('never asks without a key', () => {
    expect(isSent(SwitchAccountQuerySchema, { k: '' })).toBe(false)
  })
})

describe('POST /api/auth/portfolioLinking', () => {
  const read = (status: number, body: unknown) => outcomeOf(portfolioLinkingEndpoint, { status, body })

  it('reads a 401 as not found, whatever its body', () => {
    expect(read(401, '')).toEqual({ kind: 'notFound' })
    expect(read(401, [1])).toEqual({ kind: 'notFound' })
  })

  it('never sends a blank field', () => {
    const request = { Username: 'sam', Password: 'pw', SsoToken: 'k' }
    expect(isSent(PortfolioLinkingPayloadSchema, request)).toBe(true)
    for (const key of Object.keys(request)) {
      expect(isSent(PortfolioLinkingPayloadSchema, { ...request, [key]: '' }), key).toBe(false)
    }
  })
})

describe('POST /api/auth/mustresetpassword', () => {
  const read = (status: number, body: unknown) => outcomeOf(mustResetPasswordEndpoint, { status, body })

  it('reads any 200 as saved, with or without a body', () => {
    expect(read(200, '')).toEqual({ kind: 'saved' })
    expect(read(200, { data: { success: false } })).toEqual({ kind: 'saved' })
  })

  it('rejects a 400 as a failure the person can retry', () => {
    expect(() => read(400, error('Weak password.'))).toThrow(UnexpectedResponseError)
  })

  it('sends an account id given as text, and only the forced reset’s type', () => {
    const request = {
      UserAccountId: '7',
      Password: 'Demo-pass-1',
      resetPasswordType: 'MustResetPassword',
      Token: 't',
    }
    expect(isSent(MustResetPayloadSchema, request)).toBe(true)
    expect(isSent(MustResetPayloadSchema, { ...request, resetPasswordType: 'ResetPassword' })).toBe(false)
  })
})

describe('POST /api/auth/familydataget', () => {
  it('gives the parent’s name and the students', () => {
    expect(
      outcomeOf(familyDataEndpoint, {
        status: 200,
        body: { data: { parent: { userName: 'Paula Parent' }, students: [] } },
      }),
    ).toEqual({ kind: 'found', family: { parentName: 'Paula Parent', students: [] } })
  })

  it('rejects a 404 as an unexpected failure: the form goes on without the names', () => {
    expect(() => outcomeOf(familyDataEndpoint, { status: 404, body: '' })).toThrow(UnexpectedResponseError)
  })

  it('never asks without the link’s token, but does with an empty address', () => {
    expect(isSent(FamilyDataPayloadSchema, { k: '', email: 'p@example.org' })).toBe(false)
    expect(isSent(FamilyDataPayloadSchema, { k: 'tok-1', email: '' })).toBe(true)
  })
})

describe('POST /api/auth/logout', () => {
  it.each([
    [200, { data: { success: true } }],
    [204, undefined],
    [204, ''],
    [401, error('Logged out.')],
  ])('reads a %i as logged out', (status, body) => {
    expect(outcomeOf(logOutEndpoint, { status, body })).toEqual({ kind: 'loggedOut' })
  })

  it('rejects a 403 as an unexpected failure', () => {
    expect(() => outcomeOf(logOutEndpoint, { status: 403, body: '' })).toThrow(UnexpectedResponseError)
  })
})
