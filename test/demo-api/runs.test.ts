// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { DEMO_RUN_COOKIE, demoRuns, RUNS_KEPT } from '../../demo-api/runs'
import { ORIGIN, post, XSRF } from './requests'

/** The cookies a browser in `run` sends (none for the shared state). */
const cookieOf = (run: string | null) =>
  `XSRF-TOKEN=${XSRF}${run === null ? '' : `; ${DEMO_RUN_COOKIE}=${run}`}`

const forgot = (run: string | null, email: string) =>
  new Request(`${ORIGIN}/api/auth/forgotpassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Device: '', 'X-XSRF-TOKEN': XSRF, Cookie: cookieOf(run) },
    body: JSON.stringify({ email, languageType: 1, translationLanguage: 'en-CA' }),
  })

const read = (run: string | null, path: string) =>
  new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookieOf(run) } })

const hit = (run: string | null, event: string) =>
  new Request(`${ORIGIN}/demo/analytics/g/collect?v=2&tid=G-DEMO&en=${event}`, {
    method: 'POST',
    headers: { Cookie: cookieOf(run) },
  })

describe('demo runs (a demo-run cookie selects demo state of its own)', () => {
  it('shows a run’s mail in its own mailbox only, not in another run’s nor in the shared one', async () => {
    const api = createDemoApi()
    expect((await api(forgot('engine-a', 'sam.student@example.org'))).status).toBe(200)
    const mailbox = async (run: string | null) => (await api(read(run, '/demo/mailbox'))).text()
    expect(await mailbox('engine-a')).toContain('sam.student@example.org')
    expect(await mailbox('engine-b')).not.toContain('sam.student@example.org')
    expect(await mailbox(null)).not.toContain('sam.student@example.org')
    expect(api.sentMails()).toEqual([])
  })

  it('keeps a run’s analytics hits apart from every other run’s', async () => {
    const api = createDemoApi()
    await api(hit('engine-a', 'from_a'))
    await api(hit('engine-b', 'from_b'))
    await api(hit(null, 'shared'))
    const hits = async (run: string | null) =>
      ((await (await api(read(run, '/demo/analytics/collected.json'))).json()) as { hits: { en: string }[] })
        .hits
    expect((await hits('engine-a')).map((each) => each.en)).toEqual(['from_a'])
    expect((await hits('engine-b')).map((each) => each.en)).toEqual(['from_b'])
    expect((await hits(null)).map((each) => each.en)).toEqual(['shared'])
  })

  it('starts each run from the seeds: a link spent in one run is still valid in another', async () => {
    const api = createDemoApi()
    const save = (run: string | null) => {
      const request = post('/api/auth/resetpassword', {
        UserName: 'rory.reset',
        Password: 'Chosen-pass-1',
        resetPasswordType: 'ResetPassword',
        token: 'demo-reset-valid',
        requestId: crypto.randomUUID(),
      })
      request.headers.set('Cookie', cookieOf(run))
      return api(request)
    }
    expect((await save('engine-a')).status).toBe(200)
    expect((await save('engine-a')).status).toBe(409)
    expect((await save('engine-b')).status).toBe(200)
    expect((await save(null)).status).toBe(200)
  })

  it('gives a request whose run is not a plain name the shared state', () => {
    const stateOf = demoRuns()
    const shared = stateOf(null)
    for (const name of ['', 'two words', 'a;b', 'x'.repeat(101), '../etc'])
      expect(stateOf(name), JSON.stringify(name)).toBe(shared)
    expect(stateOf('chromium-1f3e')).not.toBe(shared)
    expect(stateOf('chromium-1f3e')).toBe(stateOf('chromium-1f3e'))
  })

  it(`keeps the latest ${RUNS_KEPT} runs begun, forgetting the oldest`, () => {
    const stateOf = demoRuns()
    const first = stateOf('run-0')
    const second = stateOf('run-1')
    for (let index = 2; index <= RUNS_KEPT; index += 1) stateOf(`run-${index}`)
    // run-0 was forgotten when run-RUNS_KEPT began; run-1 is still kept.
    expect(stateOf('run-1')).toBe(second)
    expect(stateOf('run-0')).not.toBe(first)
  })
})
