// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { HANG_MS, SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { CREDENTIALS_REFUSED, loginBody } from '../../../demo-api/endpoints/login'
import { accountId, get, jsonOf, loginData, ORIGIN, post, sessionFrom, signIn } from '../requests'

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

  // The answer must not tell which accounts exist: an unknown username and a wrong password get the same one.
  it.each([
    ['an unknown username', 'nobody', 'Demo-pass-1'],
    ['a wrong password', 'sam.student', 'nope'],
  ])(
    'answers %s with 200 and the one credentials message, with null fields',
    async (_, username, password) => {
      const response = await createDemoApi()(post('/api/auth/login', loginBody(username, password)))
      expect(response.status).toBe(200)
      expect(await loginData(response)).toEqual({
        errorMessage: 'The username or password you entered is incorrect. Check them and try again.',
        isMustResetPassword: null,
        userAccountId: null,
        jwtToken: null,
        url: null,
      })
    },
  )

  it('words the refusal in the language of the request: French for 1 on a Canadian host', async () => {
    for (const username of ['nobody', 'sam.student']) {
      const body = { ...loginBody(username, 'nope'), SelectedLanguage: 1 }
      const data = await loginData(await createDemoApi()(post('/api/auth/login', body)))
      expect(data.errorMessage).toBe(CREDENTIALS_REFUSED.fr)
    }
  })

  it('words it in English for 1 on a UK host, where the flag means British English', async () => {
    const body = { ...loginBody('nobody'), SelectedLanguage: 1 }
    const request = post('/api/auth/login', body)
    const onUkHost = new Request(request.url.replace(new URL(ORIGIN).host, 'uk.localhost:5173'), request)
    const data = await loginData(await createDemoApi()(onUkHost))
    expect(data.errorMessage).toBe(CREDENTIALS_REFUSED.en)
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

  it.each(['alex.activate', 'paula.parent', 'hana.highered'])(
    'tells %s, never activated and without a password yet, that it has not been activated',
    async (username) => {
      for (const password of ['Demo-pass-1', 'anything']) {
        const data = await signIn(createDemoApi(), username, '/api/auth/login', password)
        expect(data).toMatchObject({ errorMessage: 'This account has not been activated yet.', url: null })
      }
    },
  )
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
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
    expect(SLOW_MS).toBe(2500)
    const data = await loginData(response)
    expect(data).toMatchObject({ errorMessage: null, isMustResetPassword: false })
    const page = await (await api(get(`/demo/signed-in?session=${sessionFrom(data.url)}`))).text()
    expect(page).toContain('You are signed in as Fault Slow (Student)')
  })

  it('makes fault.hang wait ten minutes and then answer 504, far past the portal time limit', async () => {
    const delay = vi.fn(() => Promise.resolve())
    const response = await createDemoApi({ delay })(post('/api/auth/login', loginBody('fault.hang', 'x')))
    expect(delay).toHaveBeenCalledExactlyOnceWith(HANG_MS)
    expect(HANG_MS).toBe(10 * 60 * 1000)
    expect(response.status).toBe(504)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })
})
