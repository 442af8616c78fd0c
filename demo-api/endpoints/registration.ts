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
import { DEMO_ACCOUNTS } from '../accounts.ts'
import type { DemoEndpoint, DemoScenario } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { DEMO_INSTITUTIONS, DEMO_SSO_KEYS, ssoKey, type SsoKey } from '../sso-keys.ts'

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

const registrationBody = (
  K: string,
  Email = 'new.educator@example.org',
  InstitutionId: number | string = 101,
): v.InferInput<typeof RegistrationPayloadSchema> => ({
  Email,
  FirstName: 'Zoë',
  LastName: "O'Neil",
  DisplayName: '',
  InstitutionId,
  K,
})

/** The email a person registering with the key sends: the claim when it is one, else one they type. */
const emailFor = (key: SsoKey | undefined): string =>
  key?.claim.includes('@') === true ? key.claim : 'jordan.lee@example.org'

/** What registering with a seeded key answers, its email already having an account or not. */
function registeringWith(k: string): Pick<DemoScenario, 'status' | 'offContract'> {
  const key = ssoKey(k)
  if (key === undefined || key.registration === 'notAllowed') return { status: 400 }
  if (key.fault === 'server' || key.registration === 'sendFails')
    return { status: 500, offContract: 'server' }
  const email = emailFor(key).toLowerCase()
  return DEMO_ACCOUNTS.some((account) => account.email.toLowerCase() === email)
    ? { status: 409 }
    : { status: 200 }
}

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
  scenarios: [
    ...[...new Set(DEMO_SSO_KEYS.map((key) => key.k))].map((k) => ({
      label: `registers with ${k}`,
      body: registrationBody(k, emailFor(ssoKey(k))),
      ...registeringWith(k),
    })),
    {
      label: 'with an email that has an account',
      body: registrationBody('demo-sso-claim', 'Eve.Educator@example.org'),
      status: 409,
    },
    {
      label: 'with an unknown institution',
      body: registrationBody('demo-sso-educator', undefined, 999),
      status: 400,
    },
    {
      label: 'with an email other than the claim',
      body: registrationBody('demo-sso-educator', 'someone.else@example.org'),
      status: 400,
    },
    {
      label: 'with a bad body',
      body: registrationBody('demo-sso-educator', '  '),
      status: 400,
      offContract: 'badBody',
    },
    {
      label: 'without the XSRF header',
      body: registrationBody('demo-sso-educator'),
      status: 403,
      offContract: 'xsrf',
    },
  ],
}
