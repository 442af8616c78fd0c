import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { verifyPersonalEmail } from '../../src/api/personal-email-verify'
import { resendLink } from '../../src/api/resend-verification'
import { linkToken, withDemoServer } from '../support/browser-fetch'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
const demo = withDemoServer({ handler: api })

const verifyLink = (token: string, french = false) => ({
  token,
  tokenType: 'PersonalEmail',
  languageType: french ? 3 : 1,
  translationLanguage: french ? 'fr-CA' : 'en-CA',
})

describe('POST /api/auth/resendverification', () => {
  beforeEach(() => demo.visitPage())

  it('sends a new link for an expired one, sending the four values; the mailed link confirms', async () => {
    const before = api.sentMails().length
    expect(await resendLink(verifyLink('demo-verify-expired'))).toEqual({ kind: 'sent' })
    expect(demo.requests.at(-1)?.url.pathname).toBe('/api/auth/resendverification')
    expect(demo.requests.at(-1)?.body).toEqual({
      Token: 'demo-verify-expired',
      tokenType: 'PersonalEmail',
      languageType: 1,
      translationLanguage: 'en-CA',
    })
    const mail = api.sentMails().at(-1)
    expect(api.sentMails()).toHaveLength(before + 1)
    expect(mail).toMatchObject({
      to: 'vera.personal@example.net',
      link: expect.stringMatching(/^\/verify\//),
    })
    const confirmed = await verifyPersonalEmail(verifyLink(linkToken(mail?.link ?? '')))
    expect(confirmed).toEqual({ kind: 'confirmed', email: 'vera.personal@example.net' })
  })

  it('sends a new username-change link in the language of the old one', async () => {
    const outcome = await resendLink({
      token: 'demo-username-expired',
      tokenType: 'UserNameChange',
      languageType: 3,
      translationLanguage: 'fr-CA',
    })
    expect(outcome).toEqual({ kind: 'sent' })
    expect(api.sentMails().at(-1)?.link).toMatch(
      /^\/confirmusernamechange\/[0-9a-f]+\/UserNameChange\/3\/fr-CA$/,
    )
  })

  it.each([
    ['a link whose resend fails (500)', 'demo-verify-resendfails'],
    ['a server fault (500)', 'demo-verify-server'],
    ['an unknown link (404)', 'demo-verify-unknown'],
    ['a used link (409)', 'demo-verify-used'],
  ])('rejects with an unexpected failure for %s: the resend can be tried again', async (_label, token) => {
    await expect(resendLink(verifyLink(token))).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('reads any 200 as sent, even the garbled answer of a malformed link', async () => {
    expect(await resendLink(verifyLink('demo-verify-malformed'))).toEqual({ kind: 'sent' })
  })

  it('waits for a slow link (the demo asks for SLOW_MS) and sends', async () => {
    delay.mockClear()
    expect(await resendLink(verifyLink('demo-verify-slow'))).toEqual({ kind: 'sent' })
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('rejects, with no outcome, when the network fails, and sends no mail', async () => {
    const before = api.sentMails().length
    demo.goOffline()
    await expect(resendLink(verifyLink('demo-verify-expired'))).rejects.toThrow(/Failed to fetch/)
    expect(api.sentMails()).toHaveLength(before)
  })
})
