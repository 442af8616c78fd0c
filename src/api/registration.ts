/** POST /api/auth/registration — asks an administrator for an account for a new SSO identity. */
import * as v from 'valibot'
import type { RegisterOutcome, RegisterRequest } from '../../machines/registration/registration.types'
import { answer, defineEndpoint, firstErrorKey, ServerMessagesSchema } from './endpoint'

const text = () => v.pipe(v.string(), v.trim(), v.nonEmpty())

export const RegistrationPayloadSchema = v.object({
  Email: text(),
  FirstName: text(),
  LastName: text(),
  DisplayName: v.pipe(v.string(), v.trim()),
  InstitutionId: v.union([v.number(), text()]),
  K: text(),
})

/** The create-account answer carries a loginUrl; the portal does not follow it, as approval comes first. */
export const RegistrationResponseSchema = v.nullish(
  v.union([
    v.literal(''),
    v.object({ loginUrl: v.nullish(v.string()), messages: v.nullish(ServerMessagesSchema) }),
  ]),
)

const messagesOf = (body: v.InferOutput<typeof RegistrationResponseSchema>) =>
  (typeof body === 'object' && body?.messages) || []

const rejectedBy = (body: v.InferOutput<typeof RegistrationResponseSchema>): RegisterOutcome => ({
  kind: 'rejected',
  translationKey: firstErrorKey(messagesOf(body)),
})

const refused = answer(RegistrationResponseSchema, rejectedBy)

export const registrationEndpoint = defineEndpoint<typeof RegistrationPayloadSchema, RegisterOutcome>({
  method: 'POST',
  path: '/api/auth/registration',
  request: RegistrationPayloadSchema,
  answers: {
    // The request is recorded once the server answers 200, whatever the body: reading an odd body as a failure
    // would invite the person to send it twice.
    200: answer(v.fallback(RegistrationResponseSchema, null), (body) =>
      messagesOf(body).some((message) => message.success === false)
        ? rejectedBy(body)
        : { kind: 'registered' },
    ),
    // Refusals: spec section 8 shows the first error message's translationKey.
    400: refused,
    409: refused,
    422: refused,
  },
})

export const register = (request: RegisterRequest, signal?: AbortSignal): Promise<RegisterOutcome> =>
  registrationEndpoint.call(
    {
      Email: request.email.trim(),
      FirstName: request.firstName.trim(),
      LastName: request.lastName.trim(),
      DisplayName: request.displayName.trim(),
      InstitutionId: request.institutionId,
      K: request.k,
    },
    { signal },
  )
