/**
 * A fetch that behaves like the browser's for the page at `location.href`: relative and same-origin
 * requests go, over real HTTP, to the demo API server standing in for this origin, with the page's cookies
 * attached and `Set-Cookie` answers stored in `document.cookie`. Requests to any other origin are refused
 * without touching the network (tests must not reach outside hosts) and recorded like the rest.
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { DemoServer } from '../../demo-api/node-server'
import { startDemoServer } from '../../demo-api/node-server'

export interface SentRequest {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
}

export function withDemoServer(options: { handler?: (request: Request) => Promise<Response> } = {}) {
  const state: { server: DemoServer | null; requests: SentRequest[] } = { server: null, requests: [] }
  const realFetch = globalThis.fetch

  beforeAll(async () => {
    state.server = await startDemoServer(options)
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(
        new URL(input instanceof Request ? input.url : String(input), location.href),
        {
          ...(input instanceof Request ? { method: input.method, headers: input.headers } : {}),
          ...init,
        },
      )
      const url = new URL(request.url)
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text()
      let body: unknown = text
      try {
        body = text === '' ? undefined : JSON.parse(text)
      } catch {
        // Not JSON: keep the raw text for assertions.
      }
      state.requests.push({ method: request.method, url, headers: request.headers, body })
      if (url.origin !== location.origin) return Response.error()

      const headers = new Headers(request.headers)
      if (document.cookie !== '') headers.set('Cookie', document.cookie)
      const server = state.server as DemoServer
      const response = await realFetch(`${server.origin}${url.pathname}${url.search}`, {
        method: request.method,
        headers,
        body: text === '' ? undefined : text,
        signal: init?.signal ?? null,
      })
      for (const cookie of response.headers.getSetCookie()) document.cookie = cookie
      return response
    }
  })

  afterEach(() => {
    state.requests = []
  })

  afterAll(async () => {
    globalThis.fetch = realFetch
    clearCookies()
    await state.server?.close()
  })

  return {
    get requests() {
      return state.requests
    },
    /** Loads the page once, as a browser would, so the server can set its XSRF cookie. */
    async visitPage() {
      clearCookies()
      await fetch('/')
      state.requests = []
    },
    forgetCookies: clearCookies,
  }
}
