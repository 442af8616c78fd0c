/**
 * The XSRF header rides only on same-origin calls that change something (not GET or HEAD), whatever shape the
 * url has, and a call the XSRF check refuses (403) shows the generic error once: no retry loop. Real HTTP
 * against the demo API, which checks the double-submit cookie.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { readCookie } from '../../src/kept-in-browser'
import { http } from '../../src/api/client'
import { RouteTable } from '../../src/router'
import { withDemoServer } from '../support/browser-fetch'
import { renderInPortal } from '../support/render'

const api = createDemoApi()
/** The status of every answer the demo API gave, by path. */
const answered: { path: string; status: number }[] = []
const demo = withDemoServer({
  handler: async (request) => {
    const response = await api(request)
    answered.push({ path: new URL(request.url).pathname, status: response.status })
    return response
  },
})

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
const changesSomething = (method: string) => method !== 'GET' && method !== 'HEAD'

const path = fc.webPath().map((candidate) => (candidate.startsWith('/') ? candidate : `/${candidate}`))

/** Each shape of url with whether the browser sends it to this page's origin. */
const urlShape = fc.oneof(
  path.map((p) => ({ url: `/api${p}`, sameOrigin: true })),
  path.map((p) => ({ url: `api${p}`, sameOrigin: true })),
  path.map((p) => ({ url: `${location.origin}${p}`, sameOrigin: true })),
  fc
    .tuple(fc.integer({ min: 1, max: 65535 }), path)
    .filter(([port]) => String(port) !== location.port)
    .map(([port, p]) => ({
      url: `${location.protocol}//${location.hostname}:${port}${p}`,
      sameOrigin: false,
    })),
  path.map((p) => ({
    url: `${location.protocol === 'https:' ? 'http:' : 'https:'}//${location.host}${p}`,
    sameOrigin: false,
  })),
  path.map((p) => ({ url: `//evil.example${p}`, sameOrigin: false })),
  path.map((p) => ({ url: `https://cdn.portal.example${p}`, sameOrigin: false })),
  path.map((p) => ({ url: `https://api.portal.example${p}`, sameOrigin: false })),
  fc.webUrl().map((url) => ({ url, sameOrigin: new URL(url).origin === location.origin })),
)

describe('the X-XSRF-TOKEN header', () => {
  beforeEach(() => demo.visitPage())

  it('is sent exactly on same-origin calls that are not GET or HEAD (generated urls and methods)', async () => {
    const token = readCookie(document.cookie, 'XSRF-TOKEN')
    expect(token).not.toBeNull()
    await fc.assert(
      fc.asyncProperty(urlShape, fc.constantFrom(...METHODS), async ({ url, sameOrigin }, method) => {
        const before = demo.requests.length
        await http.raw(url, { method, ignoreResponseError: true }).catch(() => undefined)
        const sent = demo.requests.at(-1)
        expect(demo.requests.length).toBe(before + 1)
        const expected = sameOrigin && changesSomething(method) ? token : null
        expect(sent?.headers.get('x-xsrf-token') ?? null).toBe(expected)
      }),
      { numRuns: 150 },
    )
  })
})

describe('a call the XSRF check refuses', () => {
  it('shows the generic error once, sends the call once, and keeps what was typed', async () => {
    await demo.visitPage()
    // The cookie is gone (expired, cleared by the person): the call carries no header, and the check refuses it.
    demo.forgetCookies()
    answered.length = 0
    const user = userEvent.setup()
    renderInPortal(<RouteTable />, { path: '/' })
    await user.type(await screen.findByLabelText('Username or email'), 'sam.student')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo-pass-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    // The error summary: no alert, it takes focus (docs/decisions/035).
    const summary = await waitFor(() => {
      const found = document.querySelector('.error-summary')
      if (found === null) throw new Error('no error summary yet')
      return found
    })
    expect(summary).toHaveTextContent('Something went wrong on our side. Please try again.')
    // Give a retry loop time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered.filter((entry) => entry.path === '/api/auth/login')).toEqual([
      { path: '/api/auth/login', status: 403 },
    ])
    expect(document.querySelectorAll('.error-summary')).toHaveLength(1)
    expect(screen.getByLabelText('Username or email')).toHaveValue('sam.student')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(localStorage.getItem('appToken')).toBeNull()
    demo.forgetCookies()
  })
})
