/** POST /api/auth/forgotpassword — spec sections 7 and 8; shapes in docs/api-contract.md. */
import * as v from 'valibot'
import type { ForgotPasswordOutcome } from '../../machines/forgot-password/forgot-password.machine'
import {
  answer,
  AnyBodySchema,
  defineEndpoint,
  errorBodies,
  ServerMessagesSchema,
  type ServerMessages,
} from './endpoint'

export const ForgotPasswordPayloadSchema = v.pipe(
  v.object({
    email: v.pipe(v.string(), v.nonEmpty()),
    languageType: v.pipe(
      v.picklist([1, 3, 8]),
      v.description("The page language's id of spec section 3: en_CA 1, fr_CA 3, en_GB 8 (decision)."),
    ),
    translationLanguage: v.pipe(
      v.picklist(['en-CA', 'fr-CA', 'en-GB']),
      v.description("The page language's locale code (decision)."),
    ),
  }),
  v.examples([{ email: 'sam.student@example.org', languageType: 1, translationLanguage: 'en-CA' }]),
)
export type ForgotPasswordPayload = v.InferOutput<typeof ForgotPasswordPayloadSchema>

export const ForgotPasswordResponseSchema = v.object({
  token: v.nullish(v.string()),
  messages: ServerMessagesSchema,
})

/** Not sent: the first message's translationKey names the reason, or there is no record of the address. */
function notSent(messages: ServerMessages): ForgotPasswordOutcome {
  const key = messages[0]?.translationKey
  return key ? { kind: 'rejected', translationKey: key } : { kind: 'noRecord' }
}

const NOT_ACTIVATED = {
  token: null,
  messages: [{ success: false, friendlyMessage: null, translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
}

const NOT_SENT =
  "Not sent: the first message's `translationKey` is shown; without one, 'There's no record of this email'."

const refused = answer(
  v.pipe(v.nullish(ForgotPasswordResponseSchema), v.description(NOT_SENT), v.examples([NOT_ACTIVATED, null])),
  // Stryker disable next-line ArrayDeclaration: a message that is not an object has no translationKey: no record, as with none
  (body) => notSent(body?.messages ?? []),
)
const notFound = answer(
  v.pipe(
    v.union([v.literal(''), v.nullish(ForgotPasswordResponseSchema)]),
    v.description(NOT_SENT),
    v.examples([{ token: null, messages: [] }, NOT_ACTIVATED]),
  ),
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: the only string body, '', has no messages, and a message that is not an object no translationKey: no record, as with none
  (body) => notSent(typeof body === 'object' ? (body?.messages ?? []) : []),
  {
    emptyBody:
      "spec section 8: without a translationKey, 'There's no record of this email'; a 404 may have no body",
  },
)

export const forgotPasswordEndpoint = defineEndpoint<
  typeof ForgotPasswordPayloadSchema,
  ForgotPasswordOutcome
>({
  method: 'POST',
  path: '/api/auth/forgotpassword',
  description:
    'Forgot password: sends a reset link to the address typed. Any other status is an unexpected failure: the ' +
    'generic error, with the address kept.',
  request: ForgotPasswordPayloadSchema,
  answers: {
    200: answer(
      v.pipe(
        ForgotPasswordResponseSchema,
        v.description(
          "With the first message's `success: true` (or no message): the link was sent, and its " +
            '`friendlyMessage` is shown under the confirmation. With `success: false`: not sent, read as for 400.',
        ),
        v.examples([
          {
            token: null,
            messages: [{ success: true, friendlyMessage: 'Check your inbox.', translationKey: null }],
          },
          NOT_ACTIVATED,
          { token: null, messages: [{ success: false, friendlyMessage: null, translationKey: null }] },
        ]),
      ),
      ({ messages }) => {
        const first = messages[0]
        return first?.success === false
          ? notSent(messages)
          : { kind: 'sent', friendlyMessage: first?.friendlyMessage || null }
      },
    ),
    400: refused,
    404: notFound,
    409: answer(
      v.pipe(
        AnyBodySchema,
        v.description('Several accounts share the email: MULTIPLE_USER_FOUND_ERROR, whatever the body.'),
        v.examples(errorBodies('Several accounts use this email address.')),
      ),
      () => ({ kind: 'multipleUsers' }),
      {
        emptyBody:
          'spec section 8: HTTP 409 shows MULTIPLE_USER_FOUND_ERROR, whatever its JSON body, or none',
      },
    ),
  },
})

export const sendResetLink = (
  payload: ForgotPasswordPayload,
  signal?: AbortSignal,
): Promise<ForgotPasswordOutcome> => forgotPasswordEndpoint.call(payload, { signal })
