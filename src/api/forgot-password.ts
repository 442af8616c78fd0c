/** POST /api/auth/forgotpassword — spec sections 7 and 8; shapes in docs/api-contract.md. */
import * as v from 'valibot'
import type { ForgotPasswordOutcome } from '../../machines/forgot-password/forgot-password.machine'
import { isSuccess, parseBody, postJson, UnexpectedResponseError } from './client'

export const ForgotPasswordPayloadSchema = v.object({
  email: v.pipe(v.string(), v.nonEmpty()),
  languageType: v.picklist([1, 3, 8]),
  translationLanguage: v.picklist(['en-CA', 'fr-CA', 'en-GB']),
})
export type ForgotPasswordPayload = v.InferOutput<typeof ForgotPasswordPayloadSchema>

export const ForgotPasswordResponseSchema = v.object({
  token: v.nullish(v.string()),
  messages: v.array(
    v.object({
      success: v.nullish(v.boolean()),
      friendlyMessage: v.nullish(v.string()),
      translationKey: v.nullish(v.string()),
    }),
  ),
})

export async function sendResetLink(
  payload: ForgotPasswordPayload,
  signal?: AbortSignal,
): Promise<ForgotPasswordOutcome> {
  const answer = await postJson(
    '/api/auth/forgotpassword',
    v.parse(ForgotPasswordPayloadSchema, payload),
    signal,
  )
  if (answer.status === 409) return { kind: 'multipleUsers' }
  if (answer.status >= 500) throw new UnexpectedResponseError(answer.status, 'forgot password failed')

  // A 404 may come without a body; that still means "no record".
  const messages = answer.body == null ? [] : parseBody(ForgotPasswordResponseSchema, answer).messages
  const first = messages[0]
  if (isSuccess(answer.status) && first?.success !== false) {
    return { kind: 'sent', friendlyMessage: first?.friendlyMessage || null }
  }
  if (first?.translationKey) return { kind: 'rejected', translationKey: first.translationKey }
  return { kind: 'noRecord' }
}
