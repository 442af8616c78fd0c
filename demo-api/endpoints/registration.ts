/**
 * POST /api/auth/registration: records a request for an account for the new SSO identity behind `K`, for an
 * administrator to approve. An email that already has an account is refused with a translationKey; anything
 * the portal would never send (an unknown key or institution, an email other than an email claim) with none.
 */
import type * as v from 'valibot'
import {
  RegistrationPayloadSchema,
  registrationEndpoint,
  type RegistrationResponseSchema,
} from '../../src/api/registration.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { DEMO_INSTITUTIONS, ssoKey } from '../sso-keys.ts'

type RegistrationResponse = v.InferInput<typeof RegistrationResponseSchema>

export const REGISTRATION_MESSAGES = {
  unknownKey: 'This single sign-on link is not valid.',
  notAllowed: 'Registration is not available for this identity.',
  unknownInstitution: 'Unknown institution.',
  emailNotClaim: 'The email must be the one single sign-on vouched for.',
  emailInUse: 'An account already uses this email address.',
  serverFault: 'Internal server error (demo registration fault)',
  sent: 'Your request was sent to an administrator.',
} as const

const refusal = (status: number, friendlyMessage: string, translationKey: string | null) =>
  json(status, { messages: [{ success: false, friendlyMessage, translationKey }] })

export const registrationDemoEndpoint: DemoEndpoint = {
  adapter: registrationEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, RegistrationPayloadSchema)
    if (!body.ok) return body.response
    const { Email, FirstName, LastName, DisplayName, InstitutionId, K } = body.value

    const key = ssoKey(K)
    if (key === undefined) return refusal(400, REGISTRATION_MESSAGES.unknownKey, null)
    if (key.fault === 'server' || key.registration === 'sendFails') {
      return apiError(500, REGISTRATION_MESSAGES.serverFault)
    }
    if (key.registration === 'notAllowed') return refusal(400, REGISTRATION_MESSAGES.notAllowed, null)
    if (!DEMO_INSTITUTIONS.some((institution) => institution.institutionId === InstitutionId)) {
      return refusal(400, REGISTRATION_MESSAGES.unknownInstitution, null)
    }
    const email = Email.trim().toLowerCase()
    if (key.claim.includes('@') && email !== key.claim.toLowerCase()) {
      return refusal(400, REGISTRATION_MESSAGES.emailNotClaim, null)
    }
    if (context.state.accounts.some((entry) => entry.account.email.toLowerCase() === email)) {
      return refusal(409, REGISTRATION_MESSAGES.emailInUse, 'REGISTRATION_EMAIL_IN_USE')
    }

    context.state.registrations.push({
      k: key.k,
      email: Email,
      firstName: FirstName,
      lastName: LastName,
      displayName: DisplayName,
      institutionId: InstitutionId,
    })
    const sent: RegistrationResponse = {
      loginUrl: `${context.url.origin}/`,
      messages: [{ success: true, friendlyMessage: REGISTRATION_MESSAGES.sent, translationKey: null }],
    }
    return json(200, sent)
  },
}
