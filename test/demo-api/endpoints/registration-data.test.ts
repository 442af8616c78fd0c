// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SLOW_MS } from '../../../demo-api/accounts'
import { createDemoApi } from '../../../demo-api/handler'
import { DEMO_INSTITUTIONS, TAKEN_CLAIM } from '../../../demo-api/sso-keys'
import { RegistrationDataResponseSchema } from '../../../src/api/registration-data'
import { get, instantDelay, jsonOf, messageOf, post } from '../requests'

const PATH = '/api/auth/getregistrationdata'

const dataOf = (K: unknown) => post(PATH, { K })

const INSTITUTIONS = [
  { institutionId: 101, name: 'Northern College' },
  { institutionId: 102, name: 'Riverside Secondary School' },
  { institutionId: 103, name: 'École secondaire des Érables' },
  { institutionId: 104, name: 'Lakeview Adult Learning Centre' },
]

async function answerOf(k: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await createDemoApi({ delay: instantDelay().delay })(dataOf(k))
  expect(response.headers.get('cache-control')).toBe('no-store')
  return { status: response.status, body: await jsonOf(response) }
}

describe('POST /api/auth/getregistrationdata', () => {
  it('offers the four demo institutions, with number ids, in a fixed order', () => {
    expect(DEMO_INSTITUTIONS).toEqual(INSTITUTIONS)
  })

  it.each([
    ['demo-sso-educator', 'new.educator@example.org'],
    ['demo-sso-student', 'new.student@example.org'],
    ['demo-sso-unsafe', 'new.educator@example.org'],
    ['demo-sso-claim', 'NORTHERN\\jlee'],
    ['demo-sso-taken', TAKEN_CLAIM],
    ['demo-sso-sendfails', 'new.educator@example.org'],
  ])('answers %s with its claim %s, the institutions and no messages', async (k, userClaim) => {
    const { status, body } = await answerOf(k)
    expect(status).toBe(200)
    expect(body).toEqual({ userClaim, institutions: INSTITUTIONS, messages: [] })
    expect(v.safeParse(RegistrationDataResponseSchema, body).success).toBe(true)
  })

  it('names the account eve.educator already has as the taken claim', () => {
    expect(TAKEN_CLAIM).toBe('eve.educator@example.org')
  })

  it('refuses demo-sso-notallowed with a 200 holding a failing message and no institutions', async () => {
    const { status, body } = await answerOf('demo-sso-notallowed')
    expect(status).toBe(200)
    expect(body).toEqual({
      userClaim: 'new.educator@example.org',
      institutions: [],
      messages: [
        {
          success: false,
          friendlyMessage: 'Registration is not available for this identity.',
          translationKey: 'REGISTRATION_NOT_ALLOWED_TEXT',
        },
      ],
    })
  })

  it('answers demo-sso-slow as demo-sso-educator, after waiting SLOW_MS', async () => {
    const { delay, waits } = instantDelay()
    const api = createDemoApi({ delay })
    const slow = await api(dataOf('demo-sso-slow'))
    expect(waits).toEqual([SLOW_MS])
    expect(slow.status).toBe(200)
    expect(await jsonOf(slow)).toEqual({
      userClaim: 'new.educator@example.org',
      institutions: INSTITUTIONS,
      messages: [],
    })
  })

  it('does not wait for any other key', async () => {
    const { delay, waits } = instantDelay()
    const api = createDemoApi({ delay })
    for (const k of ['demo-sso-educator', 'demo-sso-notallowed', 'demo-sso-server', 'demo-sso-nope']) {
      await api(dataOf(k))
    }
    expect(waits).toEqual([])
  })

  it('answers 500 with a message for demo-sso-server', async () => {
    const response = await createDemoApi()(dataOf('demo-sso-server'))
    expect(response.status).toBe(500)
    expect(await messageOf(response)).toEqual(expect.any(String))
  })

  it.each(['demo-sso-unknown', 'demo-sso-nope', 'DEMO-SSO-EDUCATOR', ' demo-sso-educator'])(
    'answers 404 with a message for the key %j it does not know',
    async (k) => {
      const response = await createDemoApi()(dataOf(k))
      expect(response.status).toBe(404)
      expect(await messageOf(response)).toBe('This single sign-on link is not valid.')
    },
  )

  it.each([
    ['a missing K', {}],
    ['an empty K', { K: '' }],
    ['a non-string K', { K: 7 }],
    ['a null K', { K: null }],
  ])('answers 400 with a message for %s', async (_label, body) => {
    const response = await createDemoApi()(post(PATH, body))
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toEqual(expect.any(String))
  })

  it('answers 400 to a body that is not JSON', async () => {
    const response = await createDemoApi()(post(PATH, null, { rawBody: 'K=demo-sso-educator' }))
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The body is not valid JSON.')
  })

  it('answers 400 when the Device header is missing, as for every call', async () => {
    const request = dataOf('demo-sso-educator')
    request.headers.delete('Device')
    const response = await createDemoApi()(request)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The Device header is required.')
  })

  it('answers 403 without the XSRF header, and 405 with Allow: POST to a GET', async () => {
    const api = createDemoApi()
    const forged = await api(post(PATH, { K: 'demo-sso-educator' }, { xsrfHeader: null }))
    expect(forged.status).toBe(403)
    const got = await api(get(PATH))
    expect(got.status).toBe(405)
    expect(got.headers.get('allow')).toBe('POST')
  })
})
