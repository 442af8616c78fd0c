// @vitest-environment node
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { demoApiHandlers } from '../../demo-api/msw'

const server = setupServer(...demoApiHandlers(createDemoApi()))

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

describe('demoApiHandlers', () => {
  it('serves the demo API through MSW, which keeps and replays the XSRF cookie like a browser', async () => {
    const body = JSON.stringify({ Token: 'unknown' })
    const headers = { 'Content-Type': 'application/json', Device: '' }

    const first = await fetch('http://portal.test/api/auth/redirect', { method: 'POST', headers, body })
    expect(first.status).toBe(403)
    const token = /^XSRF-TOKEN=([^;]+);/.exec(first.headers.get('set-cookie') ?? '')?.[1]
    expect(token).toEqual(expect.any(String))

    // No Cookie header here: MSW adds the cookie it stored from the first answer.
    const second = await fetch('http://portal.test/api/auth/redirect', {
      method: 'POST',
      headers: { ...headers, 'X-XSRF-TOKEN': token ?? '' },
      body,
    })
    expect(second.status).toBe(401)
    expect(await second.json()).toEqual({ data: { message: 'Session expired' } })
  })

  it('serves the /demo pages too', async () => {
    const response = await fetch('http://portal.test/demo/product/fr/help')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<h1>Aide</h1>')
  })
})
