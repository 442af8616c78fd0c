/** POST /api/auth/mustresetpassword — the forced new password; only success or failure is used. */
import * as v from 'valibot'
import type { SaveNewPasswordRequest } from '../../machines/must-reset/must-reset.machine'
import { isSuccess, postJson, UnexpectedResponseError } from './client'

export const MustResetPayloadSchema = v.object({
  UserAccountId: v.union([v.number(), v.string()]),
  Password: v.pipe(v.string(), v.minLength(8)),
  resetPasswordType: v.literal('MustResetPassword'),
  Token: v.string(),
})

export async function saveNewPassword(
  request: SaveNewPasswordRequest,
  signal?: AbortSignal,
): Promise<undefined> {
  const payload = v.parse(MustResetPayloadSchema, {
    UserAccountId: request.account.userAccountId,
    Password: request.password,
    resetPasswordType: 'MustResetPassword',
    Token: request.account.token,
  })
  const answer = await postJson('/api/auth/mustresetpassword', payload, signal)
  if (!isSuccess(answer.status)) throw new UnexpectedResponseError(answer.status, 'must reset failed')
  return undefined
}
