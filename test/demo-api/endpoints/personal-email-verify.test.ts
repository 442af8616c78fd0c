// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { emailLinkBody } from '../../../demo-api/endpoints/email-link'
import { instantDelay, jsonOf, messageOf, post } from '../requests'

const verify = (token: string, translationLanguage = 'en-CA') =>
  post('/api/auth/personalemailverify', emailLinkBody(token, translationLanguage))

describe('POST /api/auth/personalemailverify', () => {
  it('confirms the personal address once: a second open answers 409 used', async () => {
    const api = createDemoApi()
    const response = await api(verify('demo-verify-valid'))
    expect(response.status).toBe(200)
    expect(await jsonOf(response)).toEqual({ data: { email: 'vera.personal@example.net' } })
    const again = await api(verify('demo-verify-valid'))
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toBe('This link has already been used.')
  })

  it.each([
    ['en-CA', 'demo-verify-expired', 410, 'This link has expired.'],
    ['en-GB', 'demo-verify-used', 409, 'This link has already been used.'],
    ['de-DE', 'demo-verify-unknown', 404, 'This link is not valid.'],
    ['fr-CA', 'demo-verify-expired', 410, 'Ce lien a expiré.'],
    ['fr-CA', 'demo-verify-used', 409, 'Ce lien a déjà été utilisé.'],
    ['fr-CA', 'demo-verify-unknown', 404, 'Ce lien n’est pas valide.'],
    ['en-CA', 'demo-verify-resendfails', 410, 'This link has expired.'],
    ['en-CA', 'demo-username-valid', 404, 'This link is not valid.'],
  ])('answers a %s link %s with %i and its message', async (language, token, status, message) => {
    const response = await createDemoApi()(verify(token, language))
    expect(response.status).toBe(status)
    expect(await messageOf(response)).toBe(message)
  })

  it('answers 500 for a server-fault link and a body that breaks the schema for a malformed one', async () => {
    const api = createDemoApi()
    expect((await api(verify('demo-verify-server'))).status).toBe(500)
    const malformed = await api(verify('demo-verify-malformed'))
    expect(malformed.status).toBe(200)
    expect(await jsonOf(malformed)).toEqual({ data: { email: null } })
  })

  it('waits SLOW_MS for a slow link', async () => {
    const { delay, waits } = instantDelay()
    const response = await createDemoApi({ delay })(verify('demo-verify-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(response.status).toBe(200)
  })

  it.each([
    ['a languageType outside 1 to 8', { languageType: 9 }],
    ['a languageType sent as a string', { languageType: '1' }],
    ['an empty tokenType', { tokenType: '' }],
  ])('answers 400 for %s', async (_label, change) => {
    const response = await createDemoApi()(
      post('/api/auth/personalemailverify', { ...emailLinkBody('demo-verify-valid'), ...change }),
    )
    expect(response.status).toBe(400)
  })
})
