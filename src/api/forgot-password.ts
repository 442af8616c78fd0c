/** POST /api/auth/forgotpassword — spec sections 7 and 8; shapes in docs/api-contract.md. */
import * as v from 'valibot'
import type { ForgotPasswordOutcome } from '../../machines/forgot-password/forgot-password.types'
import { answer, AnyBodySchema, defineEndpoint, ServerMessagesSchema, type ServerMessages } from './endpoint'

export const ForgotPasswordPayloadSchema = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  languageType: v.picklist([1, 3, 8]),
  translationLanguage: v.picklist(['en-CA', 'fr-CA', 'en-GB']),
})
export type ForgotPasswordPayload = v.InferOutput<typeof ForgotPasswordPayloadSchema>

export const ForgotPasswordResponseSchema = v.object({
  token: v.nullish(v.string()),
  messages: ServerMessagesSchema,
})

/** Not sent: the first message's translationKey names the reason, or there is no record of the address. */
function notSent(messages: ServerMessages): ForgotPasswordOutcome {
  const key = messages[0]?.translationKey
  return key ? { kind: 'rejected', translationKey: key } : { kind: 'noRecord' }
}

const refused = answer(v.nullish(ForgotPasswordResponseSchema), (body) => notSent(body?.messages ?? []))
// A 404 may come without a body (which reaches the adapter as ''); that still means "no record".
const notFound = answer(v.union([v.literal(''), v.nullish(ForgotPasswordResponseSchema)]), (body) =>
  notSent(typeof body === 'object' ? (body?.messages ?? []) : []),
)

export const forgotPasswordEndpoint = defineEndpoint<
  typeof ForgotPasswordPayloadSchema,
  ForgotPasswordOutcome
>({
  method: 'POST',
  path: '/api/auth/forgotpassword',
  request: ForgotPasswordPayloadSchema,
  answers: {
    200: answer(ForgotPasswordResponseSchema, ({ messages }) => {
      const first = messages[0]
      return first?.success === false
        ? notSent(messages)
        : { kind: 'sent', friendlyMessage: first?.friendlyMessage || null }
    }),
    400: refused,
    404: notFound,
    409: answer(AnyBodySchema, () => ({ kind: 'multipleUsers' })),
  },
})

export const sendResetLink = (
  payload: ForgotPasswordPayload,
  signal?: AbortSignal,
): Promise<ForgotPasswordOutcome> => forgotPasswordEndpoint.call(payload, { signal })
