// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { loginEndpoint } from '../../src/api/login'
import { DEMO_ENDPOINTS } from '../../demo-api/find-endpoints'
import { createDemoApi, xsrfCookieHeader } from '../../demo-api/handler'
import { API_ENDPOINTS } from '../../scripts/lib/api-endpoints'
import { loginBody } from '../../demo-api/endpoints/login'
import { get, jsonOf, ORIGIN, post, signIn, XSRF } from './requests'

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

  it('serves every endpoint at its adapter path and method, each path once', () => {
    const paths = DEMO_ENDPOINTS.map((endpoint) => endpoint.adapter.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/loginSD',
        '/api/auth/redirect',
        '/api/auth/forgotpassword',
        '/api/auth/mustresetpassword',
        '/api/auth/validateemailtoken',
        '/api/auth/familydataget',
        '/api/auth/resetpassword',
        '/api/higher-ed/register-new-user',
        '/api/auth/personalemailverify',
        '/api/auth/confirmUserNameChange',
        '/api/auth/resendverification',
        '/api/auth/massprintaddfiletoredis',
        '/api/auth/switchaccount',
        '/api/auth/logout',
        '/api/auth/portfolioLinking',
      ]),
    )
    expect(DEMO_ENDPOINTS.find((endpoint) => endpoint.adapter.path === '/api/auth/login')?.adapter).toBe(
      loginEndpoint,
    )
  })

  it('answers every endpoint the portal declares, and none it does not (each demo endpoint found in endpoints/)', () => {
    const demoAdapters = new Set<object>(DEMO_ENDPOINTS.map((endpoint) => endpoint.adapter))
    const declared = new Set<object>(API_ENDPOINTS.map(({ endpoint }) => endpoint))
    expect(
      API_ENDPOINTS.filter(({ endpoint }) => !demoAdapters.has(endpoint)).map(({ where }) => where),
      'adapter endpoints of src/api/ without a demo endpoint in demo-api/endpoints/',
    ).toEqual([])
    expect(
      DEMO_ENDPOINTS.filter((endpoint) => !declared.has(endpoint.adapter)).map(
        (endpoint) => endpoint.adapter.path,
      ),
      'demo endpoints whose adapter is not an endpoint declared in src/api/',
    ).toEqual([])
  })

  it('answers 404 for a path outside /api and /demo', async () => {
    const response = await createDemoApi()(get('/elsewhere'))
    expect(response.status).toBe(404)
    expect(await jsonOf(response)).toEqual({ data: { message: 'Not found' } })
  })
})

describe('error boundary', () => {
  it('turns a failure inside the demo into a 500 with a message, still setting the XSRF cookie', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = createDemoApi({ delay: () => Promise.reject(new Error('the demo broke')) })
    const response = await api(
      post('/api/auth/login', loginBody('fault.slow'), { cookie: null, xsrfHeader: null }),
    )
    // Without the cookie the XSRF check refuses first; with it, the broken wait is reached.
    expect(response.status).toBe(403)
    const broken = await api(post('/api/auth/login', loginBody('fault.slow')))
    expect(broken.status).toBe(500)
    expect(await jsonOf(broken)).toEqual({ data: { message: 'Internal server error' } })
    expect(error).toHaveBeenCalledWith('[demo-api]', expect.any(Error))
  })
})

describe('HEAD', () => {
  it('answers a HEAD on a JSON call with its status and headers and no body', async () => {
    const response = await createDemoApi()(
      new Request('http://portal.test/demo/links.json', { method: 'HEAD' }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.text()).toBe('')
  })

  it('answers 405 with Allow: POST for a HEAD on an endpoint', async () => {
    const response = await createDemoApi()(
      new Request('http://portal.test/api/auth/login', { method: 'HEAD' }),
    )
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
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
