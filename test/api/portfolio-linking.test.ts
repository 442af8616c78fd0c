import { beforeEach, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { readCookie } from '../../src/kept-in-browser'
import { linkPortfolio } from '../../src/api/portfolio-linking'
import { withDemoServer } from '../support/browser-fetch'
import { rejection } from '../support/rejection'

const api = createDemoApi()
// A body the demo never gives: a 200 whose url is not a string.
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.endsWith('/portfolioLinking')) {
      const { SsoToken } = (await request.clone().json()) as { SsoToken: string }
      if (SsoToken === 'schema-invalid') return Response.json({ data: { url: 42 } })
    }
    return api(request)
  },
})

const link = (ssoToken: string, username = 'eve.educator', password = 'Demo-pass-1') =>
  linkPortfolio({ username, password, ssoToken })

describe('POST /api/auth/portfolioLinking', () => {
  beforeEach(() => demo.visitPage())

  it('links the account and returns the url to follow, sending the three fields with the username trimmed', async () => {
    const outcome = await link('demo-sso-educator', '  Eve.Educator ')
    if (outcome.kind !== 'linked') throw new Error(`expected linked, got ${outcome.kind}`)
    expect(new URL(outcome.url).pathname).toBe('/demo/signed-in')
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.url.pathname).toBe('/api/auth/portfolioLinking')
    expect(sent?.body).toEqual({
      Username: 'Eve.Educator',
      Password: 'Demo-pass-1',
      SsoToken: 'demo-sso-educator',
    })
    const eve = DEMO_ACCOUNTS.find((account) => account.username === 'eve.educator')
    expect(api.portfolioLinks().get('demo-sso-educator')).toBe(eve?.userAccountId)
  })

  it('sends JSON with an empty Device header and the XSRF token of the cookie', async () => {
    await link('demo-sso-student', 'sam.student')
    const sent = demo.requests.at(-1)
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.headers.get('device')).toBe('')
    expect(sent?.headers.get('x-xsrf-token')).toEqual(expect.any(String))
    expect(sent?.headers.get('x-xsrf-token')).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
  })

  it('reads 401 (a wrong password or an unknown account) as not found', async () => {
    expect(await link('demo-sso-educator', 'eve.educator', 'wrong-password')).toEqual({ kind: 'notFound' })
    expect(await link('demo-sso-student', 'nobody.here')).toEqual({ kind: 'notFound' })
  })

  it('passes an unsafe url on as it is: refusing it is the redirect policy’s job', async () => {
    expect(await link('demo-sso-unsafe')).toEqual({
      kind: 'linked',
      url: 'javascript:alert(document.domain)',
    })
  })

  it('rejects with an unexpected failure on a 400 (a key the server never issued) and a 500', async () => {
    expect((await rejection(link('demo-sso-nope'))).status).toBe(400)
    expect((await rejection(link('demo-sso-server'))).status).toBe(500)
  })

  it('rejects with an unexpected failure on a 200 whose body fails its schema', async () => {
    expect((await rejection(link('schema-invalid'))).status).toBe(200)
  })

  it('rejects with an unexpected failure when the XSRF cookie is gone (403)', async () => {
    demo.forgetCookies()
    expect((await rejection(link('demo-sso-educator'))).status).toBe(403)
  })

  it('never sends a blank field', async () => {
    await expect(link('', 'eve.educator')).rejects.toThrow()
    await expect(link('demo-sso-educator', '   ')).rejects.toThrow()
    await expect(link('demo-sso-educator', 'eve.educator', '')).rejects.toThrow()
    expect(demo.requests).toEqual([])
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(link('demo-sso-educator')).rejects.toThrow(/Failed to fetch/)
  })
})
