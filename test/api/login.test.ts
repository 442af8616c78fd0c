import { beforeEach, describe, expect, it } from 'vitest'
import { login, resumeSession } from '../../src/api/login'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { readCookie } from '../../src/kept-in-browser'
import { CREDENTIALS_REFUSED } from '../../demo-api/endpoints/login'
import { withDemoServer } from '../support/browser-fetch'

const demo = withDemoServer()
const standard = { kind: 'standard' } as const
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const credentials = (username: string, password = 'Demo-pass-1') => ({
  username,
  password,
  remember: true,
  signInPage: standard,
  redirect: null,
})

describe('POST /api/auth/login', () => {
  beforeEach(() => demo.visitPage())

  it('signs a known student in and returns the url to follow and the token to keep', async () => {
    const outcome = await login(credentials('sam.student'), { selectedLanguage: 0 })
    expect(outcome).toMatchObject({ kind: 'signedIn', appToken: expect.any(String) })
    expect(outcome.kind === 'signedIn' && new URL(outcome.url).pathname).toBe('/demo/signed-in')
  })

  it('sends the login request of spec section 3 as JSON with an empty Device header and the XSRF token', async () => {
    await login(credentials('sam.student'), { selectedLanguage: 1 })
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.url.pathname).toBe('/api/auth/login')
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.headers.get('device')).toBe('')
    expect(sent?.headers.get('x-xsrf-token')).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
    expect(sent?.body).toEqual({
      Username: 'sam.student',
      Password: 'Demo-pass-1',
      RequestId: expect.stringMatching(UUID),
      SelectedLanguage: 1,
      remember: true,
    })
  })

  it('makes a fresh RequestId for every attempt', async () => {
    await login(credentials('sam.student', 'nope'), { selectedLanguage: 0 })
    await login(credentials('sam.student', 'nope'), { selectedLanguage: 0 })
    const [first, second] = demo.requests.map((request) => (request.body as { RequestId: string }).RequestId)
    expect(first).not.toBe(second)
  })

  it('posts the SD sign-in page to /api/auth/loginSD and carries ?redirect= into the call', async () => {
    await login(
      { ...credentials('sam.student'), signInPage: { kind: 'sd' }, redirect: '/planner?tab=2' },
      {
        selectedLanguage: 0,
      },
    )
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/loginSD')
    expect(sent?.url.searchParams.get('redirect')).toBe('/planner?tab=2')
  })

  it("returns the server's errorMessage for a wrong password, and the same for an unknown username", async () => {
    const refused = {
      kind: 'rejected',
      message: 'The username or password you entered is incorrect. Check them and try again.',
    }
    expect(await login(credentials('sam.student', 'wrong'), { selectedLanguage: 0 })).toEqual(refused)
    expect(await login(credentials('nobody.here'), { selectedLanguage: 0 })).toEqual(refused)
  })

  it('returns the refusal in French when the page is in French', async () => {
    expect(await login(credentials('nobody.here'), { selectedLanguage: 1 })).toEqual({
      kind: 'rejected',
      message: CREDENTIALS_REFUSED.fr,
    })
  })

  it('returns the account id and token for an account that must choose a new password', async () => {
    expect(await login(credentials('max.mustreset'), { selectedLanguage: 0 })).toEqual({
      kind: 'mustReset',
      account: { userAccountId: expect.anything(), token: expect.any(String) },
    })
  })

  it('treats a refused XSRF check (403) as an unexpected failure, not as wrong credentials', async () => {
    demo.forgetCookies()
    await expect(login(credentials('sam.student'), { selectedLanguage: 0 })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    )
    expect(demo.requests.at(-1)?.headers.get('x-xsrf-token')).toBeNull()
  })

  it.each([
    ['a 500', 'fault.server'],
    ['an HTML body', 'fault.garbled'],
    ['a body that fails its schema', 'fault.schema'],
  ])('rejects with an unexpected failure on %s', async (_label, username) => {
    await expect(login(credentials(username), { selectedLanguage: 0 })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    )
  })
})

describe('POST /api/auth/redirect', () => {
  beforeEach(() => demo.visitPage())

  it('turns a kept appToken into the signed-in url', async () => {
    const signedIn = await login(
      {
        username: 'pat.parent',
        password: 'Demo-pass-1',
        remember: true,
        signInPage: { kind: 'standard' },
        redirect: null,
      },
      { selectedLanguage: 0 },
    )
    if (signedIn.kind !== 'signedIn' || signedIn.appToken === null) throw new Error('demo login failed')
    const outcome = await resumeSession(signedIn.appToken)
    expect(outcome).toEqual({ kind: 'resumed', url: signedIn.url })
    expect(demo.requests.at(-1)?.body).toEqual({ Token: signedIn.appToken })
  })

  it('refuses a token the server no longer knows', async () => {
    expect(await resumeSession('stale-token')).toEqual({ kind: 'refused' })
  })

  it('sends nothing once the caller has cancelled (the person left the page)', async () => {
    const sentBefore = demo.requests.length
    const caller = new AbortController()
    caller.abort(new Error('the person left'))
    await expect(resumeSession('stale-token', caller.signal)).rejects.toThrow('the person left')
    expect(demo.requests.length).toBe(sentBefore)
  })
})
