/** POST /api/auth/getregistrationdata — who a new SSO identity is, and where it may ask to join. */
import * as v from 'valibot'
import type { RegistrationDataOutcome } from '../../machines/registration/registration.types'
import { answer, AnyBodySchema, defineEndpoint, ServerMessagesSchema } from './endpoint'

export const RegistrationDataPayloadSchema = v.object({ K: v.pipe(v.string(), v.nonEmpty()) })

export const RegistrationDataResponseSchema = v.object({
  userClaim: v.nullish(v.string()),
  institutions: v.nullish(
    v.array(
      v.object({
        institutionId: v.union([v.number(), v.pipe(v.string(), v.nonEmpty())]),
        name: v.pipe(v.string(), v.trim()),
      }),
    ),
  ),
  messages: v.nullish(ServerMessagesSchema),
})

export const registrationDataEndpoint = defineEndpoint<
  typeof RegistrationDataPayloadSchema,
  RegistrationDataOutcome
>({
  method: 'POST',
  path: '/api/auth/getregistrationdata',
  request: RegistrationDataPayloadSchema,
  answers: {
    200: answer(RegistrationDataResponseSchema, ({ userClaim, institutions, messages }) =>
      // A message reporting a failure is the server refusing registration for this identity.
      (messages ?? []).some((message) => message.success === false)
        ? { kind: 'notAllowed' }
        : {
            kind: 'allowed',
            userClaim: userClaim?.trim() ?? '',
            // An institution without a name cannot be chosen; the others still can.
            institutions: (institutions ?? []).filter((institution) => institution.name !== ''),
          },
    ),
    // The key is not one the server issued (or no longer knows): the single sign-on went wrong.
    400: answer(AnyBodySchema, () => ({ kind: 'unknownKey' })),
    404: answer(AnyBodySchema, () => ({ kind: 'unknownKey' })),
  },
})

export const loadRegistrationData = (k: string, signal?: AbortSignal): Promise<RegistrationDataOutcome> =>
  registrationDataEndpoint.call({ K: k }, { signal })
