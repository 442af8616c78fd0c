/** POST /api/auth/validateemailtoken — is a reset or activation link still good, and whose is it. */
import * as v from 'valibot'
import type { CheckLinkRequest, LinkCheckOutcome } from '../../machines/reset-password/reset-password.types'
import {
  answer,
  defineEndpoint,
  ErrorBodySchema,
  errorBodies,
  messageOf,
  NO_MESSAGE_IS_GENERIC,
  type Answer,
} from './endpoint'
import { refusalOf } from './link-refusal'

export const ValidateEmailTokenPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty()),
    /** Where the server may send a person for a new link: this portal's forgot-password page. */
    ForgotPasswordUrl: v.pipe(v.string(), v.url()),
    resetPasswordType: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.examples([
    { Token: 'tok-1', ForgotPasswordUrl: 'http://localhost:5173/forgot', resetPasswordType: 'ResetPassword' },
  ]),
)

export const ValidateEmailTokenResponseSchema = v.pipe(
  v.object({
    data: v.object({
      emailAddress: v.string(),
      userName: v.string(),
      activateName: v.nullish(v.string(), null),
      activatedBy: v.nullish(v.string(), null),
      institutionName: v.nullish(v.string(), null),
    }),
  }),
  v.examples([
    {
      data: {
        emailAddress: 'sam@example.org',
        userName: 'sam.student',
        activateName: null,
        activatedBy: null,
        institutionName: 'Demo School',
      },
    },
  ]),
)

const refused: Answer<LinkCheckOutcome> = answer(
  v.pipe(
    ErrorBodySchema,
    v.examples(
      errorBodies('This link has expired.', 'This link has already been used.', 'This link is not valid.'),
    ),
  ),
  (body) => ({ kind: refusalOf(messageOf(body)) ?? 'invalid' }),
  { emptyBody: NO_MESSAGE_IS_GENERIC },
)

export const validateEmailTokenEndpoint = defineEndpoint<
  typeof ValidateEmailTokenPayloadSchema,
  LinkCheckOutcome
>({
  method: 'POST',
  path: '/api/auth/validateemailtoken',
  request: ValidateEmailTokenPayloadSchema,
  answers: {
    200: answer(ValidateEmailTokenResponseSchema, ({ data }) => ({ kind: 'valid', account: data })),
    400: refused,
    404: refused,
    409: refused,
    410: refused,
  },
})

export const checkLink = (
  request: CheckLinkRequest,
  environment: { forgotPasswordUrl: string; signal?: AbortSignal },
): Promise<LinkCheckOutcome> =>
  validateEmailTokenEndpoint.call(
    {
      Token: request.token,
      ForgotPasswordUrl: environment.forgotPasswordUrl,
      resetPasswordType: request.resetType,
    },
    { signal: environment.signal },
  )
