import { beforeEach, describe, expect, it } from 'vitest'
import { login } from '../../src/api/login'
import { resumeSession } from '../../src/api/resume-session'
import { withDemoServer } from '../support/browser-fetch'

const demo = withDemoServer()

describe('POST /api/auth/redirect', () => {
  beforeEach(() => demo.visitPage())

  it('turns a kept appToken into the signed-in url', async () => {
    const signedIn = await login(
      {
        username: 'pat.parent',
        password: 'Demo-pass-1',
        remember: true,
        signInPage: { kind: 'standard' },
        redirect: null,
      },
      { selectedLanguage: 0 },
    )
    if (signedIn.kind !== 'signedIn' || signedIn.appToken === null) throw new Error('demo login failed')
    const outcome = await resumeSession(signedIn.appToken)
    expect(outcome).toEqual({ kind: 'resumed', url: signedIn.url })
    expect(demo.requests.at(-1)?.body).toEqual({ Token: signedIn.appToken })
  })

  it('refuses a token the server no longer knows', async () => {
    expect(await resumeSession('stale-token')).toEqual({ kind: 'refused' })
  })

  it('sends nothing once the caller has cancelled (the person left the page)', async () => {
    const sentBefore = demo.requests.length
    const caller = new AbortController()
    caller.abort(new Error('the person left'))
    await expect(resumeSession('stale-token', caller.signal)).rejects.toThrow('the person left')
    expect(demo.requests.length).toBe(sentBefore)
  })
})
