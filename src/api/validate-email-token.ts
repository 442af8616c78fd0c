/** POST /api/auth/validateemailtoken — is a reset or activation link still good, and whose is it. */
import * as v from 'valibot'
import type { CheckLinkRequest, LinkCheckOutcome } from '../../machines/reset-password/reset-password.machine'
import {
  answer,
  defineEndpoint,
  ErrorBodySchema,
  errorBodies,
  messageOf,
  NO_MESSAGE_IS_GENERIC,
  type Answer,
} from './endpoint'
import { LINK_REFUSAL, refusalOf } from './link-refusal'

export const ValidateEmailTokenPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty(), v.description("The link's token.")),
    ForgotPasswordUrl: v.pipe(
      v.string(),
      v.url(),
      v.description(
        "The absolute url of this portal's /forgot page in the page's language, for the server to offer in its " +
          'messages (decision).',
      ),
    ),
    resetPasswordType: v.pipe(v.string(), v.nonEmpty(), v.description("The link's resetType, as it is.")),
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
  v.description(
    'The link is good: the form shows the email (activation) or the username (reset), and the institution ' +
      "('access to'). `userName` is sent back when the password is saved.",
  ),
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
    v.description(LINK_REFUSAL),
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
  description:
    'Is a reset or activation link (/reset/{token}/{resetType}) still good, and whose is it. Not called for ' +
    'HigherEdActivation links. Any other status is an unexpected failure: the generic error with a retry.',
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
