/** POST /api/auth/mustresetpassword — the forced new password; only success or failure is used. */
import * as v from 'valibot'
import type { MustResetOutcome, SaveNewPasswordRequest } from '../../machines/must-reset/must-reset.types'
import { answer, AnyBodySchema, defineEndpoint, SUCCESS_BY_STATUS } from './endpoint'
import { NewPasswordSchema } from './new-password'

export const MustResetPayloadSchema = v.pipe(
  v.object({
    UserAccountId: v.union([v.number(), v.string()]),
    Password: NewPasswordSchema,
    resetPasswordType: v.literal('MustResetPassword'),
    Token: v.string(),
  }),
  v.examples([
    { UserAccountId: 7, Password: 'Demo-pass-1', resetPasswordType: 'MustResetPassword', Token: 'jwt-1' },
  ]),
)

export const mustResetPasswordEndpoint = defineEndpoint<typeof MustResetPayloadSchema, MustResetOutcome>({
  method: 'POST',
  path: '/api/auth/mustresetpassword',
  request: MustResetPayloadSchema,
  // Any refusal (a bad token, a password the server will not take) is a failure the person can retry.
  answers: {
    200: answer(v.pipe(AnyBodySchema, v.examples([{ data: { success: true } }])), () => ({ kind: 'saved' }), {
      emptyBody: SUCCESS_BY_STATUS,
    }),
  },
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
