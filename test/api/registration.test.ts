import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { TAKEN_CLAIM } from '../../demo-api/sso-keys'
import { readCookie } from '../../src/kept-in-browser'
import { register } from '../../src/api/registration'
import type { RegisterRequest } from '../../machines/registration/registration.machine'
import { withDemoServer } from '../support/browser-fetch'
import { rejection } from '../support/rejection'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// Answers the demo never gives, each for its own K: refusals carrying (or not) a translationKey, and 200 bodies
// at the edges of the schema.
const CUSTOM: Readonly<Record<string, () => Response>> = {
  'refused-200': () =>
    Response.json({
      loginUrl: null,
      messages: [
        { success: true, friendlyMessage: 'Almost.', translationKey: 'NOT_THIS_ONE' },
        { success: false, friendlyMessage: 'No.', translationKey: 'FIRST_FAILING_KEY' },
        { success: false, friendlyMessage: 'Nor.', translationKey: 'SECOND_FAILING_KEY' },
      ],
    }),
  'empty-400': () => new Response(null, { status: 400 }),
  'no-messages-400': () => Response.json({ messages: [] }, { status: 400 }),
  'null-messages-409': () => Response.json({ messages: null }, { status: 409 }),
  'key-422': () =>
    Response.json(
      {
        messages: [
          { success: true, friendlyMessage: null, translationKey: 'NOT_THIS_ONE' },
          { success: false, friendlyMessage: 'Bad name.', translationKey: 'REGISTRATION_NAME_INVALID' },
        ],
      },
      { status: 422 },
    ),
  'first-message-422': () =>
    Response.json(
      {
        messages: [
          { success: null, friendlyMessage: null, translationKey: 'FIRST_MESSAGE_KEY' },
          { success: true, friendlyMessage: null, translationKey: 'SECOND_MESSAGE_KEY' },
        ],
      },
      { status: 422 },
    ),
  'keyless-failure-422': () =>
    Response.json(
      {
        messages: [
          { success: false, friendlyMessage: 'No.', translationKey: null },
          { success: false, friendlyMessage: 'Nor.', translationKey: 'LATER_KEY' },
        ],
      },
      { status: 422 },
    ),
  'empty-200': () => new Response(null, { status: 200 }),
  'null-200': () => Response.json(null),
  'success-200': () =>
    Response.json({ messages: [{ success: true, friendlyMessage: 'Sent.', translationKey: null }] }),
  'messages-invalid': () => Response.json({ messages: 'nope' }, { status: 409 }),
  'forbidden-403': () =>
    Response.json({ messages: [{ success: false, translationKey: 'X' }] }, { status: 403 }),
}
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.endsWith('/registration')) {
      const { K } = (await request.clone().json()) as { K: string }
      const custom = CUSTOM[K]
      if (custom !== undefined) return custom()
    }
    return api(request)
  },
})

const request = (change: Partial<RegisterRequest> = {}): RegisterRequest => ({
  email: 'new.educator@example.org',
  firstName: 'Zoë',
  lastName: 'Lee',
  displayName: '',
  institutionId: 101,
  k: 'demo-sso-educator',
  ...change,
})

describe('POST /api/auth/registration', () => {
  beforeEach(() => demo.visitPage())

  it('registers, sending the six fields with the texts trimmed and the id and key as they are', async () => {
    const before = api.registrations().length
    const outcome = await register(
      request({
        email: '  new.educator@example.org ',
        firstName: ' Jean-François ',
        lastName: '\tO’Neil  ',
        displayName: '  JF  ',
        institutionId: 103,
      }),
    )
    expect(outcome).toEqual({ kind: 'registered' })
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.url.pathname).toBe('/api/auth/registration')
    expect(sent?.url.search).toBe('')
    expect(sent?.body).toEqual({
      Email: 'new.educator@example.org',
      FirstName: 'Jean-François',
      LastName: 'O’Neil',
      DisplayName: 'JF',
      InstitutionId: 103,
      K: 'demo-sso-educator',
    })
    expect(api.registrations().slice(before)).toEqual([
      {
        k: 'demo-sso-educator',
        email: 'new.educator@example.org',
        firstName: 'Jean-François',
        lastName: 'O’Neil',
        displayName: 'JF',
        institutionId: 103,
      },
    ])
  })

  it('sends JSON with an empty Device header and the XSRF token of the cookie', async () => {
    await register(request({ k: 'demo-sso-claim', email: 'j.lee@northern.example' }))
    const sent = demo.requests.at(-1)
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.headers.get('device')).toBe('')
    expect(sent?.headers.get('x-xsrf-token')).toEqual(expect.any(String))
    expect(sent?.headers.get('x-xsrf-token')).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
  })

  it('sends a blank display name as an empty string', async () => {
    expect(await register(request({ displayName: '   ' }))).toEqual({ kind: 'registered' })
    expect(demo.requests.at(-1)?.body).toMatchObject({ DisplayName: '' })
  })

  it('sends a string institution id as a string (the demo, whose ids are numbers, refuses it)', async () => {
    const before = api.registrations().length
    expect(await register(request({ institutionId: '101' }))).toEqual({
      kind: 'rejected',
      translationKey: null,
    })
    expect(demo.requests.at(-1)?.body).toMatchObject({ InstitutionId: '101' })
    expect(api.registrations()).toHaveLength(before)
  })

  it('reads 200 with no body, a null body or only successful messages as registered', async () => {
    expect(await register(request({ k: 'empty-200' }))).toEqual({ kind: 'registered' })
    expect(await register(request({ k: 'null-200' }))).toEqual({ kind: 'registered' })
    expect(await register(request({ k: 'success-200' }))).toEqual({ kind: 'registered' })
  })

  it('reads a 200 with a failing message as rejected, with the first failing message’s translationKey', async () => {
    expect(await register(request({ k: 'refused-200' }))).toEqual({
      kind: 'rejected',
      translationKey: 'FIRST_FAILING_KEY',
    })
  })

  it('rejects an email that already has an account with REGISTRATION_EMAIL_IN_USE (409)', async () => {
    const before = api.registrations().length
    expect(await register(request({ k: 'demo-sso-taken', email: TAKEN_CLAIM }))).toEqual({
      kind: 'rejected',
      translationKey: 'REGISTRATION_EMAIL_IN_USE',
    })
    expect(api.registrations()).toHaveLength(before)
  })

  it('reads a 422 with the first failing message’s translationKey, else the first message’s', async () => {
    expect(await register(request({ k: 'key-422' }))).toEqual({
      kind: 'rejected',
      translationKey: 'REGISTRATION_NAME_INVALID',
    })
    expect(await register(request({ k: 'first-message-422' }))).toEqual({
      kind: 'rejected',
      translationKey: 'FIRST_MESSAGE_KEY',
    })
  })

  it('rejects with no translationKey when the first failing message has none', async () => {
    expect(await register(request({ k: 'keyless-failure-422' }))).toEqual({
      kind: 'rejected',
      translationKey: null,
    })
  })

  it('rejects with no translationKey on a 400 or 409 with no messages, or no body at all', async () => {
    for (const k of ['empty-400', 'no-messages-400', 'null-messages-409']) {
      expect(await register(request({ k }))).toEqual({ kind: 'rejected', translationKey: null })
    }
  })

  it('rejects with no translationKey what the demo refuses without one (400)', async () => {
    const before = api.registrations().length
    for (const change of [
      { k: 'demo-sso-unknown' },
      { k: 'demo-sso-notallowed' },
      { institutionId: 999 },
      { email: 'someone.else@example.org' },
    ]) {
      expect(await register(request(change))).toEqual({ kind: 'rejected', translationKey: null })
    }
    expect(api.registrations()).toHaveLength(before)
  })

  it('does not wait for the slow key: only its registration data is slow', async () => {
    delay.mockClear()
    expect(await register(request({ k: 'demo-sso-slow' }))).toEqual({ kind: 'registered' })
    expect(delay).not.toHaveBeenCalled()
  })

  it('rejects with an unexpected failure, with the status, on a 500 and on a 403', async () => {
    expect((await rejection(register(request({ k: 'demo-sso-sendfails' })))).status).toBe(500)
    expect((await rejection(register(request({ k: 'forbidden-403' })))).status).toBe(403)
  })

  it('rejects with an unexpected failure when the XSRF cookie is gone (403)', async () => {
    demo.forgetCookies()
    const before = api.registrations().length
    expect((await rejection(register(request()))).status).toBe(403)
    expect(api.registrations()).toHaveLength(before)
  })

  it('rejects with an unexpected failure on a refusal whose messages fail their schema', async () => {
    expect((await rejection(register(request({ k: 'messages-invalid' })))).status).toBe(409)
  })

  it('never sends a blank field but the display name, nor an empty institution id or key', async () => {
    await expect(register(request({ email: '   ' }))).rejects.toThrow()
    await expect(register(request({ firstName: '' }))).rejects.toThrow()
    await expect(register(request({ lastName: ' \t ' }))).rejects.toThrow()
    await expect(register(request({ institutionId: '' }))).rejects.toThrow()
    await expect(register(request({ k: '' }))).rejects.toThrow()
    expect(demo.requests).toEqual([])
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(register(request())).rejects.toThrow(/Failed to fetch/)
  })
})
