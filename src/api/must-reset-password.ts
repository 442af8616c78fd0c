/** POST /api/auth/mustresetpassword — the forced new password; only success or failure is used. */
import * as v from 'valibot'
import type { MustResetOutcome, SaveNewPasswordRequest } from '../../machines/must-reset/must-reset.machine'
import { answer, AnyBodySchema, defineEndpoint, SUCCESS_BY_STATUS } from './endpoint'
import { NewPasswordSchema } from './new-password'

export const MustResetPayloadSchema = v.pipe(
  v.object({
    UserAccountId: v.union([v.number(), v.string()]),
    Password: NewPasswordSchema,
    resetPasswordType: v.pipe(
      v.literal('MustResetPassword'),
      v.description("The forced reset's type (decision: the spec does not give its value)."),
    ),
    Token: v.string(),
  }),
  v.examples([
    { UserAccountId: 7, Password: 'Demo-pass-1', resetPasswordType: 'MustResetPassword', Token: 'jwt-1' },
  ]),
)

export const mustResetPasswordEndpoint = defineEndpoint<typeof MustResetPayloadSchema, MustResetOutcome>({
  method: 'POST',
  path: '/api/auth/mustresetpassword',
  description:
    'The forced new password (/mustreset), with the account id and token the sign-in answered. Only success ' +
    'or failure is used (spec section 7): any other status (a 400 for a bad token or a password the server ' +
    'will not take) is a failure the person can retry.',
  request: MustResetPayloadSchema,
  // Any refusal (a bad token, a password the server will not take) is a failure the person can retry.
  answers: {
    200: answer(
      v.pipe(
        AnyBodySchema,
        v.description('Saved, whatever the body: the person goes on to sign in.'),
        v.examples([{ data: { success: true } }]),
      ),
      () => ({ kind: 'saved' }),
      { emptyBody: SUCCESS_BY_STATUS },
    ),
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
