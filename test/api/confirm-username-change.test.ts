import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { confirmUsernameChange } from '../../src/api/confirm-username-change'
import { login } from '../../src/api/login'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const demo = withDemoServer({ handler: createDemoApi({ delay }) })

const link = (token: string, french = false) => ({
  token,
  tokenType: 'UserNameChange',
  languageType: french ? 3 : 1,
  translationLanguage: french ? 'fr-CA' : 'en-CA',
})
const confirm = (token: string, french = false) => confirmUsernameChange(link(token, french))

describe('POST /api/auth/confirmUserNameChange', () => {
  beforeEach(() => demo.visitPage())

  it('confirms the new username, sending the four values; then used; the new username signs in', async () => {
    const { token } = await demo.freshLink('usernameChange')
    expect(await confirm(token)).toEqual({ kind: 'confirmed', email: 'uma.new@example.org' })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/confirmUserNameChange')
    expect(sent?.body).toEqual({
      Token: token,
      tokenType: 'UserNameChange',
      languageType: 1,
      translationLanguage: 'en-CA',
    })
    expect(await confirm(token)).toEqual({ kind: 'used', message: 'This link has already been used.' })
    const signedIn = await login(
      {
        username: 'uma.new@example.org',
        password: 'Demo-pass-1',
        remember: false,
        signInPage: { kind: 'standard' },
        redirect: null,
      },
      { selectedLanguage: 0 },
    )
    expect(signedIn.kind).toBe('signedIn')
  })

  it("reads 410 as expired and 409 as used, keeping the server's message, in French for a French link", async () => {
    expect(await confirm('demo-username-expired')).toEqual({
      kind: 'expired',
      message: 'This link has expired.',
    })
    expect(await confirm('demo-username-used', true)).toEqual({
      kind: 'used',
      message: 'Ce lien a déjà été utilisé.',
    })
  })

  it.each([
    ['an unknown link (404)', 'demo-username-unknown'],
    ['a verification link (404)', 'demo-verify-valid'],
    ['a server fault (500)', 'demo-username-server'],
    ['a body that fails its schema', 'demo-username-malformed'],
  ])('rejects with an unexpected failure for %s', async (_label, token) => {
    await expect(confirm(token)).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('waits for a slow link (the demo asks for SLOW_MS) and confirms', async () => {
    delay.mockClear()
    expect((await confirm('demo-username-slow')).kind).toBe('confirmed')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(confirm('demo-username-valid')).rejects.toThrow(/Failed to fetch/)
    expect(demo.requests.at(-1)?.body).toMatchObject({ Token: 'demo-username-valid' })
  })
})
