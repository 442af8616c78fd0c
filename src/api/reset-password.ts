/** POST /api/auth/resetpassword — saves the password chosen on a reset or activation link. */
import { v4 as uuid } from 'uuid'
import * as v from 'valibot'
import type {
  SavePasswordOutcome,
  SavePasswordRequest,
} from '../../machines/reset-password/reset-password.types'
import { answer, defineEndpoint, ErrorBodySchema, messageOf, type Answer } from './endpoint'
import { refusalOf } from './link-refusal'
import { NewPasswordSchema } from './new-password'

export const ResetPasswordPayloadSchema = v.object({
  UserName: v.string(),
  Password: NewPasswordSchema,
  resetPasswordType: v.pipe(v.string(), v.nonEmpty()),
  token: v.pipe(v.string(), v.nonEmpty()),
  /** A fresh uuid per attempt, so the server can tell a retry from a double submit. */
  requestId: v.pipe(v.string(), v.uuid()),
})

export const ResetPasswordResponseSchema = v.object({
  data: v.object({ url: v.pipe(v.string(), v.nonEmpty()) }),
})

const refused: Answer<SavePasswordOutcome> = answer(ErrorBodySchema, (body) => ({
  kind: refusalOf(messageOf(body)) ?? 'refused',
}))

export const resetPasswordEndpoint = defineEndpoint<typeof ResetPasswordPayloadSchema, SavePasswordOutcome>({
  method: 'POST',
  path: '/api/auth/resetpassword',
  request: ResetPasswordPayloadSchema,
  answers: {
    200: answer(ResetPasswordResponseSchema, ({ data }) => ({ kind: 'saved', url: data.url })),
    400: refused,
    404: refused,
    409: answer(ErrorBodySchema, () => ({ kind: 'used' })),
    410: answer(ErrorBodySchema, () => ({ kind: 'expired' })),
  },
})

export const savePassword = (
  request: SavePasswordRequest,
  signal?: AbortSignal,
): Promise<SavePasswordOutcome> =>
  resetPasswordEndpoint.call(
    {
      UserName: request.userName,
      Password: request.password,
      resetPasswordType: request.resetType,
      token: request.token,
      requestId: uuid(),
    },
    { signal },
  )
