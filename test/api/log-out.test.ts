import { beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { readCookie } from '../../src/kept-in-browser'
import { logOut } from '../../src/api/log-out'
import { withDemoServer } from '../support/browser-fetch'

const api = createDemoApi()
// The demo always answers 204; these stand in for a server whose session had already ended, or that failed.
let forcedStatus: number | null = null
const demo = withDemoServer({
  handler: (request) => {
    if (forcedStatus !== null && new URL(request.url).pathname === '/api/auth/logout') {
      return Promise.resolve(Response.json({ data: { message: 'forced' } }, { status: forcedStatus }))
    }
    return api(request)
  },
})

describe('POST /api/auth/logout', () => {
  beforeEach(async () => {
    forcedStatus = null
    await demo.visitPage()
  })

  it('logs out on 204, sending an empty JSON body with the Device and XSRF headers', async () => {
    expect(await logOut()).toEqual({ kind: 'loggedOut' })
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.url.pathname).toBe('/api/auth/logout')
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.headers.get('device')).toBe('')
    const token = readCookie(document.cookie, 'XSRF-TOKEN')
    expect(token).toEqual(expect.any(String))
    expect(sent?.headers.get('x-xsrf-token')).toBe(token)
    expect(sent?.body).toEqual({})
  })

  it('counts 401 as logged out: the session had already ended', async () => {
    forcedStatus = 401
    expect(await logOut()).toEqual({ kind: 'loggedOut' })
  })

  it('rejects with an unexpected failure on a 500', async () => {
    forcedStatus = 500
    await expect(logOut()).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('rejects with an unexpected failure when the XSRF check refuses it (403)', async () => {
    demo.forgetCookies()
    await expect(logOut()).rejects.toMatchObject({ status: 403 })
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(logOut()).rejects.toThrow(/Failed to fetch/)
  })
  it('sends nothing once the caller has cancelled (the person left the page)', async () => {
    const sentBefore = demo.requests.length
    const caller = new AbortController()
    caller.abort(new Error('the person left'))
    await expect(logOut(caller.signal)).rejects.toThrow('the person left')
    expect(demo.requests.length).toBe(sentBefore)
  })
})
