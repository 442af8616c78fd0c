/** POST /api/auth/registration — asks an administrator for an account for a new SSO identity. */
import * as v from 'valibot'
import type { RegisterOutcome, RegisterRequest } from '../../machines/registration/registration.machine'
import {
  answer,
  defineEndpoint,
  firstErrorKey,
  NO_MESSAGE_IS_GENERIC,
  ServerMessagesSchema,
} from './endpoint'

const text = () => v.pipe(v.string(), v.trim(), v.nonEmpty())

export const RegistrationPayloadSchema = v.pipe(
  v.object({
    Email: text(),
    FirstName: text(),
    LastName: text(),
    DisplayName: v.pipe(v.string(), v.trim(), v.description('Optional: may be empty.')),
    InstitutionId: v.pipe(
      v.union([v.number(), text()]),
      v.description('As the registration data gave it (number or text).'),
    ),
    K: v.pipe(text(), v.description("The page's `k` (/registration/{k}).")),
  }),
  v.examples([
    {
      Email: 'new.person@example.org',
      FirstName: 'New',
      LastName: 'Person',
      DisplayName: '',
      InstitutionId: 101,
      K: 'sso-key-1',
    },
  ]),
)

/** The create-account answer carries a loginUrl; the portal does not follow it, as approval comes first. */
export const RegistrationResponseSchema = v.nullish(
  v.union([
    v.literal(''),
    v.object({ loginUrl: v.nullish(v.string()), messages: v.nullish(ServerMessagesSchema) }),
  ]),
)

const messagesOf = (body: v.InferOutput<typeof RegistrationResponseSchema>) =>
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: the only string body, '', has no messages, and a message that is not an object has no success or translationKey: as with none
  (typeof body === 'object' && body?.messages) || []

const rejectedBy = (body: v.InferOutput<typeof RegistrationResponseSchema>): RegisterOutcome => ({
  kind: 'rejected',
  translationKey: firstErrorKey(messagesOf(body)),
})

const EMAIL_IN_USE = {
  messages: [
    {
      success: false,
      friendlyMessage: 'An account already uses this email address.',
      translationKey: 'REGISTRATION_EMAIL_IN_USE',
    },
  ],
}

const refused = answer(
  v.pipe(
    RegistrationResponseSchema,
    v.description(
      'Refused: the first message with `success: false` (else the first message) gives its `translationKey`, ' +
        'shown translated above the kept form; none gives GENERIC_ERROR (spec section 8).',
    ),
    v.examples([EMAIL_IN_USE]),
  ),
  rejectedBy,
  { emptyBody: NO_MESSAGE_IS_GENERIC },
)

export const registrationEndpoint = defineEndpoint<typeof RegistrationPayloadSchema, RegisterOutcome>({
  method: 'POST',
  path: '/api/auth/registration',
  description:
    'SSO registration: asks an administrator for an account for a new SSO identity. The texts are sent trimmed. ' +
    'Any other status is an unexpected failure: GENERIC_ERROR with the form kept.',
  request: RegistrationPayloadSchema,
  answers: {
    // The request is recorded once the server answers 200, whatever the body: reading an odd body as a failure
    // would invite the person to send it twice.
    200: answer(
      v.pipe(
        v.fallback(RegistrationResponseSchema, null),
        v.description(
          "Sent: /registrationconfirmation, 'Almost there'. The create-account answer's `loginUrl` is not " +
            'followed: an administrator approves the request first. `messages` holding one with ' +
            '`success: false` is a refusal, read as for 400.',
        ),
        v.examples([{ loginUrl: 'https://product.example.org/', messages: [] }, EMAIL_IN_USE]),
      ),
      (body) =>
        messagesOf(body).some((message) => message.success === false)
          ? rejectedBy(body)
          : { kind: 'registered' },
      {
        emptyBody: 'api-contract: "200 (any body)": the request is recorded',
        anyJson: 'a 200 records the request whatever its JSON; a failure would invite sending it twice',
      },
    ),
    // Refusals: spec section 8 shows the first error message's translationKey.
    400: refused,
    409: refused,
    422: refused,
  },
})

/** The texts go as typed: the call sends the payload its schema gives, which trims them. */
export const register = (request: RegisterRequest, signal?: AbortSignal): Promise<RegisterOutcome> =>
  registrationEndpoint.call(
    {
      Email: request.email,
      FirstName: request.firstName,
      LastName: request.lastName,
      DisplayName: request.displayName,
      InstitutionId: request.institutionId,
      K: request.k,
    },
    { signal },
  )
