// @vitest-environment node
/**
 * A path run that holds its scripts (demo-api/path-runs.ts, docs/decisions/029): once the runner says so, every
 * script its tab asks for waits, as the server of the build's files asks (demo-api/vite-plugin.ts), until the run
 * ends; nothing else waits, and no other run's scripts do.
 */
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { scriptHoldOf } from '../../demo-api/path-runs'
import { ORIGIN } from './requests'

const RUN = 'chromium-hold-scripts-1'

/** A file the run's tab asks for, with the run's cookie. */
const asked = (path: string, run = RUN) =>
  new Request(`${ORIGIN}${path}`, { headers: { cookie: `XSRF-TOKEN=x; portal-path-run=${run}~2000` } })

const control = (path: string, method: string) => new Request(`${ORIGIN}/demo/path-runs/${path}`, { method })

/** What the server of the build's files waits for before it serves `request`: null when it need not ask. */
function served(api: ReturnType<typeof createDemoApi>, request: Request): Promise<unknown> | null {
  const hold = scriptHoldOf(request)
  return hold === null ? null : api(new Request(new URL(hold, ORIGIN), { headers: request.headers }))
}

/** Whether a promise has settled after the handler had every chance to answer. */
async function settled(promise: Promise<unknown> | null): Promise<boolean> {
  let done = false
  void Promise.resolve(promise).then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe('a path run that holds its scripts', () => {
  it('asks about scripts only, and only in a run', () => {
    expect(scriptHoldOf(asked('/assets/client-AbC123.js'))).toBe(
      `/demo/path-runs/${RUN}/script?path=%2Fassets%2Fclient-AbC123.js`,
    )
    expect(scriptHoldOf(asked('/assets/worker-x.mjs'))).not.toBeNull()
    expect(scriptHoldOf(asked('/assets/i18n/en-CA.json'))).toBeNull()
    expect(scriptHoldOf(asked('/assets/portal-AbC123.css'))).toBeNull()
    expect(scriptHoldOf(new Request(`${ORIGIN}/assets/client-AbC123.js`))).toBeNull()
  })

  it('serves scripts at once until the runner holds them, then holds each until the run ends', async () => {
    const api = createDemoApi()
    expect(await settled(served(api, asked('/assets/portal-AbC123.js')))).toBe(true)

    expect((await api(control(`${RUN}/hold-scripts`, 'POST'))).status).toBe(204)
    const endpoints = served(api, asked('/assets/login-AbC123.js'))
    const transport = served(api, asked('/assets/client-AbC123.js'))
    expect(await settled(endpoints)).toBe(false)
    expect(await settled(transport)).toBe(false)
    // Another run's tab, and a visit in no run, get theirs as always.
    expect(await settled(served(api, asked('/assets/client-AbC123.js', 'webkit-other-run')))).toBe(true)
    const held = (await (await api(control(`${RUN}/held-scripts`, 'GET'))).json()) as { paths: string[] }
    expect(held.paths).toEqual(['/assets/login-AbC123.js', '/assets/client-AbC123.js'])

    expect((await api(control(RUN, 'DELETE'))).status).toBe(204)
    expect(await settled(endpoints)).toBe(true)
    expect(await settled(transport)).toBe(true)
  })
})
