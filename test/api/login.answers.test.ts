/**
 * POST /api/auth/login, the answers the demo never gives (spec sections 7 and 8, docs/decisions/003), each served
 * for its own username over real HTTP: a refusal by status alone shows USERNAME_OR_PASSWORD_NOT_FOUND whatever
 * its body, a sign-in without a token keeps none, and an answer the portal cannot act on (signed in without a
 * url, a forced reset without the account id or token) is an unexpected failure, the generic error.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { login } from '../../src/api/login'
import { withDemoServer } from '../support/browser-fetch'
import { rejection } from '../support/rejection'

const api = createDemoApi()

const signedInData = {
  errorMessage: null,
  isMustResetPassword: false,
  userAccountId: 12,
  jwtToken: 'jwt-1',
  url: 'https://product.example.org/home',
}

const CUSTOM: Readonly<Record<string, () => Response>> = {
  'empty-400': () => new Response(null, { status: 400 }),
  'message-401': () => Response.json({ data: { message: 'Unauthorized' } }, { status: 401 }),
  'odd-404': () => Response.json(['not', 'an', 'error', 'body'], { status: 404 }),
  'no-token': () => Response.json({ data: { ...signedInData, jwtToken: null } }),
  'token-missing': () => Response.json({ data: { url: 'https://product.example.org/home' } }),
  'empty-message': () => Response.json({ data: { ...signedInData, errorMessage: '' } }),
  'no-url': () => Response.json({ data: { ...signedInData, url: null } }),
  'empty-url': () => Response.json({ data: { ...signedInData, url: '' } }),
  'reset-account-zero': () =>
    Response.json({ data: { ...signedInData, isMustResetPassword: true, userAccountId: 0, url: null } }),
  'reset-no-account': () =>
    Response.json({ data: { ...signedInData, isMustResetPassword: true, userAccountId: null } }),
  'reset-account-missing': () => Response.json({ data: { isMustResetPassword: true, jwtToken: 'reset-1' } }),
  'reset-no-token': () =>
    Response.json({ data: { ...signedInData, isMustResetPassword: true, jwtToken: null } }),
  'reset-empty-token': () =>
    Response.json({ data: { ...signedInData, isMustResetPassword: true, jwtToken: '' } }),
  'refused-and-reset': () =>
    Response.json({ data: { ...signedInData, isMustResetPassword: true, errorMessage: 'Account locked.' } }),
  'server-409': () => Response.json({ data: { message: 'Conflict' } }, { status: 409 }),
}

const demo = withDemoServer({
  handler: async (request) => {
    if (new URL(request.url).pathname.startsWith('/api/auth/login')) {
      const { Username } = (await request.clone().json()) as { Username: string }
      const custom = CUSTOM[Username]
      if (custom !== undefined) return custom()
    }
    return api(request)
  },
})

const signIn = (username: string) =>
  login(
    { username, password: 'Demo-pass-1', remember: false, signInPage: { kind: 'standard' }, redirect: null },
    { selectedLanguage: 0 },
  )

describe('POST /api/auth/login: the answers the demo never gives', () => {
  beforeEach(() => demo.visitPage())

  it.each([
    ['a 400 without a body', 'empty-400'],
    ['a 401 with an error message', 'message-401'],
    ['a 404 with a body of any shape', 'odd-404'],
  ])('reads %s as USERNAME_OR_PASSWORD_NOT_FOUND', async (_label, username) => {
    expect(await signIn(username)).toEqual({ kind: 'notFound' })
  })

  it('sends a standard sign-in without ?redirect= at its bare path', async () => {
    await signIn('empty-400')
    expect(demo.requests.at(-1)?.url.href).toBe(`${location.origin}/api/auth/login`)
  })

  it('keeps no token when the sign-in answers none', async () => {
    expect(await signIn('no-token')).toEqual({
      kind: 'signedIn',
      url: 'https://product.example.org/home',
      appToken: null,
    })
    expect(await signIn('token-missing')).toEqual({
      kind: 'signedIn',
      url: 'https://product.example.org/home',
      appToken: null,
    })
  })

  it('signs in when the error message is empty', async () => {
    expect(await signIn('empty-message')).toEqual({
      kind: 'signedIn',
      url: 'https://product.example.org/home',
      appToken: 'jwt-1',
    })
  })

  it('shows the server’s message, not a forced reset, when the answer carries both', async () => {
    expect(await signIn('refused-and-reset')).toEqual({ kind: 'rejected', message: 'Account locked.' })
  })

  it('asks for a new password for account 0, whose id is still an id', async () => {
    expect(await signIn('reset-account-zero')).toEqual({
      kind: 'mustReset',
      account: { userAccountId: 0, token: 'jwt-1' },
    })
  })

  // What the failure says is for whoever reads the error (the person is shown the generic error).
  const NO_URL = 'signed in without a url'
  const NO_ACCOUNT = 'must-reset answer without account id or token'
  it.each([
    ['signed in without a url', 'no-url', NO_URL],
    ['signed in with an empty url', 'empty-url', NO_URL],
    ['a forced reset without an account id', 'reset-no-account', NO_ACCOUNT],
    ['a forced reset whose account id is missing', 'reset-account-missing', NO_ACCOUNT],
    ['a forced reset without a token', 'reset-no-token', NO_ACCOUNT],
    ['a forced reset with an empty token', 'reset-empty-token', NO_ACCOUNT],
    ['a 409, which is not about the credentials', 'server-409', 'POST /api/auth/login'],
  ])('rejects %s as an unexpected failure, saying why', async (_label, username, detail) => {
    const error = await rejection(signIn(username))
    expect(error.status).toBe(username === 'server-409' ? 409 : 200)
    expect(error.detail).toContain(detail)
  })
})
