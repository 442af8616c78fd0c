// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createDemoApi } from '../../../demo-api/handler'
import { jsonOf, post, signIn } from '../requests'

function forgotBody(email: string, translationLanguage = 'en-CA'): Record<string, unknown> {
  const languageTypes: Record<string, number> = { 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 }
  const languageType = languageTypes[translationLanguage] ?? 1
  return { email, languageType, translationLanguage }
}

describe('POST /api/auth/forgotpassword', () => {
  it('sends the link to the one account with that email and records the mail', async () => {
    const api = createDemoApi()
    const response = await api(post('/api/auth/forgotpassword', forgotBody('sam.student@example.org')))
    expect(response.status).toBe(200)
    const body = await jsonOf<{ token: string }>(response)
    expect(body).toEqual({
      token: expect.any(String),
      messages: [
        {
          success: true,
          friendlyMessage: 'If the address is right, the email arrives within 5 minutes.',
          translationKey: null,
        },
      ],
    })
    expect(api.sentMails()).toEqual([
      {
        to: 'sam.student@example.org',
        subject: 'Reset your password',
        link: `/reset/${body.token}/ResetPassword`,
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ])
  })

  it('mails a reset link that works: the token check names the account, and saving signs in', async () => {
    const api = createDemoApi()
    const sent = await jsonOf<{ token: string }>(
      await api(post('/api/auth/forgotpassword', forgotBody('sam.student@example.org'))),
    )
    const check = await api(
      post('/api/auth/validateemailtoken', {
        Token: sent.token,
        ForgotPasswordUrl: 'http://portal.test:5173/forgot',
        resetPasswordType: 'ResetPassword',
      }),
    )
    expect(check.status).toBe(200)
    expect(await jsonOf(check)).toMatchObject({ data: { userName: 'sam.student', activateName: null } })
    const saved = await api(
      post('/api/auth/resetpassword', {
        UserName: 'sam.student',
        Password: 'Brand-new-1',
        resetPasswordType: 'ResetPassword',
        token: sent.token,
        requestId: crypto.randomUUID(),
      }),
    )
    expect(saved.status).toBe(200)
    expect((await signIn(api, 'sam.student', '/api/auth/login', 'Brand-new-1')).errorMessage).toBeNull()
  })

  it('issues a new token for every request and words the subject in French for fr-CA', async () => {
    const api = createDemoApi()
    await api(post('/api/auth/forgotpassword', forgotBody('sam.student@example.org')))
    await api(post('/api/auth/forgotpassword', forgotBody('sam.student@example.org', 'fr-CA')))
    const [first, second] = api.sentMails()
    expect(first?.link).not.toBe(second?.link)
    expect(second?.subject).toBe('Réinitialisez votre mot de passe')
  })

  it.each([
    ['fr-CA', 'Si l’adresse est la bonne, le courriel arrivera d’ici 5 minutes.'],
    ['en-GB', 'If the address is right, the email arrives within 5 minutes.'],
  ])('answers the confirmation in %s', async (language, sentence) => {
    const response = await createDemoApi()(
      post('/api/auth/forgotpassword', forgotBody('pat.parent@example.org', language)),
    )
    const body = await jsonOf<{ messages: Array<{ friendlyMessage: string }> }>(response)
    expect(body.messages[0]?.friendlyMessage).toBe(sentence)
  })

  it('compares the email case-insensitively', async () => {
    const response = await createDemoApi()(
      post('/api/auth/forgotpassword', forgotBody(' Pat.Parent@EXAMPLE.org')),
    )
    expect(response.status).toBe(200)
  })

  it('answers 409 when two accounts share the email', async () => {
    const api = createDemoApi()
    const response = await api(post('/api/auth/forgotpassword', forgotBody('shared@example.org')))
    expect(response.status).toBe(409)
    expect(await jsonOf(response)).toEqual({
      token: null,
      messages: [{ success: false, friendlyMessage: null, translationKey: 'MULTIPLE_USER_FOUND_ERROR' }],
    })
    expect(api.sentMails()).toEqual([])
  })

  it('answers 400 ACCOUNT_NOT_ACTIVATED for an account that is not activated', async () => {
    const response = await createDemoApi()(
      post('/api/auth/forgotpassword', forgotBody('ina.inactive@example.org')),
    )
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({
      token: null,
      messages: [{ success: false, friendlyMessage: null, translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
    })
  })

  it('answers 404 with no messages for an email it does not know', async () => {
    const response = await createDemoApi()(post('/api/auth/forgotpassword', forgotBody('nobody@example.org')))
    expect(response.status).toBe(404)
    expect(await jsonOf(response)).toEqual({ token: null, messages: [] })
  })

  it.each([
    [
      'a languageType outside 1, 3 and 8',
      { email: 'sam.student@example.org', languageType: 2, translationLanguage: 'en-CA' },
    ],
    [
      'an unsupported translationLanguage',
      { email: 'sam.student@example.org', languageType: 1, translationLanguage: 'de-DE' },
    ],
    ['a missing email', { languageType: 1, translationLanguage: 'en-CA' }],
  ])('answers 400 with a message for %s', async (_, body) => {
    const response = await createDemoApi()(post('/api/auth/forgotpassword', body))
    expect(response.status).toBe(400)
    expect(await jsonOf(response)).toEqual({ data: { message: expect.any(String) } })
  })
})
