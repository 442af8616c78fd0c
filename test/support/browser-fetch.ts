/**
 * A fetch that behaves like the browser's for the page at `location.href`: relative and same-origin
 * requests go, over real HTTP, to the demo API server standing in for this origin, with the page's cookies
 * attached and `Set-Cookie` answers stored in `document.cookie`. Requests to any other origin are refused
 * without touching the network (tests must not reach outside hosts) and recorded like the rest. The page can
 * also go offline: its requests are recorded and then fail the way a browser's do when the network is down.
 */
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { DemoServer } from '../../demo-api/node-server'
import { startDemoServer } from '../../demo-api/node-server'

interface SentRequest {
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

/** The token in a portal link path (`/reset/<token>/…`, `/verify/<token>/…`, `/massprint/<token>/…`). */
export function linkToken(path: string): string {
  const token = /^\/[a-z]+\/([^/?]+)/.exec(path)?.[1]
  if (token === undefined) throw new Error(`No token in the link ${path}`)
  return decodeURIComponent(token)
}

export function withDemoServer(options: { handler?: (request: Request) => Promise<Response> } = {}) {
  const state: {
    server: DemoServer | null
    requests: SentRequest[]
    /** 'all' until goOnline(), or how many more requests fail. */
    offline: 'all' | number
  } = { server: null, requests: [], offline: 0 }
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
      if (state.offline === 'all' || state.offline > 0) {
        if (state.offline !== 'all') state.offline -= 1
        // What every browser's fetch rejects with when the request cannot reach the server at all.
        throw new TypeError('Failed to fetch')
      }
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
    state.offline = 0
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
    /**
     * Every request from now on fails as a browser network error does (fetch rejects with
     * `TypeError('Failed to fetch')`), or only the next `requests` of them. Each test starts online.
     */
    goOffline(options: { requests?: number } = {}) {
      state.offline = options.requests ?? 'all'
    },
    goOnline() {
      state.offline = 0
    },
    /**
     * A valid, never used link of a demo flow (`reset`, `verifyEmail`, `massPrint`…), minted by the demo API
     * at /demo/links.json; `french` gives the fr-CA email-confirmation link.
     */
    async freshLink(
      flow: string,
      options: { french?: boolean } = {},
    ): Promise<{ path: string; token: string }> {
      const links = (await (await fetch('/demo/links.json')).json()) as {
        fresh: Record<string, string>
        freshFrench: Record<string, string>
      }
      const path = (options.french === true ? links.freshFrench : links.fresh)[flow]
      if (path === undefined) throw new Error(`The demo API has no fresh ${flow} link`)
      state.requests = state.requests.filter((request) => request.url.pathname !== '/demo/links.json')
      return { path, token: linkToken(path) }
    },
  }
}
