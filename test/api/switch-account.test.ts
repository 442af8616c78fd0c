import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { readCookie } from '../../src/kept-in-browser'
import { loadWorkspaces } from '../../src/api/switch-account'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// Answers the demo never gives: an entry of a type the portal does not know, and a body that fails its schema.
const demo = withDemoServer({
  handler: (request) => {
    const k = new URL(request.url).searchParams.get('k')
    if (k === 'with-unknown-type') {
      return Promise.resolve(
        Response.json({
          data: [
            { userType: 9, url: 'https://portal.test/demo/workspace/robot' },
            { userType: 5, url: 'https://portal.test/demo/workspace/highered' },
          ],
        }),
      )
    }
    if (k === 'schema-invalid') {
      return Promise.resolve(Response.json({ data: [{ userType: '4', url: 'https://portal.test/' }] }))
    }
    return api(request)
  },
})

const pathOf = (url: string) => new URL(url).pathname

describe('GET /api/auth/switchaccount', () => {
  beforeEach(() => demo.visitPage())

  it('lists the workspaces of the key, each with its url', async () => {
    const outcome = await loadWorkspaces('demo-k-several')
    if (outcome.kind !== 'listed') throw new Error(`expected a list, got ${outcome.kind}`)
    expect(outcome.workspaces.map(({ type, url }) => [type, pathOf(url)])).toEqual([
      ['Educator', '/demo/workspace/educator'],
      ['Family', '/demo/workspace/family'],
      ['Student', '/demo/workspace/student'],
    ])
    expect(new URL(outcome.workspaces[0]?.url ?? '').searchParams.get('k')).toBe('demo-k-several')
  })

  it('sends k in the query with an empty Device header and no XSRF header, though the cookie is there', async () => {
    expect(readCookie(document.cookie, 'XSRF-TOKEN')).toEqual(expect.any(String))
    await loadWorkspaces('demo-k-one')
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('GET')
    expect(sent?.url.pathname).toBe('/api/auth/switchaccount')
    expect(sent?.url.searchParams.get('k')).toBe('demo-k-one')
    expect(sent?.headers.get('device')).toBe('')
    expect(sent?.headers.get('x-xsrf-token')).toBeNull()
    expect(sent?.body).toBeUndefined()
  })

  it('lists all five types', async () => {
    const outcome = await loadWorkspaces('demo-k-all')
    expect(outcome.kind === 'listed' && outcome.workspaces.map((workspace) => workspace.type)).toEqual([
      'Student',
      'Family',
      'InspireUser',
      'Educator',
      'HigherEd',
    ])
  })

  it('reads null data as missing, and an empty list as an empty list', async () => {
    expect(await loadWorkspaces('demo-k-nodata')).toEqual({ kind: 'missing' })
    expect(await loadWorkspaces('demo-k-empty')).toEqual({ kind: 'listed', workspaces: [] })
  })

  it('leaves out an entry of a type it does not know', async () => {
    expect(await loadWorkspaces('with-unknown-type')).toEqual({
      kind: 'listed',
      workspaces: [{ type: 'HigherEd', url: 'https://portal.test/demo/workspace/highered' }],
    })
  })

  it('passes an unsafe url on as it is: refusing it is the redirect policy’s job', async () => {
    const outcome = await loadWorkspaces('demo-k-unsafe')
    expect(outcome.kind === 'listed' && outcome.workspaces[1]).toEqual({
      type: 'Family',
      url: 'javascript:alert(document.domain)',
    })
  })

  it('waits for a slow key (the demo asks for SLOW_MS)', async () => {
    delay.mockClear()
    expect((await loadWorkspaces('demo-k-slow')).kind).toBe('listed')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects with an unexpected failure on a 500, an unknown key (404) and a body that fails its schema', async () => {
    await expect(loadWorkspaces('demo-k-server')).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(loadWorkspaces('demo-k-nope')).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(loadWorkspaces('schema-invalid')).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('never sends an empty key', async () => {
    await expect(loadWorkspaces('')).rejects.toThrow()
    expect(demo.requests).toEqual([])
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(loadWorkspaces('demo-k-several')).rejects.toThrow(/Failed to fetch/)
  })
})
