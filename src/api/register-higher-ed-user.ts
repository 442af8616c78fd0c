/**
 * POST /api/higher-ed/register-new-user — activates a higher-education account (no token check first).
 * The answer carries the url to follow: as a list of results, of which only the first is taken (spec section
 * 3), or as the result itself, bare or under `data` (docs/api-contract.md).
 */
import * as v from 'valibot'
import type { SavePasswordOutcome } from '../../machines/reset-password/reset-password.machine'
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

export const RegisterHigherEdPayloadSchema = v.pipe(
  v.object({
    emailToken: v.pipe(v.string(), v.nonEmpty(), v.description("The activation link's token.")),
    password: NewPasswordSchema,
  }),
  v.examples([{ emailToken: 'tok-1', password: 'Demo-pass-1' }]),
)

const RegisteredSchema = v.object({ loginUrl: v.pipe(v.string(), v.nonEmpty()) })

export const RegisterHigherEdResponseSchema = v.pipe(
  v.union([
    v.pipe(v.array(RegisteredSchema), v.minLength(1)),
    RegisteredSchema,
    v.object({ data: RegisteredSchema }),
  ]),
  v.description(
    "Activated: the browser goes to the first result's `loginUrl` (decision: 'only the first response is " +
      "taken', spec section 3). The result itself, or under `data`, is read the same way (decision: the spec " +
      'says only that the response carries loginUrl). An empty list, or a missing or empty `loginUrl`, is an ' +
      'unexpected failure.',
  ),
  v.examples([
    [{ loginUrl: 'https://product.example.org/higher-ed' }],
    { loginUrl: 'https://product.example.org/higher-ed' },
    { data: { loginUrl: 'https://product.example.org/higher-ed' } },
  ]),
)

/** The url to follow, wherever the answer carries it. */
function loginUrlOf(body: v.InferOutput<typeof RegisterHigherEdResponseSchema>): string {
  // Stryker disable next-line OptionalChaining,StringLiteral: the schema takes a list of one result or more
  if (Array.isArray(body)) return body[0]?.loginUrl ?? ''
  return 'data' in body ? body.data.loginUrl : body.loginUrl
}

const refused: Answer<SavePasswordOutcome> = answer(
  v.pipe(ErrorBodySchema, v.description(SAVE_REFUSAL), v.examples(errorBodies(...SAVING_REFUSALS))),
  (body) => ({ kind: refusalOf(messageOf(body)) ?? 'refused' }),
  { emptyBody: NO_MESSAGE_IS_GENERIC },
)

export const registerHigherEdEndpoint = defineEndpoint<
  typeof RegisterHigherEdPayloadSchema,
  SavePasswordOutcome
>({
  method: 'POST',
  path: '/api/higher-ed/register-new-user',
  description:
    'Activates a higher-education account (HigherEdActivation links: no token check first). Any other status ' +
    'is an unexpected failure: the generic error, with what was typed kept.',
  request: RegisterHigherEdPayloadSchema,
  answers: {
    200: answer(RegisterHigherEdResponseSchema, (body) => ({ kind: 'saved', url: loginUrlOf(body) })),
    400: refused,
    404: refused,
    409: answer(
      v.pipe(
        ErrorBodySchema,
        v.description('The link was used.'),
        v.examples(errorBodies('This link has already been used.')),
      ),
      () => ({ kind: 'used' }),
      { emptyBody: STATUS_SAYS_IT },
    ),
    410: answer(
      v.pipe(
        ErrorBodySchema,
        v.description('The link expired.'),
        v.examples(errorBodies('This link has expired.')),
      ),
      () => ({ kind: 'expired' }),
      { emptyBody: STATUS_SAYS_IT },
    ),
  },
})

export const registerHigherEdUser = (
  request: { token: string; password: string },
  signal?: AbortSignal,
): Promise<SavePasswordOutcome> =>
  registerHigherEdEndpoint.call({ emailToken: request.token, password: request.password }, { signal })
