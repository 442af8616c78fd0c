// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { emailLinkBody } from '../../../demo-api/endpoints/email-link'
import { instantDelay, jsonOf, messageOf, post, tokenOf } from '../requests'

const resend = (token: string, translationLanguage = 'en-CA') =>
  post('/api/auth/resendverification', emailLinkBody(token, translationLanguage))

describe('POST /api/auth/resendverification', () => {
  it('mails a new valid link for an expired verification link, which then confirms the address', async () => {
    const api = createDemoApi()
    const response = await api(resend('demo-verify-expired'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { success: true } })
    const [mail, ...others] = api.sentMails()
    expect(others).toEqual([])
    expect(mail).toEqual({
      to: 'vera.personal@example.net',
      subject: 'Confirm your email address',
      link: expect.stringMatching(/^\/verify\/[0-9a-f]+\/PersonalEmail\/1\/en-CA$/),
      sentAt: expect.any(String),
    })
    const confirmed = await api(
      post('/api/auth/personalemailverify', emailLinkBody(tokenOf(mail?.link ?? ''))),
    )
    expect(confirmed.status).toBe(200)
  })

  it('mails a username-change link to the new address, in French for a French link', async () => {
    const api = createDemoApi()
    expect((await api(resend('demo-username-expired', 'fr-CA'))).status).toBe(200)
    expect(api.sentMails()).toEqual([
      {
        to: 'uma.new@example.org',
        subject: 'Confirmez votre nouveau nom d’utilisateur',
        link: expect.stringMatching(/^\/confirmusernamechange\/[0-9a-f]+\/UserNameChange\/3\/fr-CA$/),
        sentAt: expect.any(String),
      },
    ])
  })

  it('resends for a link that is still valid, which stays valid', async () => {
    const api = createDemoApi()
    expect((await api(resend('demo-verify-valid'))).status).toBe(200)
    expect(api.sentMails()).toHaveLength(1)
    expect(
      (await api(post('/api/auth/personalemailverify', emailLinkBody('demo-verify-valid')))).status,
    ).toBe(200)
  })

  it.each([
    ['a used link', 'demo-verify-used', 409, 'This link has already been used.'],
    ['an unknown link', 'demo-username-unknown', 404, 'This link is not valid.'],
    ['a link of another flow', 'demo-reset-expired', 404, 'This link is not valid.'],
    ['a link whose resend fails', 'demo-verify-resendfails', 500, expect.any(String)],
    ['a link whose resend fails', 'demo-username-resendfails', 500, expect.any(String)],
    ['a server-fault link', 'demo-username-server', 500, expect.any(String)],
  ])('refuses %s (%s) and sends nothing', async (_label, token, status, message) => {
    const api = createDemoApi()
    const response = await api(resend(token))
    expect(response.status).toBe(status)
    expect(await messageOf(response)).toEqual(message)
    expect(api.sentMails()).toEqual([])
  })

  it('words its refusal in French for a French link', async () => {
    expect(await messageOf(await createDemoApi()(resend('demo-verify-used', 'fr-CA')))).toBe(
      'Ce lien a déjà été utilisé.',
    )
  })

  it('answers a garbled 200 for a malformed link, which the adapter still reads as sent', async () => {
    const response = await createDemoApi()(resend('demo-verify-malformed'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { success: 'perhaps' } })
  })

  it('waits SLOW_MS for a slow link', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(resend('demo-username-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })
})
