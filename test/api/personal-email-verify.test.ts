import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { verifyPersonalEmail } from '../../src/api/personal-email-verify'
import { withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const demo = withDemoServer({ handler: createDemoApi({ delay }) })

const link = (token: string, french = false) => ({
  token,
  tokenType: 'PersonalEmail',
  languageType: french ? 3 : 1,
  translationLanguage: french ? 'fr-CA' : 'en-CA',
})
const verify = (token: string, french = false) => verifyPersonalEmail(link(token, french))

describe('POST /api/auth/personalemailverify', () => {
  beforeEach(() => demo.visitPage())

  it('confirms the address, sending the four values of the link; opening it again says used', async () => {
    const { token } = await demo.freshLink('verifyEmail')
    expect(await verify(token)).toEqual({ kind: 'confirmed', email: 'vera.personal@example.net' })
    const sent = demo.requests.at(-1)
    expect(sent?.url.pathname).toBe('/api/auth/personalemailverify')
    expect(sent?.body).toEqual({
      Token: token,
      tokenType: 'PersonalEmail',
      languageType: 1,
      translationLanguage: 'en-CA',
    })
    expect(await verify(token)).toEqual({ kind: 'used', message: 'This link has already been used.' })
  })

  it("reads 410 as expired and 409 as used, keeping the server's message", async () => {
    expect(await verify('demo-verify-expired')).toEqual({
      kind: 'expired',
      message: 'This link has expired.',
    })
    expect(await verify('demo-verify-used')).toEqual({
      kind: 'used',
      message: 'This link has already been used.',
    })
  })

  it('gets the messages in French for a French link', async () => {
    const { token } = await demo.freshLink('verifyEmail', { french: true })
    expect(await verify(token, true)).toMatchObject({ kind: 'confirmed' })
    expect(demo.requests.at(-1)?.body).toMatchObject({ languageType: 3, translationLanguage: 'fr-CA' })
    expect(await verify(token, true)).toEqual({ kind: 'used', message: 'Ce lien a déjà été utilisé.' })
    expect(await verify('demo-verify-expired', true)).toEqual({
      kind: 'expired',
      message: 'Ce lien a expiré.',
    })
  })

  it.each([
    ['an unknown link (404)', 'demo-verify-unknown'],
    ['a username-change link (404)', 'demo-username-valid'],
    ['a server fault (500)', 'demo-verify-server'],
    ['a body that fails its schema', 'demo-verify-malformed'],
  ])('rejects with an unexpected failure for %s', async (_label, token) => {
    await expect(verify(token)).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('waits for a slow link (the demo asks for SLOW_MS) and confirms', async () => {
    delay.mockClear()
    expect((await verify('demo-verify-slow')).kind).toBe('confirmed')
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails, and the link stays unused', async () => {
    const { token } = await demo.freshLink('verifyEmail')
    demo.goOffline({ requests: 1 })
    await expect(verify(token)).rejects.toThrow(/Failed to fetch/)
    expect((await verify(token)).kind).toBe('confirmed')
  })
})
