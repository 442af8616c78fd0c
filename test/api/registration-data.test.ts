import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SLOW_MS } from '../../demo-api/accounts'
import { createDemoApi } from '../../demo-api/handler'
import { DEMO_INSTITUTIONS, TAKEN_CLAIM } from '../../demo-api/sso-keys'
import { readCookie } from '../../src/kept-in-browser'
import { loadRegistrationData } from '../../src/api/registration-data'
import { withDemoServer } from '../support/browser-fetch'
import { rejection } from '../support/rejection'

const delay = vi.fn((_ms: number) => Promise.resolve())
const api = createDemoApi({ delay })
// Answers the demo never gives, each for its own key: the server's other refusals, and bodies at the edges of
// the schema.
const CUSTOM: Readonly<Record<string, () => Response>> = {
  'null-fields': () => Response.json({ userClaim: null, institutions: null, messages: null }),
  'no-fields': () => Response.json({}),
  'string-ids': () =>
    Response.json({
      userClaim: '  j.lee@example.org  ',
      institutions: [
        { institutionId: 'north-7', name: 'Northern College' },
        { institutionId: 0, name: 'Zero Academy' },
      ],
    }),
  'success-messages': () =>
    Response.json({
      userClaim: 'j.lee@example.org',
      institutions: [{ institutionId: 1, name: 'Northern College' }],
      messages: [
        { success: true, friendlyMessage: 'Welcome.', translationKey: 'WELCOME' },
        { success: null, friendlyMessage: null, translationKey: null },
      ],
    }),
  'one-failing-message': () =>
    Response.json({
      userClaim: 'j.lee@example.org',
      institutions: [{ institutionId: 1, name: 'Northern College' }],
      messages: [
        { success: true, friendlyMessage: 'Welcome.', translationKey: 'WELCOME' },
        { success: false, friendlyMessage: 'No.', translationKey: 'REGISTRATION_NOT_ALLOWED_TEXT' },
      ],
    }),
  forbidden: () => new Response(null, { status: 403 }),
  'forbidden-json': () => Response.json({ data: { message: 'Forbidden' } }, { status: 403 }),
  'bad-key': () => new Response(null, { status: 400 }),
  'schema-invalid': () => Response.json({ userClaim: 42, institutions: [] }),
  'blank-institution-name': () =>
    Response.json({
      userClaim: 'x',
      institutions: [
        { institutionId: 1, name: '   ' },
        { institutionId: 2, name: ' Riverside Secondary School ' },
      ],
    }),
  'empty-institution-id': () =>
    Response.json({ userClaim: 'x', institutions: [{ institutionId: '', name: 'Northern College' }] }),
  'not-json': () => new Response('<html>Service unavailable</html>', { status: 200 }),
  teapot: () => Response.json({}, { status: 418 }),
}
const demo = withDemoServer({
  handler: async (request) => {
    if (request.url.endsWith('/getregistrationdata')) {
      const { K } = (await request.clone().json()) as { K: string }
      const custom = CUSTOM[K]
      if (custom !== undefined) return custom()
    }
    return api(request)
  },
})

describe('POST /api/auth/getregistrationdata', () => {
  beforeEach(() => demo.visitPage())

  it('sends the key as K, as it is, in a JSON POST to the contract path', async () => {
    await loadRegistrationData('demo-sso-educator')
    const sent = demo.requests.at(-1)
    expect(sent?.method).toBe('POST')
    expect(sent?.url.pathname).toBe('/api/auth/getregistrationdata')
    expect(sent?.url.search).toBe('')
    expect(sent?.body).toEqual({ K: 'demo-sso-educator' })
  })

  it('sends JSON with an empty Device header and the XSRF token of the cookie', async () => {
    await loadRegistrationData('demo-sso-claim')
    const sent = demo.requests.at(-1)
    expect(sent?.headers.get('content-type')).toBe('application/json')
    expect(sent?.headers.get('device')).toBe('')
    expect(sent?.headers.get('x-xsrf-token')).toEqual(expect.any(String))
    expect(sent?.headers.get('x-xsrf-token')).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
  })

  it('allows an email claim, with the institutions in the order given and their ids as they came', async () => {
    expect(await loadRegistrationData('demo-sso-educator')).toEqual({
      kind: 'allowed',
      userClaim: 'new.educator@example.org',
      institutions: DEMO_INSTITUTIONS.map((institution) => ({ ...institution })),
    })
    expect(await loadRegistrationData('demo-sso-taken')).toMatchObject({
      kind: 'allowed',
      userClaim: TAKEN_CLAIM,
    })
  })

  it('allows a claim that is not an email, passing it on as it is', async () => {
    const outcome = await loadRegistrationData('demo-sso-claim')
    if (outcome.kind !== 'allowed') throw new Error(`expected allowed, got ${outcome.kind}`)
    expect(outcome.userClaim).toBe('NORTHERN\\jlee')
    expect(outcome.institutions.map((institution) => institution.institutionId)).toEqual([101, 102, 103, 104])
  })

  it('reads null or missing fields as an empty claim and no institutions', async () => {
    expect(await loadRegistrationData('null-fields')).toEqual({
      kind: 'allowed',
      userClaim: '',
      institutions: [],
    })
    expect(await loadRegistrationData('no-fields')).toEqual({
      kind: 'allowed',
      userClaim: '',
      institutions: [],
    })
  })

  it('trims the claim and keeps string and zero ids exactly as they came', async () => {
    expect(await loadRegistrationData('string-ids')).toEqual({
      kind: 'allowed',
      userClaim: 'j.lee@example.org',
      institutions: [
        { institutionId: 'north-7', name: 'Northern College' },
        { institutionId: 0, name: 'Zero Academy' },
      ],
    })
  })

  it('allows when every message reports success or says nothing about it', async () => {
    expect(await loadRegistrationData('success-messages')).toMatchObject({ kind: 'allowed' })
  })

  it('reads a 200 with a message reporting a failure as not allowed, wherever the message is', async () => {
    expect(await loadRegistrationData('demo-sso-notallowed')).toEqual({ kind: 'notAllowed' })
    expect(await loadRegistrationData('one-failing-message')).toEqual({ kind: 'notAllowed' })
  })

  it('reads 403, with or without a body, as an unexpected failure: a refused XSRF check is not the person', async () => {
    expect((await rejection(loadRegistrationData('forbidden'))).status).toBe(403)
    expect((await rejection(loadRegistrationData('forbidden-json'))).status).toBe(403)
  })

  it('leaves out an institution without a name and keeps the others', async () => {
    expect(await loadRegistrationData('blank-institution-name')).toEqual({
      kind: 'allowed',
      userClaim: 'x',
      institutions: [{ institutionId: 2, name: 'Riverside Secondary School' }],
    })
  })

  it('reads 404 (a key the demo does not know) and 400 as an unknown key', async () => {
    expect(await loadRegistrationData('demo-sso-unknown')).toEqual({ kind: 'unknownKey' })
    expect(demo.requests.at(-1)?.body).toEqual({ K: 'demo-sso-unknown' })
    expect(await loadRegistrationData('bad-key')).toEqual({ kind: 'unknownKey' })
  })

  it('waits for a slow key (the demo asks for SLOW_MS), then allows it', async () => {
    delay.mockClear()
    expect(await loadRegistrationData('demo-sso-slow')).toMatchObject({
      kind: 'allowed',
      userClaim: 'new.educator@example.org',
    })
    expect(delay).toHaveBeenCalledExactlyOnceWith(SLOW_MS)
  })

  it('loads the form for a key whose request will fail: only sending it answers 500', async () => {
    expect(await loadRegistrationData('demo-sso-sendfails')).toMatchObject({ kind: 'allowed' })
  })

  it('rejects with an unexpected failure, with the status, on a 500 and on a status it does not expect', async () => {
    expect((await rejection(loadRegistrationData('demo-sso-server'))).status).toBe(500)
    expect((await rejection(loadRegistrationData('teapot'))).status).toBe(418)
  })

  it('rejects with an unexpected failure on a 200 whose body fails its schema', async () => {
    expect((await rejection(loadRegistrationData('schema-invalid'))).status).toBe(200)
    expect((await rejection(loadRegistrationData('empty-institution-id'))).status).toBe(200)
    expect((await rejection(loadRegistrationData('not-json'))).status).toBe(200)
  })

  it('never sends an empty key', async () => {
    await expect(loadRegistrationData('')).rejects.toThrow()
    expect(demo.requests).toEqual([])
  })

  it('rejects, with no outcome, when the network fails', async () => {
    demo.goOffline()
    await expect(loadRegistrationData('demo-sso-educator')).rejects.toThrow(/Failed to fetch/)
  })
})
