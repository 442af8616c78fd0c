/**
 * The kept appToken. It is replayed (POST /api/auth/redirect) at most once per page load, is
 * forgotten when log-out's call fails as when it succeeds, and never appears in an address, the console, an
 * analytics hit or anything the page shows. Storing it only when keep-me-signed-in is ticked and forgetting it
 * after a failed replay are proven elsewhere (test/model/sign-in.model.test.tsx, test/unit/routes.test.tsx,
 * test/e2e/keep-signed-in.spec.ts and timeouts.spec.ts).
 */
import { readConfig } from '../../src/config'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { injectAnalytics, trackPageView } from '../../src/browser/analytics'
import { appTokenToReplay } from '../../src/kept-in-browser'
import { RouteTable } from '../../src/router'
import LogOut from '../../src/shell/log-out'
import { text } from '../e2e/catalog'
import { renderInPortal } from '../support/render'

type Fetch = typeof fetch

const KEPT = 'kept-app-token-5f1c9e'
const ISSUED = 'issued-app-token-77ab02'

/**
 * Where the tests send the browser: the test document's own address with a fragment, the one navigation jsdom
 * performs. The page stands on a product path meanwhile (a sign-in path is not followed).
 */
const PRODUCT_PATH = '/demo/product/en/help'
const destination = () => `${window.location.origin}${PRODUCT_PATH}#signed-in`

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

interface Sent {
  url: string
  method: string
  headers: string
  body: string
}

let fetchMock: ReturnType<typeof vi.fn<Fetch>>
let sent: Sent[]
let answer: (path: string) => Response | Promise<Response>

async function record([input, init]: Parameters<Fetch>): Promise<Sent> {
  const request = input instanceof Request ? input : null
  const url = request?.url ?? String(input)
  const headers = new Headers(init?.headers ?? request?.headers)
  const body = request ? await request.clone().text() : typeof init?.body === 'string' ? init.body : ''
  return {
    url,
    method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
    headers: JSON.stringify([...headers]),
    body,
  }
}

const pathOf = (url: string) => new URL(url, window.location.href).pathname
const replays = () => sent.filter((request) => pathOf(request.url) === '/api/auth/redirect')

let pageBefore = ''
beforeEach(() => {
  pageBefore = window.location.href
  window.history.replaceState(null, '', PRODUCT_PATH)
  sent = []
  answer = async () => json(500, { data: { message: 'not expected in this test' } })
  fetchMock = vi.fn<Fetch>(async (...args) => {
    const request = await record(args)
    sent.push(request)
    return answer(pathOf(request.url))
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', pageBefore)
})

const form = () => screen.findByRole('button', { name: 'Sign in' })

describe('the kept appToken is replayed at most once per page load', () => {
  it('is sent once; a sign-in screen mounted again in the same page shows the form and sends nothing', async () => {
    localStorage.setItem('appToken', KEPT)
    answer = async () => json(200, { data: { url: destination(), errorMessage: null } })

    renderInPortal(<RouteTable />, { path: '/' })
    await waitFor(() => expect(window.location.hash).toBe('#signed-in'))
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to your account…')
    expect(replays().map((request) => JSON.parse(request.body) as unknown)).toEqual([{ Token: KEPT }])
    cleanup()

    // The same page load: in-app navigation back to a sign-in page, or the page restored from the
    // back-forward cache.
    for (const path of ['/', '/sdmylife', '/florida']) {
      renderInPortal(<RouteTable />, { path })
      expect(await form()).not.toHaveAttribute('aria-disabled')
      cleanup()
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(replays()).toHaveLength(1)
    // Not refused, so not forgotten: the next page load signs the person in again.
    expect(localStorage.getItem('appToken')).toBe(KEPT)
  })

  it('is not sent by a sign-in screen mounted after a kept sign-in stored it in this page load', async () => {
    answer = async (path) =>
      path === '/api/auth/login'
        ? json(200, { data: { url: destination(), jwtToken: ISSUED, errorMessage: null } })
        : json(500, { data: { message: 'not expected' } })
    const user = userEvent.setup()
    renderInPortal(<RouteTable />, { path: '/' })
    await user.type(screen.getByLabelText('Username or email'), 'sam.student')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-pass-1{Enter}')
    await waitFor(() => expect(localStorage.getItem('appToken')).toBe(ISSUED))
    cleanup()

    renderInPortal(<RouteTable />, { path: '/' })
    expect(await form()).not.toHaveAttribute('aria-disabled')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(replays()).toEqual([])
  })

  it('is not used up by being read: a render React throws away and repeats still replays it', async () => {
    localStorage.setItem('appToken', KEPT)
    answer = async () => json(401, { data: { message: 'Session expired' } })
    expect(appTokenToReplay()).toBe(KEPT)
    expect(appTokenToReplay()).toBe(KEPT)

    renderInPortal(<RouteTable />, { path: '/' })

    expect(await form()).toBeVisible()
    expect(replays()).toHaveLength(1)
  })

  it('is forgotten when the replay cannot reach the server', async () => {
    localStorage.setItem('appToken', KEPT)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))

    renderInPortal(<RouteTable />, { path: '/' })
    expect(await form()).toBeVisible()
    expect(localStorage.getItem('appToken')).toBeNull()
  })
})

describe('log out', () => {
  it.each([
    ['answers', () => json(200, { data: {} })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('forgets the kept appToken and the session token when the server %s', async (_, logOutAnswer) => {
    answer = () => logOutAnswer()
    const { location } = renderInPortal(<LogOut />, { path: '/switchaccount?k=demo-k-several' })
    // Kept after the page was entered, so only log-out can remove them.
    localStorage.setItem('appToken', KEPT)
    localStorage.setItem('auth_token', 'session-token')

    await userEvent.setup().click(screen.getByRole('button', { name: text('en-CA', 'LOG_OUT') }))

    await waitFor(() => expect(location.history?.at(-1)).toBe('/'))
    expect(sent.map((request) => pathOf(request.url))).toEqual(['/api/auth/logout'])
    expect(localStorage.getItem('appToken')).toBeNull()
    expect(localStorage.getItem('auth_token')).toBeNull()
  })
})

describe('the appToken never leaves where it belongs', () => {
  let consoleSpies: MockInstance[] = []
  beforeEach(() => {
    consoleSpies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((method) =>
      vi.spyOn(console, method),
    )
    injectAnalytics(
      'CA',
      readConfig({
        PORTAL_ANALYTICS_ID_CA: 'G-TOKENS',
        PORTAL_ANALYTICS_SCRIPT_HOST: 'https://analytics.example',
      }),
    )
  })
  afterEach(() => {
    const view = window as Window & { dataLayer?: unknown; gtag?: unknown }
    delete view.dataLayer
    delete view.gtag
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  /**
   * Everything outside the request that may carry it: every address (the page's, the router's, each request's),
   * every request header, the page (its text, title and markup, hidden fields included), the console and what
   * analytics was given. The token may travel only in the body of POST /api/auth/redirect.
   */
  function expectNowhere(token: string, routerHistory: readonly string[] | undefined) {
    act(() => trackPageView())
    const places = {
      address: window.location.href,
      router: JSON.stringify(routerHistory ?? []),
      requestUrls: JSON.stringify(sent.map((request) => request.url)),
      requestHeaders: JSON.stringify(sent.map((request) => request.headers)),
      otherBodies: JSON.stringify(
        sent.filter((request) => pathOf(request.url) !== '/api/auth/redirect').map((request) => request.body),
      ),
      page: document.documentElement.outerHTML,
      title: document.title,
      console: JSON.stringify(consoleSpies.flatMap((spy) => spy.mock.calls.flat().map(String))),
      analytics: JSON.stringify(
        ((window as Window & { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
          Array.from(entry),
        ),
      ),
    }
    for (const [place, text] of Object.entries(places)) expect(text, place).not.toContain(token)
  }

  it.each([
    ['refuses it (401)', () => json(401, { data: { message: 'Session expired' } })],
    ['answers with an errorMessage', () => json(200, { data: { url: null, errorMessage: 'Expired' } })],
    ['fails (500)', () => json(500, { data: { message: 'Internal error' } })],
    ['answers with a body that is not the contract', () => json(200, { data: { url: 42 } })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['sends the person on', () => json(200, { data: { url: destination(), errorMessage: null } })],
  ])('when the server %s', async (_, resumeAnswer) => {
    localStorage.setItem('appToken', KEPT)
    answer = () => resumeAnswer()

    const { location } = renderInPortal(<RouteTable />, { path: '/' })
    await waitFor(() =>
      expect(
        window.location.hash === '#signed-in' || screen.queryByLabelText('Username or email'),
      ).toBeTruthy(),
    )

    expect(replays()).toHaveLength(1)
    expectNowhere(KEPT, location.history)
  })

  it('when a kept sign-in receives one and the browser is sent on', async () => {
    answer = async (path) =>
      path === '/api/auth/login'
        ? json(200, { data: { url: destination(), jwtToken: ISSUED, errorMessage: null } })
        : json(500, { data: { message: 'not expected' } })
    const user = userEvent.setup()
    const { location } = renderInPortal(<RouteTable />, { path: '/' })
    await user.type(screen.getByLabelText('Username or email'), 'sam.student')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-pass-1{Enter}')
    await waitFor(() => expect(window.location.hash).toBe('#signed-in'))

    expect(localStorage.getItem('appToken')).toBe(ISSUED)
    expectNowhere(ISSUED, location.history)
  })
})
