import { beforeEach, describe, expect, it } from 'vitest'
import { sendResetLink } from '../../src/api/forgot-password'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { createDemoApi } from '../../demo-api/handler'
import { withDemoServer } from '../support/browser-fetch'

const api = createDemoApi()
// A server in trouble for one address, to see how a 5xx is handled; every other call reaches the demo API.
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.includes('/forgotpassword')) {
      const body = (await request.clone().json()) as { email?: string }
      if (body.email === 'outage@example.org') return new Response('Service unavailable', { status: 503 })
    }
    return api(request)
  },
})

const ask = (email: string, translationLanguage: 'en-CA' | 'fr-CA' | 'en-GB' = 'en-CA') =>
  sendResetLink({ email, languageType: translationLanguage === 'fr-CA' ? 3 : 1, translationLanguage })

describe('POST /api/auth/forgotpassword', () => {
  beforeEach(() => demo.visitPage())

  it("confirms a known address with the server's friendly message", async () => {
    expect(await ask('sam.student@example.org')).toEqual({
      kind: 'sent',
      friendlyMessage: 'If the address is right, the email arrives within 5 minutes.',
    })
    expect(demo.requests.at(-1)?.body).toEqual({
      email: 'sam.student@example.org',
      languageType: 1,
      translationLanguage: 'en-CA',
    })
  })

  it('passes the language so the server answers in French', async () => {
    const outcome = await ask('sam.student@example.org', 'fr-CA')
    expect(outcome).toMatchObject({ kind: 'sent', friendlyMessage: expect.stringContaining('courriel') })
  })

  it('answers "several accounts" on 409', async () => {
    expect(await ask('shared@example.org')).toEqual({ kind: 'multipleUsers' })
  })

  it("returns the first message's translationKey when the server names the problem", async () => {
    expect(await ask('ina.inactive@example.org')).toEqual({
      kind: 'rejected',
      translationKey: 'ACCOUNT_NOT_ACTIVATED',
    })
  })

  it('answers "no record" for an unknown address', async () => {
    expect(await ask('nobody@example.org')).toEqual({ kind: 'noRecord' })
  })

  it('rejects with an unexpected failure on a 5xx', async () => {
    await expect(ask('outage@example.org')).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('refuses to send an empty address at all', async () => {
    await expect(ask('')).rejects.toThrow()
    expect(demo.requests).toHaveLength(0)
  })
})
