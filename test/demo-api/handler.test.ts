// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SLOW_SIGN_IN_MS } from '../../demo-api/accounts'
import { createDemoApi, xsrfCookieHeader, type DemoApi } from '../../demo-api/handler'

const ORIGIN = 'http://portal.test:5173'
const XSRF = 'test-xsrf-token'

interface PostOptions {
  /** The XSRF-TOKEN cookie to send; null sends none. */
  cookie?: string | null
  /** The X-XSRF-TOKEN header to send; null sends none. */
  xsrfHeader?: string | null
  headers?: Record<string, string>
  rawBody?: string
}

function post(path: string, body: unknown, options: PostOptions = {}): Request {
  const cookie = options.cookie === undefined ? XSRF : options.cookie
  const xsrfHeader = options.xsrfHeader === undefined ? XSRF : options.xsrfHeader
  const headers = new Headers({ 'Content-Type': 'application/json', Device: '', ...options.headers })
  if (cookie !== null) headers.set('Cookie', `XSRF-TOKEN=${cookie}`)
  if (xsrfHeader !== null) headers.set('X-XSRF-TOKEN', xsrfHeader)
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: options.rawBody ?? JSON.stringify(body),
  })
}

function get(path: string, cookie: string | null = XSRF): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: cookie === null ? {} : { Cookie: `XSRF-TOKEN=${cookie}` },
  })
}

function loginBody(username: string, password = DEMO_PASSWORD): Record<string, unknown> {
  return {
    Username: username,
    Password: password,
    RequestId: crypto.randomUUID(),
    SelectedLanguage: 0,
    remember: false,
  }
}

function forgotBody(email: string, translationLanguage = 'en-CA'): Record<string, unknown> {
  const languageTypes: Record<string, number> = { 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 }
  const languageType = languageTypes[translationLanguage] ?? 1
  return { email, languageType, translationLanguage }
}

interface LoginData {
  errorMessage: string | null
  isMustResetPassword: boolean | null
  userAccountId: number | null
  jwtToken: string | null
  url: string | null
}

async function jsonOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as T
}

async function loginData(response: Response): Promise<LoginData> {
  return (await jsonOf<{ data: LoginData }>(response)).data
}

async function signIn(api: DemoApi, username: string, path = '/api/auth/login'): Promise<LoginData> {
  const response = await api(post(path, loginBody(username)))
  expect(response.status).toBe(200)
  return loginData(response)
}

function sessionFrom(url: string | null): string {
  const session = url === null ? null : new URL(url).searchParams.get('session')
  if (session === null) throw new Error(`no session in ${String(url)}`)
  return session
}

function accountId(username: string): number {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username)
  if (account === undefined) throw new Error(`no seeded account ${username}`)
  return account.userAccountId
}

function signOutRequest(fields: Record<string, string>, cookie: string | null = XSRF): Request {
  return new Request(`${ORIGIN}/demo/sign-out`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie === null ? {} : { Cookie: `XSRF-TOKEN=${cookie}` }),
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('seeded accounts', () => {
  it('gives every account a unique username and id, and numbers matching the type names', () => {
    const numbers = { Student: 1, Family: 2, InspireUser: 3, Educator: 4, HigherEd: 5 }
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.username)).size).toBe(DEMO_ACCOUNTS.length)
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.userAccountId)).size).toBe(DEMO_ACCOUNTS.length)
    for (const account of DEMO_ACCOUNTS) {
      expect(account.userTypes).toEqual(account.userTypeNames.map((name) => numbers[name]))
      expect(account.demonstrates).not.toBe('')
    }
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers a session url on the request origin', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    expect(data).toEqual({
      errorMessage: null,
      isMustResetPassword: false,
      userAccountId: accountId('sam.student'),
      jwtToken: expect.any(String),
      url: `${ORIGIN}/demo/signed-in?session=${data.jwtToken}`,
    })
  })

  it('hands out a different token on every sign-in', async () => {
    const api = createDemoApi()
    const first = await signIn(api, 'sam.student')
    const second = await signIn(api, 'sam.student')
    expect(first.jwtToken).not.toBe(second.jwtToken)
  })

  it('matches the username case-insensitively and ignores surrounding spaces', async () => {
    const data = await signIn(createDemoApi(), '  Sam.STUDENT ')
    expect(data.userAccountId).toBe(accountId('sam.student'))
  })

  it('accepts the email address in place of the username', async () => {
    const data = await signIn(createDemoApi(), 'Eve.Educator@Example.org')
    expect(data.userAccountId).toBe(accountId('eve.educator'))
  })

  it('answers 401 "Unknown username" for an account that does not exist', async () => {
    const response = await createDemoApi()(post('/api/auth/login', loginBody('nobody')))
    expect(response.status).toBe(401)
    expect(await jsonOf(response)).toEqual({ data: { message: 'Unknown username' } })
  })

  it('answers 200 with an errorMessage and null fields for a wrong password', async () => {
    const response = await createDemoApi()(post('/api/auth/login', loginBody('sam.student', 'nope')))
    expect(response.status).toBe(200)
    expect(await loginData(response)).toEqual({
      errorMessage: 'The password you entered is incorrect.',
      isMustResetPassword: null,
      userAccountId: null,
      jwtToken: null,
      url: null,
    })
  })

  it('asks for the username when several accounts share the email used to sign in', async () => {
    const data = await signIn(createDemoApi(), 'shared@example.org')
    expect(data.errorMessage).toMatch(/username/)
    expect(data.url).toBeNull()
  })

  it('tells a not-activated account that it has not been activated', async () => {
    const data = await signIn(createDemoApi(), 'ina.inactive')
    expect(data).toMatchObject({ errorMessage: 'This account has not been activated yet.', url: null })
  })

  it('asks max.mustreset to choose a new password, with a reset token and no url', async () => {
    const data = await signIn(createDemoApi(), 'max.mustreset')
    expect(data).toEqual({
      errorMessage: null,
      isMustResetPassword: true,
      userAccountId: accountId('max.mustreset'),
      jwtToken: expect.any(String),
      url: null,
    })
  })

  it('appends the requested redirect to the signed-in url', async () => {
    const redirect = '/planner?tab=goals&x=1'
    const data = await signIn(
      createDemoApi(),
      'sam.student',
      `/api/auth/login?redirect=${encodeURIComponent(redirect)}`,
    )
    const url = new URL(data.url ?? '')
    expect(data.url).toContain(`&redirect=${encodeURIComponent(redirect)}`)
    expect(url.searchParams.get('redirect')).toBe(redirect)
  })

  it('signs in through loginSD as well', async () => {
    const data = await signIn(createDemoApi(), 'pat.parent', '/api/auth/loginSD')
    expect(data.userAccountId).toBe(accountId('pat.parent'))
    expect(data.url).toMatch(/\/demo\/signed-in\?session=/)
  })

  it.each([
    ['a missing Username', { Username: undefined }],
    ['a non-string Password', { Password: 12345678 }],
    ['a RequestId that is not a uuid', { RequestId: 'not-a-uuid' }],
    ['a SelectedLanguage other than 0 or 1', { SelectedLanguage: 2 }],
    ['a non-boolean remember', { remember: 'yes' }],
  ])('answers 400 with a message for %s', async (_, change) => {
    const response = await createDemoApi()(
      post('/api/auth/login', { ...loginBody('sam.student'), ...change }),
    )
    expect(response.status).toBe(400)
    const body = await jsonOf<{ data: { message: string } }>(response)
    expect(body.data.message).toEqual(expect.any(String))
  })

  it.each([
    ['invalid JSON', '{"Username":'],
    ['a JSON array', '[]'],
    ['JSON null', 'null'],
  ])('answers 400 for a body that is %s', async (_, rawBody) => {
    const response = await createDemoApi()(post('/api/auth/login', null, { rawBody }))
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })

  it('answers 400 when the Device header is missing', async () => {
    const request = post('/api/auth/login', loginBody('sam.student'))
    request.headers.delete('Device')
    const response = await createDemoApi()(request)
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: 'The Device header is required.' } })
  })

  it('answers 400 when the Content-Type is not JSON', async () => {
    const request = post('/api/auth/login', loginBody('sam.student'), {
      headers: { 'Content-Type': 'text/plain' },
    })
    const response = await createDemoApi()(request)
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: 'Content-Type must be application/json.' } })
  })

  it('accepts a JSON Content-Type with a charset', async () => {
    const request = post('/api/auth/login', loginBody('sam.student'), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    expect((await createDemoApi()(request)).status).toBe(200)
  })
})

describe('fault accounts', () => {
  it('answers 500 for fault.server', async () => {
    const response = await createDemoApi()(post('/api/auth/login', loginBody('fault.server', 'anything')))
    expect(response.status).toBe(500)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })

  it('answers 200 with an HTML body for fault.garbled', async () => {
    const response = await createDemoApi()(post('/api/auth/login', loginBody('fault.garbled', 'anything')))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe('<html>oops</html>')
  })

  it('answers JSON that breaks the schema for fault.schema', async () => {
    const response = await createDemoApi()(post('/api/auth/login', loginBody('fault.schema', 'anything')))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { url: 42 } })
  })

  it('signs fault.unsafe in with a javascript: url, also when the session is resumed', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'fault.unsafe')
    expect(data).toMatchObject({ errorMessage: null, url: 'javascript:alert(document.domain)' })
    const resumed = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(await jsonOf(resumed)).toEqual({
      data: { url: 'javascript:alert(document.domain)', errorMessage: null },
    })
  })

  it('signs fault.offsite in with an offsite url', async () => {
    const data = await signIn(createDemoApi(), 'fault.offsite')
    expect(data.url).toBe('https://evil.example/steal')
  })

  it('makes fault.slow wait 2500 ms and then sign in as a Student', async () => {
    const delay = vi.fn(() => Promise.resolve())
    const api = createDemoApi({ delay })
    const response = await api(post('/api/auth/login', loginBody('fault.slow', 'whatever')))
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_SIGN_IN_MS)
    expect(SLOW_SIGN_IN_MS).toBe(2500)
    const data = await loginData(response)
    expect(data).toMatchObject({ errorMessage: null, isMustResetPassword: false })
    const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))).text()
    expect(page).toContain('You are signed in as Fault Slow (Student)')
  })
})

describe('POST /api/auth/redirect', () => {
  it('answers the signed-in url for the token of a live session', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'ida.inspire', '/api/auth/loginSD?redirect=%2Fgoals')
    const response = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { url: data.url, errorMessage: null } })
  })

  it('answers 401 "Session expired" for a token it does not know', async () => {
    const response = await createDemoApi()(post('/api/auth/redirect', { Token: 'stale' }))
    expect(response.status).toBe(401)
    expect(await jsonOf(response)).toEqual({ data: { message: 'Session expired' } })
  })

  it('does not treat a must-reset token as a session', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'max.mustreset')
    const response = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(response.status).toBe(401)
  })

  it('answers 400 when Token is not a string', async () => {
    const response = await createDemoApi()(post('/api/auth/redirect', { Token: 7 }))
    expect(response.status).toBe(400)
  })
})

describe('POST /api/auth/forgotpassword', () => {
  it('sends the link to the one account with that email and records the mail', async () => {
    const api = createDemoApi()
    const response = await api(post('/api/auth/forgotpassword', forgotBody('sam.student@example.org')))
    expect(response.status).toBe(200)
    const body = await jsonOf<{ token: string }>(response)
    expect(body).toEqual({
      token: expect.any(String),
      messages: [
        {
          success: true,
          friendlyMessage: 'If the address is right, the email arrives within 5 minutes.',
          translationKey: null,
        },
      ],
    })
    expect(api.sentMails()).toEqual([
      {
        to: 'sam.student@example.org',
        username: 'sam.student',
        userAccountId: accountId('sam.student'),
        token: body.token,
        languageType: 1,
        translationLanguage: 'en-CA',
      },
    ])
  })

  it.each([
    ['fr-CA', 'Si l’adresse est la bonne, le courriel arrivera d’ici 5 minutes.'],
    ['en-GB', 'If the address is right, the email arrives within 5 minutes.'],
  ])('answers the confirmation in %s', async (language, sentence) => {
    const response = await createDemoApi()(
      post('/api/auth/forgotpassword', forgotBody('pat.parent@example.org', language)),
    )
    const body = await jsonOf<{ messages: Array<{ friendlyMessage: string }> }>(response)
    expect(body.messages[0]?.friendlyMessage).toBe(sentence)
  })

  it('compares the email case-insensitively', async () => {
    const response = await createDemoApi()(
      post('/api/auth/forgotpassword', forgotBody(' Pat.Parent@EXAMPLE.org')),
    )
    expect(response.status).toBe(200)
  })

  it('answers 409 when two accounts share the email', async () => {
    const api = createDemoApi()
    const response = await api(post('/api/auth/forgotpassword', forgotBody('shared@example.org')))
    expect(response.status).toBe(409)
    expect(await jsonOf(response)).toEqual({
      token: null,
      messages: [{ success: false, friendlyMessage: null, translationKey: 'MULTIPLE_USER_FOUND_ERROR' }],
    })
    expect(api.sentMails()).toEqual([])
  })

  it('answers 400 ACCOUNT_NOT_ACTIVATED for an account that is not activated', async () => {
    const response = await createDemoApi()(
      post('/api/auth/forgotpassword', forgotBody('ina.inactive@example.org')),
    )
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({
      token: null,
      messages: [{ success: false, friendlyMessage: null, translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
    })
  })

  it('answers 404 with no messages for an email it does not know', async () => {
    const response = await createDemoApi()(post('/api/auth/forgotpassword', forgotBody('nobody@example.org')))
    expect(response.status).toBe(404)
    expect(await jsonOf(response)).toEqual({ token: null, messages: [] })
  })

  it.each([
    [
      'a languageType outside 1, 3 and 8',
      { email: 'sam.student@example.org', languageType: 2, translationLanguage: 'en-CA' },
    ],
    [
      'an unsupported translationLanguage',
      { email: 'sam.student@example.org', languageType: 1, translationLanguage: 'de-DE' },
    ],
    ['a missing email', { languageType: 1, translationLanguage: 'en-CA' }],
  ])('answers 400 with a message for %s', async (_, body) => {
    const response = await createDemoApi()(post('/api/auth/forgotpassword', body))
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })
})

describe('POST /api/auth/mustresetpassword', () => {
  function resetBody(userAccountId: number | string, token: unknown, password = 'New-pass-22') {
    return {
      UserAccountId: userAccountId,
      Password: password,
      resetPasswordType: 'MustResetPassword',
      Token: token,
    }
  }

  it('saves the new password, after which the account signs in normally with it', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')

    const saved = await api(
      post('/api/auth/mustresetpassword', resetBody(forced.userAccountId ?? 0, forced.jwtToken)),
    )
    expect(saved.status).toBe(200)
    expect(await jsonOf(saved)).toEqual({ data: { success: true } })

    const withOld = await signIn(api, 'max.mustreset')
    expect(withOld.errorMessage).toBe('The password you entered is incorrect.')

    const response = await api(post('/api/auth/login', loginBody('max.mustreset', 'New-pass-22')))
    const signedIn = await loginData(response)
    expect(signedIn).toMatchObject({
      errorMessage: null,
      isMustResetPassword: false,
      userAccountId: forced.userAccountId,
    })
    expect(signedIn.url).toMatch(/\/demo\/signed-in\?session=/)
  })

  it('accepts the account id as a digit string', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const response = await api(
      post('/api/auth/mustresetpassword', resetBody(String(forced.userAccountId), forced.jwtToken)),
    )
    expect(response.status).toBe(200)
  })

  it('spends the reset token, so it cannot be used twice', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const body = resetBody(forced.userAccountId ?? 0, forced.jwtToken)
    expect((await api(post('/api/auth/mustresetpassword', body))).status).toBe(200)
    const again = await api(post('/api/auth/mustresetpassword', body))
    expect(again.status).toBe(400)
    expect(await jsonOf(again)).toEqual({ data: { message: expect.stringMatching(/token/) } })
  })

  it('answers 400 for a token that was never issued', async () => {
    const response = await createDemoApi()(
      post('/api/auth/mustresetpassword', resetBody(accountId('max.mustreset'), 'forged')),
    )
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })

  it('answers 400 for a live token presented with another account id', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const response = await api(
      post('/api/auth/mustresetpassword', resetBody(accountId('sam.student'), forced.jwtToken)),
    )
    expect(response.status).toBe(400)
  })

  it('answers 400 for a password under 8 characters and keeps the token for another try', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const short = await api(
      post('/api/auth/mustresetpassword', resetBody(forced.userAccountId ?? 0, forced.jwtToken, 'Short-1')),
    )
    expect(short.status).toBe(400)
    expect(await jsonOf(short)).toEqual({ data: { message: expect.stringMatching(/8 characters/) } })
    const retry = await api(
      post(
        '/api/auth/mustresetpassword',
        resetBody(forced.userAccountId ?? 0, forced.jwtToken, 'Long-enough'),
      ),
    )
    expect(retry.status).toBe(200)
  })

  it('answers 400 for a resetPasswordType other than MustResetPassword', async () => {
    const api = createDemoApi()
    const forced = await signIn(api, 'max.mustreset')
    const response = await api(
      post('/api/auth/mustresetpassword', {
        ...resetBody(forced.userAccountId ?? 0, forced.jwtToken),
        resetPasswordType: 'Forgot',
      }),
    )
    expect(response.status).toBe(400)
  })
})

describe('routing', () => {
  it('answers 404 "Not found" for an unknown /api path', async () => {
    const api = createDemoApi()
    for (const request of [get('/api/auth/nothing'), post('/api/auth/nothing', {})]) {
      const response = await api(request)
      expect(response.status).toBe(404)
      expect(await jsonOf(response)).toEqual({ data: { message: 'Not found' } })
    }
  })

  it('answers 405 with Allow: POST for a GET on an endpoint', async () => {
    const response = await createDemoApi()(get('/api/auth/login'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })

  it('answers 404 for an unknown /demo page', async () => {
    const response = await createDemoApi()(get('/demo/nothing'))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('answers 405 for a POST to a /demo page that only answers GET', async () => {
    const response = await createDemoApi()(new Request(`${ORIGIN}/demo/partner-site`, { method: 'POST' }))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })

  it('answers a HEAD on a page with the headers and no body', async () => {
    const response = await createDemoApi()(new Request(`${ORIGIN}/demo/partner-site`, { method: 'HEAD' }))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toBe('')
  })
})

describe('XSRF double-submit cookie', () => {
  const XSRF_COOKIE = /^XSRF-TOKEN=([^;]+); Path=\/; SameSite=Lax$/

  it('answers 403 to a POST without cookie or header, and sets the cookie', async () => {
    const response = await createDemoApi()(
      post('/api/auth/login', loginBody('sam.student'), { cookie: null, xsrfHeader: null }),
    )
    expect(response.status).toBe(403)
    expect(await jsonOf(response)).toEqual({ data: { message: 'XSRF token missing or invalid' } })
    const cookies = response.headers.getSetCookie()
    expect(cookies).toHaveLength(1)
    expect(cookies[0]).toMatch(XSRF_COOKIE)
    expect(cookies[0]).not.toMatch(/HttpOnly/i)
  })

  it('answers 403 when the header is missing though the cookie is there, without replacing the cookie', async () => {
    const response = await createDemoApi()(
      post('/api/auth/login', loginBody('sam.student'), { xsrfHeader: null }),
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('answers 403 when the header differs from the cookie', async () => {
    const response = await createDemoApi()(
      post('/api/auth/login', loginBody('sam.student'), { xsrfHeader: 'other' }),
    )
    expect(response.status).toBe(403)
  })

  it('answers 403 when the header is sent but the cookie is not, and sets a fresh cookie', async () => {
    const response = await createDemoApi()(
      post('/api/auth/login', loginBody('sam.student'), { cookie: null }),
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()[0]).toMatch(XSRF_COOKIE)
  })

  it('treats an empty cookie as missing, so an empty header cannot match it', async () => {
    const response = await createDemoApi()(
      post('/api/auth/login', loginBody('sam.student'), { cookie: '', xsrfHeader: '' }),
    )
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()[0]).toMatch(XSRF_COOKIE)
  })

  it('checks XSRF before routing, so an unknown path answers 403 to a forged POST', async () => {
    const response = await createDemoApi()(post('/api/auth/nothing', {}, { xsrfHeader: null }))
    expect(response.status).toBe(403)
  })

  it('finds the cookie among others', async () => {
    const request = post('/api/auth/login', loginBody('sam.student'))
    request.headers.set('Cookie', `theme=dark; XSRF-TOKEN=${XSRF}; lang=fr`)
    expect((await createDemoApi()(request)).status).toBe(200)
  })

  it('accepts the issued cookie echoed back as the header', async () => {
    const api = createDemoApi()
    const first = await api(
      post('/api/auth/login', loginBody('sam.student'), { cookie: null, xsrfHeader: null }),
    )
    const token = XSRF_COOKIE.exec(first.headers.getSetCookie()[0] ?? '')?.[1] ?? ''
    const second = await api(
      post('/api/auth/login', loginBody('sam.student'), { cookie: token, xsrfHeader: token }),
    )
    expect(second.status).toBe(200)
    expect(second.headers.getSetCookie()).toEqual([])
  })

  it('sets the cookie on GET answers to a request without it, and only then', async () => {
    const api = createDemoApi()
    expect((await api(get('/demo/partner-site', null))).headers.getSetCookie()[0]).toMatch(XSRF_COOKIE)
    expect((await api(get('/api/auth/nothing', null))).headers.getSetCookie()[0]).toMatch(XSRF_COOKIE)
    expect((await api(get('/demo/partner-site'))).headers.getSetCookie()).toEqual([])
  })

  it('gives every cookie-less request its own random token', async () => {
    const api = createDemoApi()
    const [a, b] = await Promise.all([
      api(get('/demo/partner-site', null)),
      api(get('/demo/partner-site', null)),
    ])
    expect(a.headers.getSetCookie()[0]).not.toBe(b.headers.getSetCookie()[0])
  })

  it('exports xsrfCookieHeader for pages served outside the handler', () => {
    expect(xsrfCookieHeader(get('/', null))).toMatch(XSRF_COOKIE)
    expect(xsrfCookieHeader(get('/'))).toBeNull()
  })
})

describe('state', () => {
  it('gives every createDemoApi its own sessions and passwords', async () => {
    const first = createDemoApi()
    const second = createDemoApi()
    const session = await signIn(first, 'sam.student')
    expect((await second(post('/api/auth/redirect', { Token: session.jwtToken }))).status).toBe(401)

    const forced = await signIn(first, 'max.mustreset')
    const body = {
      UserAccountId: forced.userAccountId,
      Password: 'Changed-1',
      resetPasswordType: 'MustResetPassword',
      Token: forced.jwtToken,
    }
    expect((await first(post('/api/auth/mustresetpassword', body))).status).toBe(200)
    expect((await signIn(second, 'max.mustreset')).isMustResetPassword).toBe(true)
  })
})

describe('GET /demo/signed-in', () => {
  it('shows who is signed in on a complete, accessible page', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'morgan.multi')
    const response = await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const page = await response.text()
    expect(page).toMatch(/^<!doctype html>/)
    expect(page).toContain('<html lang="en">')
    expect(page).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1" ?\/?>/)
    expect(page).toMatch(/<title>[^<]+<\/title>/)
    expect(page).toMatch(/<main>[\s\S]*<h1>Signed in<\/h1>[\s\S]*<\/main>/)
    expect(page).toContain('You are signed in as Morgan Multi (Educator, Family)')
    expect(page).toContain('standard login')
    expect(page).toMatch(/Requested redirect<\/dt>\s*<dd>None<\/dd>/)
    expect(page).toContain('stands in for the product')
    expect(page).toContain('<button type="submit">Sign out</button>')
    expect(page).toContain(`name="session" value="${sessionFrom(data.url)}"`)
    expect(page).toContain(`name="_xsrf" value="${XSRF}"`)
  })

  it('says when the sign-in came through the SD login and shows the requested redirect', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'hugo.highered', '/api/auth/loginSD?redirect=%2Fcourses')
    const page = await (
      await api(get(new URL(data.url ?? '').pathname + new URL(data.url ?? '').search))
    ).text()
    expect(page).toContain('You are signed in as Hugo Highered (HigherEd)')
    expect(page).toContain('SD login')
    expect(page).toContain('<code>/courses</code>')
  })

  it('escapes every interpolated value', async () => {
    const api = createDemoApi()
    const hostile = `"><script>alert('x')</script>&`
    const data = await signIn(api, 'sam.student', `/api/auth/login?redirect=${encodeURIComponent(hostile)}`)
    const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))).text()
    expect(page).not.toContain('<script>')
    expect(page).toContain('<code>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</code>')
  })

  it('forbids scripts on its pages through Content-Security-Policy', async () => {
    const response = await createDemoApi()(get('/demo/partner-site'))
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('puts the freshly set XSRF token into the sign-out form when the request had no cookie', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const response = await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`, null))
    const token = /^XSRF-TOKEN=([^;]+);/.exec(response.headers.getSetCookie()[0] ?? '')?.[1]
    expect(token).toEqual(expect.any(String))
    expect(await response.text()).toContain(`name="_xsrf" value="${token}"`)
  })

  it.each([
    ['an unknown session', '/demo/signed-in?session=nope'],
    ['no session', '/demo/signed-in'],
  ])('answers 401 "Not signed in" with a link to sign-in for %s', async (_, path) => {
    const response = await createDemoApi()(get(path))
    expect(response.status).toBe(401)
    const page = await response.text()
    expect(page).toContain('<h1>Not signed in</h1>')
    expect(page).toContain('<a href="/">')
    expect(page).toContain('<main>')
  })
})

describe('POST /demo/sign-out', () => {
  it('ends the session and answers 303 to /', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const session = sessionFrom(data.url)
    const response = await api(signOutRequest({ session, _xsrf: XSRF }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')

    const resumed = await api(post('/api/auth/redirect', { Token: data.jwtToken }))
    expect(resumed.status).toBe(401)
    expect((await api(get(`/demo/signed-in?session=${session}`))).status).toBe(401)
  })

  it('answers 403 and keeps the session when _xsrf differs from the cookie', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const response = await api(signOutRequest({ session: sessionFrom(data.url), _xsrf: 'forged' }))
    expect(response.status).toBe(403)
    expect((await api(post('/api/auth/redirect', { Token: data.jwtToken }))).status).toBe(200)
  })

  it('answers 403 and sets a cookie when the request had no XSRF cookie', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'sam.student')
    const response = await api(signOutRequest({ session: sessionFrom(data.url), _xsrf: XSRF }, null))
    expect(response.status).toBe(403)
    expect(response.headers.getSetCookie()).toHaveLength(1)
  })

  it('answers 400 to a sign-out that is not a form post', async () => {
    const request = new Request(`${ORIGIN}/demo/sign-out`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${XSRF}` },
      body: JSON.stringify({ session: 'x', _xsrf: XSRF }),
    })
    expect((await createDemoApi()(request)).status).toBe(400)
  })

  it('answers 405 to a GET', async () => {
    expect((await createDemoApi()(get('/demo/sign-out'))).status).toBe(405)
  })
})

describe('stand-in pages', () => {
  it('links the partner site to partner.localhost on the same port', async () => {
    const page = await (await createDemoApi()(get('/demo/partner-site'))).text()
    expect(page).toContain('<a href="http://partner.localhost:5173/">Sign in to the career planner</a>')
    expect(page).toContain('<main>')
  })

  it('leaves the port out of the partner link when the request used the default port', async () => {
    const response = await createDemoApi()(new Request('http://portal.test/demo/partner-site'))
    expect(await response.text()).toContain('href="http://partner.localhost/"')
  })

  it.each([
    ['en', 'help', 'Help', 'en-CA'],
    ['en', 'contact', 'Contact us', 'en-CA'],
    ['en', 'privacy', 'Privacy policy', 'en-CA'],
    ['en', 'terms', 'Terms of use', 'en-CA'],
    ['fr', 'help', 'Aide', 'fr-CA'],
    ['fr', 'contact', 'Nous joindre', 'fr-CA'],
    ['fr', 'privacy', 'Politique de confidentialité', 'fr-CA'],
    ['fr', 'terms', 'Conditions d’utilisation', 'fr-CA'],
    ['en-gb', 'help', 'Help', 'en-GB'],
    ['en-gb', 'contact', 'Contact us', 'en-GB'],
    ['en-gb', 'privacy', 'Privacy policy', 'en-GB'],
    ['en-gb', 'terms', 'Terms of use', 'en-GB'],
  ])('serves the product footer page /demo/product/%s/%s', async (language, name, title, lang) => {
    const response = await createDemoApi()(get(`/demo/product/${language}/${name}`))
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain(`<html lang="${lang}">`)
    expect(page).toContain(`<title>${title}</title>`)
    expect(page).toContain(`<h1>${title}</h1>`)
    expect(page).toContain('<a href="/">')
  })

  it.each([
    '/demo/product/de/help',
    '/demo/product/en/faq',
    '/demo/product/en/help/extra',
    '/demo/product/constructor/help',
  ])('answers 404 for %s', async (path) => {
    expect((await createDemoApi()(get(path))).status).toBe(404)
  })
})
