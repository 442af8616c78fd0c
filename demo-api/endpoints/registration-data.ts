/**
 * POST /api/auth/getregistrationdata: who the new SSO identity behind `K` (a seeded `demo-sso-*` key) is, and
 * the institutions it may ask to join; or a refusal, when registration is not for this identity.
 */
import type * as v from 'valibot'
import {
  RegistrationDataPayloadSchema,
  registrationDataEndpoint,
  type RegistrationDataResponseSchema,
} from '../../src/api/registration-data.ts'
import { SLOW_MS } from '../accounts.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { DEMO_INSTITUTIONS, DEMO_SSO_KEYS, ssoKey } from '../sso-keys.ts'

type RegistrationDataResponse = v.InferInput<typeof RegistrationDataResponseSchema>

export const REGISTRATION_DATA_MESSAGES = {
  unknownKey: 'This single sign-on link is not valid.',
  serverFault: 'Internal server error (demo SSO fault)',
  notAllowed: 'Registration is not available for this identity.',
} as const

export const registrationDataDemoEndpoint: DemoEndpoint = {
  adapter: registrationDataEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, RegistrationDataPayloadSchema)
    if (!body.ok) return body.response
    const key = ssoKey(body.value.K)
    if (key === undefined) return apiError(404, REGISTRATION_DATA_MESSAGES.unknownKey)
    if (key.fault === 'server') return apiError(500, REGISTRATION_DATA_MESSAGES.serverFault)
    if (key.registration === 'slow') await context.delay(SLOW_MS)
    if (key.registration === 'notAllowed') {
      const refused: RegistrationDataResponse = {
        userClaim: key.claim,
        institutions: [],
        messages: [
          {
            success: false,
            friendlyMessage: REGISTRATION_DATA_MESSAGES.notAllowed,
            translationKey: 'REGISTRATION_NOT_ALLOWED_TEXT',
          },
        ],
      }
      return json(200, refused)
    }
    const allowed: RegistrationDataResponse = {
      userClaim: key.claim,
      institutions: DEMO_INSTITUTIONS.map((institution) => ({ ...institution })),
      messages: [],
    }
    return json(200, allowed)
  },
  scenarios: [
    ...[...new Set(DEMO_SSO_KEYS.map((key) => key.k))].map((k) => ({
      label: `loads ${k}`,
      body: { K: k },
      ...(ssoKey(k) === undefined
        ? { status: 404 }
        : ssoKey(k)?.fault === 'server'
          ? { status: 500, offContract: 'server' as const }
          : { status: 200 }),
    })),
    { label: 'with a bad body', body: { K: '' }, status: 400, offContract: 'badBody' },
    { label: 'without the XSRF header', body: { K: 'demo-sso-educator' }, status: 403, offContract: 'xsrf' },
  ],
}
