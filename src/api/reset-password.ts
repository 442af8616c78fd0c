/** POST /api/auth/resetpassword — saves the password chosen on a reset or activation link. */
import { v4 as uuid } from 'uuid'
import * as v from 'valibot'
import type {
  SavePasswordOutcome,
  SavePasswordRequest,
} from '../../machines/reset-password/reset-password.machine'
import {
  answer,
  defineEndpoint,
  ErrorBodySchema,
  errorBodies,
  messageOf,
  NO_MESSAGE_IS_GENERIC,
  STATUS_SAYS_IT,
  type Answer,
} from './endpoint'
import { refusalOf, SAVE_REFUSAL, SAVING_REFUSALS } from './link-refusal'
import { NewPasswordSchema } from './new-password'

export const ResetPasswordPayloadSchema = v.pipe(
  v.object({
    UserName: v.pipe(v.string(), v.description("The token check's `userName`.")),
    Password: NewPasswordSchema,
    resetPasswordType: v.pipe(v.string(), v.nonEmpty(), v.description("The link's resetType, as it is.")),
    token: v.pipe(v.string(), v.nonEmpty(), v.description("The link's token.")),
    requestId: v.pipe(
      v.string(),
      v.uuid(),
      v.description('A fresh uuid per attempt, so the server can tell a retry from a double submit.'),
    ),
  }),
  v.examples([
    {
      UserName: 'sam.student',
      Password: 'Demo-pass-1',
      resetPasswordType: 'ResetPassword',
      token: 'tok-1',
      requestId: '0b6f3c1e-2d4a-4f8b-9c7d-1a2b3c4d5e6f',
    },
  ]),
)

export const ResetPasswordResponseSchema = v.pipe(
  v.object({ data: v.object({ url: v.pipe(v.string(), v.nonEmpty()) }) }),
  v.description(
    'Saved: the browser goes to `url` (with `activate=true` added for an activation), if the redirect policy ' +
      'accepts it.',
  ),
  v.examples([{ data: { url: 'https://product.example.org/home' } }]),
)

const refused: Answer<SavePasswordOutcome> = answer(
  v.pipe(ErrorBodySchema, v.description(SAVE_REFUSAL), v.examples(errorBodies(...SAVING_REFUSALS))),
  (body) => ({ kind: refusalOf(messageOf(body)) ?? 'refused' }),
  { emptyBody: NO_MESSAGE_IS_GENERIC },
)

export const resetPasswordEndpoint = defineEndpoint<typeof ResetPasswordPayloadSchema, SavePasswordOutcome>({
  method: 'POST',
  path: '/api/auth/resetpassword',
  description:
    'Saves the password chosen on a reset or activation link. Any other status is an unexpected failure: the ' +
    'generic error, with what was typed kept.',
  request: ResetPasswordPayloadSchema,
  answers: {
    200: answer(ResetPasswordResponseSchema, ({ data }) => ({ kind: 'saved', url: data.url })),
    400: refused,
    404: refused,
    409: answer(
      v.pipe(
        ErrorBodySchema,
        v.description('The link was used meanwhile (another tab).'),
        v.examples(errorBodies('This link has already been used.')),
      ),
      () => ({ kind: 'used' }),
      { emptyBody: STATUS_SAYS_IT },
    ),
    410: answer(
      v.pipe(
        ErrorBodySchema,
        v.description('The link expired meanwhile.'),
        v.examples(errorBodies('This link has expired.')),
      ),
      () => ({ kind: 'expired' }),
      { emptyBody: STATUS_SAYS_IT },
    ),
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
