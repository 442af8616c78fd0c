import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { withTimeLimit } from '../../src/api/time-limit'
import { send } from '../../src/api/endpoint'
import { http, xsrfTokenFor } from '../../src/api/client'
import { RequestTimeoutError } from '../../machines/shared/calls'
import { readCookie } from '../../src/kept-in-browser'
import { withDemoServer } from '../support/browser-fetch'

const api = createDemoApi()

/** The demo API, plus two calls that never finish: one never answers, one sends headers and then stalls. */
async function handler(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (pathname === '/api/test/never-answers') return new Promise<Response>(() => {})
  if (pathname === '/api/test/stalls-mid-body') {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"data":'))
      },
    })
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  return api(request)
}

const demo = withDemoServer({ handler })
const xsrfHeaderOf = () => demo.requests.at(-1)?.headers.get('x-xsrf-token') ?? null

describe('send: the XSRF header goes to this origin only', () => {
  beforeEach(() => demo.visitPage())

  it('sends the XSRF-TOKEN cookie back as X-XSRF-TOKEN on a call to this origin', async () => {
    const answer = await send({ method: 'POST', path: '/api/auth/redirect', body: { Token: 'stale' } })
    expect(answer.status).toBe(401)
    expect(xsrfHeaderOf()).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
    expect(xsrfHeaderOf()).not.toBeNull()
  })

  it('sends it on an absolute url of this origin too', async () => {
    await send({ method: 'POST', path: `${location.origin}/api/auth/redirect`, body: { Token: 'stale' } })
    expect(xsrfHeaderOf()).not.toBeNull()
  })

  it.each([
    ['a protocol-relative url', '//evil.example/collect'],
    ['a leading space before //', ' //evil.example/collect'],
    ['a leading tab before //', '\t//evil.example/collect'],
    ['a slash and a backslash', '/\\evil.example/collect'],
    ['two backslashes', '\\\\evil.example/collect'],
    ['a scheme without slashes', 'https:evil.example/collect'],
    ['another origin', 'https://evil.example/collect'],
  ])('never sends it with %s, which the browser resolves to another origin', async (_label, url) => {
    // The test fetch refuses other origins without touching the network, as a network error would.
    await send({ method: 'POST', path: url, body: { secret: false } }).catch(() => undefined)
    const sent = demo.requests.at(-1)
    expect(sent?.url.hostname).toBe('evil.example')
    expect(sent?.headers.get('x-xsrf-token')).toBeNull()
  })

  it('never adds it to a Request object, whose url the transport does not check: the server refuses the call', async () => {
    const request = new Request(`${location.origin}/api/auth/redirect`, {
      method: 'POST',
      body: JSON.stringify({ Token: 'stale' }),
      headers: { 'Content-Type': 'application/json' },
    })
    const response = await http.raw(request, { method: 'POST', ignoreResponseError: true })
    expect(xsrfHeaderOf()).toBeNull()
    expect(response.status).toBe(403)
  })

  describe('with a malformed XSRF-TOKEN cookie', () => {
    const malformed = '%E0%A4%A'
    beforeEach(() => {
      demo.forgetCookies()
      document.cookie = `XSRF-TOKEN=${malformed}; path=/`
    })
    afterEach(() => demo.forgetCookies())

    it('still sends the call, echoing the cookie as it is, and the server accepts it', async () => {
      expect(() => decodeURIComponent(malformed)).toThrow(URIError)
      const answer = await send({ method: 'POST', path: '/api/auth/redirect', body: { Token: 'stale' } })
      expect(xsrfHeaderOf()).toBe(malformed)
      // 401 is the endpoint's own answer for an unknown token: the XSRF check (403) passed.
      expect(answer.status).toBe(401)
    })
  })
})

describe("send within its caller's time limit (a flow's call, src/screens/flow.tsx)", () => {
  beforeEach(() => demo.visitPage())

  /** What a flow's call does: the request under the one limit that started at the person's act. */
  const sendWithin = (limitMs: number, options: Parameters<typeof send>[0], caller?: AbortSignal) =>
    withTimeLimit(limitMs, caller, (signal) => send({ ...options, signal }))

  it('gives up on a server that never answers and says it ran out of time', async () => {
    const started = Date.now()
    await expect(
      sendWithin(150, { method: 'POST', path: '/api/test/never-answers', body: {} }),
    ).rejects.toBeInstanceOf(RequestTimeoutError)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('counts the body too: a server that sends headers and then stalls runs out of time', async () => {
    await expect(
      sendWithin(150, { method: 'POST', path: '/api/test/stalls-mid-body', body: {} }),
    ).rejects.toBeInstanceOf(RequestTimeoutError)
  })

  it('does not cut short a call that answers in time', async () => {
    const answer = await sendWithin(5_000, {
      method: 'POST',
      path: '/api/auth/redirect',
      body: { Token: 'stale' },
    })
    expect(answer.status).toBe(401)
  })

  it('lets the caller cancel, which is not reported as a timeout', async () => {
    const controller = new AbortController()
    const call = sendWithin(
      5_000,
      { method: 'POST', path: '/api/test/never-answers', body: {} },
      controller.signal,
    )
    controller.abort()
    const error = await call.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(RequestTimeoutError)
  })
})

describe('readCookie', () => {
  it('decodes a URI-encoded value', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==')
  })

  it('returns a malformed value as it is instead of throwing', () => {
    expect(readCookie('XSRF-TOKEN=%E0%A4%A', 'XSRF-TOKEN')).toBe('%E0%A4%A')
  })

  it('returns null when the cookie is absent', () => {
    expect(readCookie('a=1; b=2', 'XSRF-TOKEN')).toBeNull()
  })

  it('keeps an equals sign the value holds unencoded (a base64 token’s padding)', () => {
    expect(readCookie('XSRF-TOKEN=abc==', 'XSRF-TOKEN')).toBe('abc==')
  })
})

describe('xsrfTokenFor', () => {
  const page = { href: 'https://portal.example/', origin: 'https://portal.example', cookie: 'XSRF-TOKEN=t1' }

  it('gives the token to a same-origin POST, and none to a url that does not parse', () => {
    expect(xsrfTokenFor('POST', '/api/auth/login', page)).toBe('t1')
    expect(xsrfTokenFor('POST', 'https://[portal.example/api', page)).toBeNull()
  })
})
