// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { DEMO_WORKSPACE_KEYS } from '../../../demo-api/workspace-keys'
import { accountId, apiGet, get, instantDelay, jsonOf, messageOf, ORIGIN, post, signIn } from '../requests'

const workspaces = (k: string) => apiGet(`/api/auth/switchaccount?k=${encodeURIComponent(k)}`)

const workspaceOf = (k: string, type: string) => `${ORIGIN}/demo/workspace/${type}?k=${encodeURIComponent(k)}`

const MORGAN = (k: string) => [
  { userType: 4, url: workspaceOf(k, 'educator') },
  { userType: 2, url: workspaceOf(k, 'family') },
  { userType: 1, url: workspaceOf(k, 'student') },
]

describe('GET /api/auth/switchaccount', () => {
  it("lists Morgan Multi's three workspaces for demo-k-several, each on its own path of the request origin", async () => {
    const response = await createDemoApi()(workspaces('demo-k-several'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await jsonOf(response)).toEqual({ data: MORGAN('demo-k-several') })
  })

  it('lists a single workspace for demo-k-one', async () => {
    const response = await createDemoApi()(workspaces('demo-k-one'))
    expect(await jsonOf(response)).toEqual({
      data: [{ userType: 4, url: workspaceOf('demo-k-one', 'educator') }],
    })
  })

  it('lists all five types for demo-k-all', async () => {
    const { data } = await jsonOf<{ data: { userType: number; url: string }[] }>(
      await createDemoApi()(workspaces('demo-k-all')),
    )
    expect(data.map((entry) => entry.userType)).toEqual([1, 2, 3, 4, 5])
    expect(data.map((entry) => new URL(entry.url).pathname)).toEqual([
      '/demo/workspace/student',
      '/demo/workspace/family',
      '/demo/workspace/inspireuser',
      '/demo/workspace/educator',
      '/demo/workspace/highered',
    ])
  })

  it('answers 200 with null data for demo-k-nodata and an empty list for demo-k-empty', async () => {
    const api = createDemoApi()
    const noData = await api(workspaces('demo-k-nodata'))
    expect(noData.status).toBe(200)
    expect(await jsonOf(noData)).toEqual({ data: null })
    const empty = await api(workspaces('demo-k-empty'))
    expect(empty.status).toBe(200)
    expect(await jsonOf(empty)).toEqual({ data: [] })
  })

  it('answers 500 with a message for demo-k-server', async () => {
    const response = await createDemoApi()(workspaces('demo-k-server'))
    expect(response.status).toBe(500)
    expect(await messageOf(response)).toEqual(expect.any(String))
  })

  it('waits SLOW_MS for demo-k-slow, then lists like demo-k-several', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(workspaces('demo-k-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(await jsonOf(response)).toEqual({ data: MORGAN('demo-k-slow') })
  })

  it('gives one workspace of demo-k-unsafe a javascript: url', async () => {
    const response = await createDemoApi()(workspaces('demo-k-unsafe'))
    const [educator, , student] = MORGAN('demo-k-unsafe')
    expect(await jsonOf(response)).toEqual({
      data: [educator, { userType: 2, url: 'javascript:alert(document.domain)' }, student],
    })
  })

  it('answers 404 with a message for a key it does not know', async () => {
    const response = await createDemoApi()(workspaces('demo-k-nope'))
    expect(response.status).toBe(404)
    expect(await messageOf(response)).toBe('This workspace link is not valid.')
  })

  it.each([
    ['a missing k', '/api/auth/switchaccount'],
    ['an empty k', '/api/auth/switchaccount?k='],
  ])('answers 400 with a message for %s', async (_, path) => {
    const response = await createDemoApi()(apiGet(path))
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toMatch(/^k: /)
  })

  it('answers 400 when the Device header is missing, as for every call', async () => {
    const response = await createDemoApi()(
      apiGet('/api/auth/switchaccount?k=demo-k-several', { device: false }),
    )
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The Device header is required.')
  })

  it('needs no XSRF header or cookie: it is a GET', async () => {
    const response = await createDemoApi()(apiGet('/api/auth/switchaccount?k=demo-k-one', { cookie: null }))
    expect(response.status).toBe(200)
  })

  it('answers a HEAD without a body, and 405 with Allow: GET to a POST', async () => {
    const api = createDemoApi()
    const head = await api(
      new Request(`${ORIGIN}/api/auth/switchaccount?k=demo-k-one`, {
        method: 'HEAD',
        headers: { Device: '' },
      }),
    )
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const posted = await api(post('/api/auth/switchaccount', { k: 'demo-k-one' }))
    expect(posted.status).toBe(405)
    expect(posted.headers.get('allow')).toBe('GET')
  })

  it('answers every seeded key as DEMO_WORKSPACE_KEYS says, each opening the chooser', async () => {
    const api = createDemoApi({ delay: instantDelay().delay })
    expect(DEMO_WORKSPACE_KEYS.map((key) => key.k)).toEqual([
      'demo-k-several',
      'demo-k-one',
      'demo-k-all',
      'demo-k-nodata',
      'demo-k-empty',
      'demo-k-server',
      'demo-k-slow',
      'demo-k-unsafe',
    ])
    for (const key of DEMO_WORKSPACE_KEYS) {
      expect(key.path).toBe(`/switchaccount?k=${key.k}`)
      expect(key.shows).toMatch(/^[A-Z].*\.$/)
      expect((await api(workspaces(key.k))).status).not.toBe(404)
    }
  })
})

describe('signing in with several types', () => {
  it('answers the chooser with a key minted for the session, listing the account’s own workspaces', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'morgan.multi')
    expect(data).toMatchObject({ errorMessage: null, userAccountId: accountId('morgan.multi') })
    const url = new URL(data.url ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${ORIGIN}/switchaccount`)
    const k = url.searchParams.get('k') ?? ''
    expect(k).toMatch(/^[0-9a-f]{48}$/)
    expect(await jsonOf(await api(workspaces(k)))).toEqual({ data: MORGAN(k) })
  })

  it('mints a new key for every sign-in, and the kept session resumes to the same chooser', async () => {
    const api = createDemoApi()
    const first = await signIn(api, 'morgan.multi')
    const second = await signIn(api, 'morgan.multi', '/api/auth/loginSD')
    expect(second.url).not.toBe(first.url)
    const resumed = await api(post('/api/auth/redirect', { Token: first.jwtToken }))
    expect(await jsonOf(resumed)).toEqual({ data: { url: first.url, errorMessage: null } })
  })

  it('keeps the signed-in page for an account with one type', async () => {
    const data = await signIn(createDemoApi(), 'eve.educator')
    expect(data.url).toMatch(/\/demo\/signed-in\?session=/)
  })

  it('keeps the session behind the chooser: the signed-in page still knows it', async () => {
    const api = createDemoApi()
    const data = await signIn(api, 'morgan.multi')
    const page = await (await api(get(`/demo/signed-in?session=${data.jwtToken ?? ''}`))).text()
    expect(page).toContain('You are signed in as Morgan Multi (Educator, Family, Student)')
  })
})
