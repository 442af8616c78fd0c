// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { emailLinkBody } from '../../../demo-api/endpoints/email-link'
import { instantDelay, jsonOf, messageOf, post, signIn } from '../requests'

const confirm = (token: string, translationLanguage = 'en-CA') =>
  post('/api/auth/confirmUserNameChange', {
    ...emailLinkBody(token, translationLanguage),
    tokenType: 'UserNameChange',
  })

describe('POST /api/auth/confirmUserNameChange', () => {
  it('confirms the new username once, after which the account signs in with it', async () => {
    const api = createDemoApi()
    const response = await api(confirm('demo-username-valid'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { newEmail: 'uma.new@example.org' } })

    const signedIn = await signIn(api, 'uma.new@example.org')
    expect(signedIn).toMatchObject({ errorMessage: null, userAccountId: 116 })
    expect((await api(confirm('demo-username-valid', 'fr-CA'))).status).toBe(409)
  })

  it.each([
    ['en-CA', 'demo-username-expired', 410, 'This link has expired.'],
    ['en-CA', 'demo-username-used', 409, 'This link has already been used.'],
    ['en-CA', 'demo-username-unknown', 404, 'This link is not valid.'],
    ['fr-CA', 'demo-username-expired', 410, 'Ce lien a expiré.'],
    ['fr-CA', 'demo-username-used', 409, 'Ce lien a déjà été utilisé.'],
    ['en-CA', 'demo-verify-valid', 404, 'This link is not valid.'],
  ])('answers a %s link %s with %i and its message', async (language, token, status, message) => {
    const response = await createDemoApi()(confirm(token, language))
    expect(response.status).toBe(status)
    expect(await messageOf(response)).toBe(message)
  })

  it('answers 500 for a server-fault link and the wrong field for a malformed one', async () => {
    const api = createDemoApi()
    expect((await api(confirm('demo-username-server'))).status).toBe(500)
    const malformed = await api(confirm('demo-username-malformed'))
    expect(malformed.status).toBe(200)
    expect(await jsonOf(malformed)).toEqual({ data: { email: 'uma.new@example.org' } })
  })

  it('waits SLOW_MS for a slow link', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(confirm('demo-username-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })
})
