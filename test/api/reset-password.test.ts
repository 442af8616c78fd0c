import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { login } from '../../src/api/login'
import { savePassword } from '../../src/api/reset-password'
import { resetLinkKind } from '../../machines/shared/reset-link-kind'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const demo = withDemoServer({ handler: createDemoApi({ delay }) })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const save = (token: string, options: { resetType?: string; userName?: string; password?: string } = {}) =>
  savePassword({
    kind: resetLinkKind(options.resetType ?? 'ResetPassword'),
    token,
    resetType: options.resetType ?? 'ResetPassword',
    userName: options.userName ?? 'rory.reset',
    password: options.password ?? 'Chosen-pass-1',
  })

const signIn = (username: string, password: string) =>
  login(
    { username, password, remember: false, signInPage: { kind: 'standard' }, redirect: null },
    { selectedLanguage: 0 },
  )

describe('POST /api/auth/resetpassword', () => {
  beforeEach(() => demo.visitPage())

  it('saves and returns the signed-in url, sending the five fields; the link is then used', async () => {
    const { token } = await demo.freshLink('reset')
    const outcome = await save(token)
    expect(outcome).toEqual({ kind: 'saved', url: expect.stringContaining('/demo/signed-in?session=') })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/resetpassword')
    expect(sent?.body).toEqual({
      UserName: 'rory.reset',
      Password: 'Chosen-pass-1',
      resetPasswordType: 'ResetPassword',
      token,
      requestId: expect.stringMatching(UUID),
    })
    expect(await save(token)).toEqual({ kind: 'used' })
    expect(await signIn('rory.reset', 'Chosen-pass-1')).toMatchObject({ kind: 'signedIn' })
  })

  it('makes a fresh requestId for every attempt', async () => {
    await save('demo-reset-expired')
    await save('demo-reset-expired')
    const [first, second] = demo.requests.map((request) => (request.body as { requestId: string }).requestId)
    expect(first).toMatch(UUID)
    expect(second).toMatch(UUID)
    expect(first).not.toBe(second)
  })

  it('activates an account, which then signs in with the chosen password', async () => {
    const { token } = await demo.freshLink('activateAccount')
    expect(await signIn('alex.activate', 'Teach-pass-1')).toMatchObject({ kind: 'rejected' })
    const outcome = await save(token, {
      resetType: 'ActivateAccount',
      userName: 'alex.activate',
      password: 'Teach-pass-1',
    })
    expect(outcome.kind).toBe('saved')
    expect(await signIn('alex.activate', 'Teach-pass-1')).toMatchObject({ kind: 'signedIn' })
  })

  it('reads 410 as expired and 409 as used', async () => {
    expect(await save('demo-reset-expired')).toEqual({ kind: 'expired' })
    expect(await save('demo-parent-used', { resetType: 'ActivateParent', userName: 'paula.parent' })).toEqual(
      {
        kind: 'used',
      },
    )
  })

  it('reads a 404 "not valid" and a 400 as refused', async () => {
    expect(await save('demo-reset-unknown')).toEqual({ kind: 'refused' })
    expect(await save('demo-activate-valid', { resetType: 'ResetPassword' })).toEqual({ kind: 'refused' })
    // The demo refuses a UserName that is not the link's account with 400.
    expect(await save('demo-reset-valid', { userName: 'sam.student' })).toEqual({ kind: 'refused' })
  })

  it('rejects with an unexpected failure on a 500 and on a body that fails its schema', async () => {
    await expect(save('demo-reset-server')).rejects.toBeInstanceOf(UnexpectedResponseError)
    await expect(save('demo-reset-malformed')).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('waits for a slow link (the demo asks for SLOW_MS) and saves', async () => {
    delay.mockClear()
    expect((await save('demo-reset-slow')).kind).toBe('saved')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('never sends a password under 8 characters', async () => {
    await expect(save('demo-reset-valid', { password: 'short' })).rejects.toThrow()
    expect(demo.requests).toHaveLength(0)
  })

  it('rejects, with no outcome, when the network fails, and the link stays unspent', async () => {
    const { token } = await demo.freshLink('reset')
    demo.goOffline()
    await expect(save(token)).rejects.toThrow(/Failed to fetch/)
    demo.goOnline()
    expect((await save(token)).kind).toBe('saved')
  })
})
