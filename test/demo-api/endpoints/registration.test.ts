// @vitest-environment node
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createDemoApi, type DemoApi } from '../../../demo-api/handler'
import { TAKEN_CLAIM } from '../../../demo-api/sso-keys'
import { RegistrationResponseSchema } from '../../../src/api/registration'
import { get, instantDelay, jsonOf, messageOf, ORIGIN, post } from '../requests'

const PATH = '/api/auth/registration'

const registrationBody = (change: Record<string, unknown> = {}) => ({
  Email: 'new.educator@example.org',
  FirstName: 'Zoë',
  LastName: 'Lee',
  DisplayName: '',
  InstitutionId: 101,
  K: 'demo-sso-educator',
  ...change,
})

const registration = (change?: Record<string, unknown>) => post(PATH, registrationBody(change))

const recorded = (change: Record<string, unknown> = {}) => {
  const body = registrationBody(change)
  return {
    k: body.K,
    email: body.Email,
    firstName: body.FirstName,
    lastName: body.LastName,
    displayName: body.DisplayName,
    institutionId: body.InstitutionId,
  }
}

interface Refusal {
  messages: { success: boolean; friendlyMessage: string; translationKey: string | null }[]
}

async function accepted(api: DemoApi, change?: Record<string, unknown>): Promise<void> {
  const response = await api(registration(change))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const body = await jsonOf(response)
  expect(body).toEqual({
    loginUrl: `${ORIGIN}/`,
    messages: [
      { success: true, friendlyMessage: 'Your request was sent to an administrator.', translationKey: null },
    ],
  })
  expect(v.safeParse(RegistrationResponseSchema, body).success).toBe(true)
}

async function refused(api: DemoApi, change: Record<string, unknown>): Promise<{ status: number } & Refusal> {
  const response = await api(registration(change))
  return { status: response.status, ...(await jsonOf<Refusal>(response)) }
}

describe('POST /api/auth/registration', () => {
  it('takes a request for demo-sso-educator and keeps it, as received, for the tests to read', async () => {
    const api = createDemoApi()
    expect(api.registrations()).toEqual([])
    await accepted(api, { DisplayName: 'Zoë L.', InstitutionId: 103 })
    expect(api.registrations()).toEqual([recorded({ DisplayName: 'Zoë L.', InstitutionId: 103 })])
  })

  it('keeps only the requests it accepts, oldest first', async () => {
    const api = createDemoApi()
    await accepted(api, { K: 'demo-sso-claim', Email: 'j.lee@northern.example', FirstName: 'Jae' })
    expect((await refused(api, { K: 'demo-sso-taken', Email: TAKEN_CLAIM })).status).toBe(409)
    expect((await refused(api, { InstitutionId: 999 })).status).toBe(400)
    expect((await api(registration({ K: 'demo-sso-sendfails' }))).status).toBe(500)
    expect((await api(post(PATH, registrationBody({ FirstName: '' })))).status).toBe(400)
    await accepted(api, { K: 'demo-sso-slow', InstitutionId: 104 })
    expect(api.registrations()).toEqual([
      recorded({ K: 'demo-sso-claim', Email: 'j.lee@northern.example', FirstName: 'Jae' }),
      recorded({ K: 'demo-sso-slow', InstitutionId: 104 }),
    ])
  })

  it('keeps requests per handler instance', async () => {
    await accepted(createDemoApi())
    expect(createDemoApi().registrations()).toEqual([])
  })

  it('hands out a copy of the requests it keeps', async () => {
    const api = createDemoApi()
    await accepted(api)
    const first = api.registrations()
    await accepted(api, { K: 'demo-sso-claim', Email: 'j.lee@northern.example' })
    expect(first).toHaveLength(1)
    expect(api.registrations()).toHaveLength(2)
  })

  it('takes an email claim in any case and with spaces around it', async () => {
    const api = createDemoApi()
    await accepted(api, { Email: 'NEW.Educator@Example.ORG' })
    await accepted(api, { Email: '  new.educator@example.org ' })
    expect(api.registrations()).toHaveLength(2)
  })

  it('takes any email for a claim that is not one (demo-sso-claim)', async () => {
    const api = createDemoApi()
    await accepted(api, { K: 'demo-sso-claim', Email: 'someone@anywhere.example' })
    expect(api.registrations()[0]?.email).toBe('someone@anywhere.example')
  })

  it('does not wait for demo-sso-slow: only its registration data is slow', async () => {
    const { delay, waits } = instantDelay()
    await accepted(createDemoApi({ delay }), { K: 'demo-sso-slow' })
    expect(waits).toEqual([])
  })

  it.each([
    ['the taken claim, for demo-sso-taken', { K: 'demo-sso-taken', Email: TAKEN_CLAIM }],
    ['the taken claim in another case', { K: 'demo-sso-taken', Email: 'EVE.Educator@Example.org' }],
    [
      'another account’s email, for a claim that is not one',
      { K: 'demo-sso-claim', Email: 'SAM.student@example.org' },
    ],
    ['an email several accounts share', { K: 'demo-sso-claim', Email: 'shared@example.org' }],
  ])('refuses %s with 409 and REGISTRATION_EMAIL_IN_USE', async (_label, change) => {
    const api = createDemoApi()
    expect(await refused(api, change)).toEqual({
      status: 409,
      messages: [
        {
          success: false,
          friendlyMessage: 'An account already uses this email address.',
          translationKey: 'REGISTRATION_EMAIL_IN_USE',
        },
      ],
    })
    expect(api.registrations()).toEqual([])
  })

  it.each([
    ['a key it does not know', { K: 'demo-sso-nope' }, 'This single sign-on link is not valid.'],
    ['demo-sso-notallowed', { K: 'demo-sso-notallowed' }, 'Registration is not available for this identity.'],
    ['an institution it does not list', { InstitutionId: 999 }, 'Unknown institution.'],
    ['a listed id sent as a string', { InstitutionId: '101' }, 'Unknown institution.'],
    [
      'an email other than the email claim',
      { Email: 'other@example.org' },
      'The email must be the one single sign-on vouched for.',
    ],
    [
      'an email other than the taken claim, before seeing it is taken',
      { K: 'demo-sso-taken', Email: 'sam.student@example.org' },
      'The email must be the one single sign-on vouched for.',
    ],
  ])('refuses %s with 400 and no translationKey', async (_label, change, friendlyMessage) => {
    const api = createDemoApi()
    expect(await refused(api, change)).toEqual({
      status: 400,
      messages: [{ success: false, friendlyMessage, translationKey: null }],
    })
    expect(api.registrations()).toEqual([])
  })

  it('answers 500 with a message for demo-sso-sendfails and demo-sso-server, keeping nothing', async () => {
    const api = createDemoApi()
    for (const K of ['demo-sso-sendfails', 'demo-sso-server']) {
      const response = await api(registration({ K }))
      expect(response.status).toBe(500)
      expect(await messageOf(response)).toEqual(expect.any(String))
    }
    expect(api.registrations()).toEqual([])
  })

  it.each([
    ['a missing Email', { Email: undefined }],
    ['an empty Email', { Email: '' }],
    ['an empty FirstName', { FirstName: '' }],
    ['a missing LastName', { LastName: undefined }],
    ['a missing DisplayName', { DisplayName: undefined }],
    ['a non-string DisplayName', { DisplayName: null }],
    ['an empty InstitutionId', { InstitutionId: '' }],
    ['a null InstitutionId', { InstitutionId: null }],
    ['an empty K', { K: '' }],
    ['a non-string K', { K: 7 }],
  ])('answers 400 with a message for %s', async (_label, change) => {
    const api = createDemoApi()
    const response = await api(post(PATH, registrationBody(change)))
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toEqual(expect.any(String))
    expect(api.registrations()).toEqual([])
  })

  it('answers 400 when the Device header is missing, as for every call', async () => {
    const api = createDemoApi()
    const request = registration()
    request.headers.delete('Device')
    const response = await api(request)
    expect(response.status).toBe(400)
    expect(await messageOf(response)).toBe('The Device header is required.')
    expect(api.registrations()).toEqual([])
  })

  it('answers 403 without the XSRF header, and 405 with Allow: POST to a GET', async () => {
    const api = createDemoApi()
    const forged = await api(post(PATH, registrationBody(), { xsrfHeader: null }))
    expect(forged.status).toBe(403)
    const got = await api(get(PATH))
    expect(got.status).toBe(405)
    expect(got.headers.get('allow')).toBe('POST')
    expect(api.registrations()).toEqual([])
  })
})
