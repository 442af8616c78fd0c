/**
 * POST /api/higher-ed/register-new-user — activates a higher-education account (no token check first).
 * The answer is a list of results; only the first is taken (spec section 3).
 */
import * as v from 'valibot'
import type { SavePasswordOutcome } from '../../machines/reset-password/reset-password.types'
import { answer, defineEndpoint, ErrorBodySchema, messageOf, type Answer } from './endpoint'
import { refusalOf } from './link-refusal'
import { NewPasswordSchema } from './new-password'

export const RegisterHigherEdPayloadSchema = v.object({
  emailToken: v.pipe(v.string(), v.nonEmpty()),
  password: NewPasswordSchema,
})

export const RegisterHigherEdResponseSchema = v.pipe(
  v.array(v.object({ loginUrl: v.pipe(v.string(), v.nonEmpty()) })),
  v.minLength(1),
)

const refused: Answer<SavePasswordOutcome> = answer(ErrorBodySchema, (body) => ({
  kind: refusalOf(messageOf(body)) ?? 'refused',
}))

export const registerHigherEdEndpoint = defineEndpoint<
  typeof RegisterHigherEdPayloadSchema,
  SavePasswordOutcome
>({
  method: 'POST',
  path: '/api/higher-ed/register-new-user',
  request: RegisterHigherEdPayloadSchema,
  answers: {
    200: answer(RegisterHigherEdResponseSchema, ([first]) => ({ kind: 'saved', url: first?.loginUrl ?? '' })),
    400: refused,
    404: refused,
    409: answer(ErrorBodySchema, () => ({ kind: 'used' })),
    410: answer(ErrorBodySchema, () => ({ kind: 'expired' })),
  },
})

export const registerHigherEdUser = (
  request: { token: string; password: string },
  signal?: AbortSignal,
): Promise<SavePasswordOutcome> =>
  registerHigherEdEndpoint.call({ emailToken: request.token, password: request.password }, { signal })
