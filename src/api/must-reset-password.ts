/** POST /api/auth/mustresetpassword — the forced new password; only success or failure is used. */
import * as v from 'valibot'
import type { MustResetOutcome, SaveNewPasswordRequest } from '../../machines/must-reset/must-reset.types'
import { answer, AnyBodySchema, defineEndpoint } from './endpoint'
import { NewPasswordSchema } from './new-password'

export const MustResetPayloadSchema = v.object({
  UserAccountId: v.union([v.number(), v.string()]),
  Password: NewPasswordSchema,
  resetPasswordType: v.literal('MustResetPassword'),
  Token: v.string(),
})

export const mustResetPasswordEndpoint = defineEndpoint<typeof MustResetPayloadSchema, MustResetOutcome>({
  method: 'POST',
  path: '/api/auth/mustresetpassword',
  request: MustResetPayloadSchema,
  // Any refusal (a bad token, a password the server will not take) is a failure the person can retry.
  answers: { 200: answer(AnyBodySchema, () => ({ kind: 'saved' })) },
})

export const saveNewPassword = (
  request: SaveNewPasswordRequest,
  signal?: AbortSignal,
): Promise<MustResetOutcome> =>
  mustResetPasswordEndpoint.call(
    {
      UserAccountId: request.account.userAccountId,
      Password: request.password,
      resetPasswordType: 'MustResetPassword',
      Token: request.account.token,
    },
    { signal },
  )
