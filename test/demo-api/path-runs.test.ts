// @vitest-environment node
/**
 * Path runs (demo-api/runs.ts, docs/decisions/027): a run's tab gets the answers its runner queued, when the runner
 * releases them, and nobody else does.
 */
import { describe, expect, it } from 'vitest'
import { loginBody } from '../../demo-api/endpoints/login'
import { createDemoApi } from '../../demo-api/handler'
import { PATH_RUN_COOKIE as DEMO_API_PATH_RUN_COOKIE } from '../../demo-api/path-runs'
import { PATH_RUN_COOKIE } from '../../src/dev/path-run'
import { ORIGIN, post } from './requests'

const RUN = 'chromium-signIn-003-1'

/** A call from the run's tab: the portal's request with the run's cookie beside the XSRF one. */
function inRun(request: Request, run = RUN): Request {
  const headers = new Headers(request.headers)
  headers.set('Cookie', `${headers.get('Cookie') ?? ''}; portal-path-run=${run}~1500`)
  return new Request(request, { headers })
}

const control = (path: string, method: string, body?: unknown) =>
  new Request(`${ORIGIN}/demo/path-runs/${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  })

/** Whether a promise has settled after the handler had every chance to answer. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe('a path run', () => {
  it('is named by the cookie the page looks for', () => {
    expect(PATH_RUN_COOKIE).toBe(DEMO_API_PATH_RUN_COOKIE)
  })

  it('opens with its cookie and goes on to the page', async () => {
    const api = createDemoApi()
    const response = await api(new Request(`${ORIGIN}/demo/path-runs/open?run=${RUN}&to=/forgot&limit=1500`))
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/forgot')
    expect(response.headers.get('set-cookie')).toContain(`portal-path-run=${RUN}~1500; Path=/`)
    const away = await api(new Request(`${ORIGIN}/demo/path-runs/open?run=${RUN}&to=//evil.example/`))
    expect(away.status).toBe(400)
  })

  it('holds a queued answer until it is released, and gives it to its own run only', async () => {
    const api = createDemoApi()
    const answer = { status: 200, json: { data: { errorMessage: 'Queued words', url: null } } }
    await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer }))

    const elsewhere = await api(post('/api/auth/login', loginBody('sam.student')))
    expect(((await elsewhere.json()) as { data: { url: string } }).data.url).toMatch(/signed-in/)

    const held = api(inRun(post('/api/auth/login', loginBody('sam.student'))))
    expect(await settled(held)).toBe(false)
    const release = await api(control(`${RUN}/release`, 'POST', { path: '/api/auth/login' }))
    expect(await release.json()).toEqual({ arrived: true })
    const answered = await held
    expect(answered.status).toBe(200)
    expect(await answered.json()).toEqual(answer.json)

    // Nothing more was queued: the next call gets the demo's own answer, and the run says so.
    const after = await api(inRun(post('/api/auth/login', loginBody('sam.student'))))
    expect(after.status).toBe(200)
    const report = (await (await api(control(RUN, 'GET'))).json()) as { unqueued: string[] }
    expect(report.unqueued).toEqual(['POST /api/auth/login'])
  })

  it('reads every call by the contract before it answers: a refusal wins over the queued answer', async () => {
    const api = createDemoApi()
    const answer = { status: 200, json: { data: { errorMessage: 'Queued words', url: null } } }
    await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer }))
    await api(control(`${RUN}/release`, 'POST', { path: '/api/auth/login' }))
    const forged = await api(inRun(post('/api/auth/login', loginBody('sam.student'), { xsrfHeader: null })))
    expect(forged.status).toBe(403)
    const body = { ...loginBody('sam.student'), Password: 42 }
    const unqueued = await api(inRun(post('/api/auth/login', body)))
    expect(unqueued.status).toBe(400)
    const report = (await (await api(control(RUN, 'GET'))).json()) as {
      calls: { method: string; path: string; body: unknown; refused: string | null; queued: boolean }[]
    }
    expect(report.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/login',
        body: expect.objectContaining({ Username: 'sam.student' }),
        refused: '403 XSRF token missing or invalid',
        queued: true,
      }),
      expect.objectContaining({ refused: expect.stringMatching(/^400 Password/), queued: false }),
    ])
  })

  it('keeps each call as it was sent, headers and body', async () => {
    const api = createDemoApi()
    await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: { status: 401 } }))
    await api(control(`${RUN}/release`, 'POST', { path: '/api/auth/login' }))
    const sent = loginBody('  sam.student ')
    expect((await api(inRun(post('/api/auth/login?redirect=%2Fhome', sent)))).status).toBe(401)
    const report = (await (await api(control(RUN, 'GET'))).json()) as { calls: unknown[] }
    expect(report.calls).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login?redirect=%2Fhome',
        headers: { device: '', xsrf: 'test-xsrf-token', contentType: 'application/json' },
        body: sent,
        refused: null,
        queued: true,
        retry: false,
      },
    ])
  })

  it('refuses to queue an answer the contract does not allow for its status', async () => {
    const api = createDemoApi()
    const broken = { status: 200, json: { data: { url: 42 } } }
    const refused = await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: broken }))
    expect(refused.status).toBe(422)
    expect(await refused.text()).toMatch(/200 body does not match/)
    const undeclared = { status: 418, json: { data: { message: 'teapot' } } }
    const odd = await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: undeclared }))
    expect(odd.status).toBe(422)
    const fault = { status: 503, json: { data: { message: 'down' } } }
    const down = await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: fault }))
    expect(down.status).toBe(204)
  })

  it('fails a call as the network does, and answers one that hangs only when the run ends', async () => {
    const api = createDemoApi()
    await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: { network: 'fails' } }))
    await api(control(`${RUN}/release`, 'POST', { path: '/api/auth/login' }))
    const failed = await api(inRun(post('/api/auth/login', loginBody('sam.student'))))
    expect(failed.type).toBe('error')
    // The browser sends the call again on its own, once: the network has failed for it, so it fails again.
    const again = await api(inRun(post('/api/auth/login', loginBody('sam.student'))))
    expect(again.type).toBe('error')

    await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: { network: 'hangs' } }))

    await api(control(`${RUN}/release`, 'POST', { path: '/api/auth/login' }))
    const hanging = api(inRun(post('/api/auth/login', loginBody('sam.student'))))
    expect(await settled(hanging)).toBe(false)
    await api(control(RUN, 'DELETE'))
    expect((await hanging).status).toBe(504)
  })

  it('keeps the steps its page reports', async () => {
    const api = createDemoApi()
    await api(control(`${RUN}/answers`, 'POST', { path: '/api/auth/login', answer: { status: 500 } }))
    const step = {
      machine: 'signIn',
      from: 'signIn',
      event: 'xstate.init',
      to: 'signIn.form.editing',
      page: 1,
      n: 1,
    }
    expect((await api(control(`${RUN}/steps`, 'POST', step))).status).toBe(204)
    const report = (await (await api(control(RUN, 'GET'))).json()) as { steps: unknown[] }
    expect(report.steps).toEqual([step])
  })
})
