/** POST /api/auth/getregistrationdata — who a new SSO identity is, and where it may ask to join. */
import * as v from 'valibot'
import type { RegistrationDataOutcome } from '../../machines/registration/registration.machine'
import { answer, AnyBodySchema, defineEndpoint, errorBodies, ServerMessagesSchema } from './endpoint'

export const RegistrationDataPayloadSchema = v.pipe(
  v.object({
    K: v.pipe(v.string(), v.nonEmpty(), v.description("The page's `k` (/registration/{k}), as it is.")),
  }),
  v.examples([{ K: 'sso-key-1' }]),
)

export const RegistrationDataResponseSchema = v.pipe(
  v.object({
    userClaim: v.pipe(
      v.nullish(v.string()),
      v.description(
        'A claim that matches the email pattern fills the email field, which then cannot be changed; any other ' +
          'claim leaves the field empty.',
      ),
    ),
    institutions: v.pipe(
      v.nullish(
        v.array(
          v.object({
            institutionId: v.union([v.number(), v.pipe(v.string(), v.nonEmpty())]),
            name: v.pipe(v.string(), v.trim()),
          }),
        ),
      ),
      v.description(
        "The select's options, after a blank 'Select one', in the order given; one without a name is left out. " +
          'Each `institutionId` goes back to the server exactly as it came.',
      ),
    ),
    messages: v.nullish(ServerMessagesSchema),
  }),
  v.description(
    'The registration form. A message with `success: false`, or an empty or missing list of institutions, ' +
      'means this identity may not register: /registrationnotallowed (decision).',
  ),
  v.examples([
    {
      userClaim: 'new.person@example.org',
      institutions: [{ institutionId: 101, name: 'Northern College' }],
      messages: [],
    },
    {
      userClaim: 'new.person@example.org',
      institutions: [],
      messages: [
        {
          success: false,
          friendlyMessage: 'Registration is not available for this identity.',
          translationKey: 'REGISTRATION_NOT_ALLOWED_TEXT',
        },
      ],
    },
  ]),
)

// The key is not one the server issued (or no longer knows): the single sign-on went wrong.
const unknownKey = answer(
  v.pipe(
    AnyBodySchema,
    v.description(
      'The server does not know the key: /error (something went wrong with single sign-on), whatever the body.',
    ),
    v.examples(errorBodies('This single sign-on link is not valid.')),
  ),
  (): RegistrationDataOutcome => ({ kind: 'unknownKey' }),
  { emptyBody: 'api-contract: "400 or 404 (any body)": an unknown key' },
)

export const registrationDataEndpoint = defineEndpoint<
  typeof RegistrationDataPayloadSchema,
  RegistrationDataOutcome
>({
  method: 'POST',
  path: '/api/auth/getregistrationdata',
  description:
    'SSO registration (/registration/{k}), on opening: who the new identity is and where it may ask to join. ' +
    "Any other status (a refused XSRF check's 403 included) is an unexpected failure: the generic error with " +
    'Try again.',
  request: RegistrationDataPayloadSchema,
  answers: {
    200: answer(RegistrationDataResponseSchema, ({ userClaim, institutions, messages }) =>
      // A message reporting a failure is the server refusing registration for this identity.
      // Stryker disable next-line ArrayDeclaration: a message that is not an object has no success: as with none
      (messages ?? []).some((message) => message.success === false)
        ? { kind: 'notAllowed' }
        : {
            kind: 'allowed',
            userClaim: userClaim?.trim() ?? '',
            // An institution without a name cannot be chosen; the others still can.
            institutions: (institutions ?? []).filter((institution) => institution.name !== ''),
          },
    ),
    400: unknownKey,
    404: unknownKey,
  },
})

export const loadRegistrationData = (k: string, signal?: AbortSignal): Promise<RegistrationDataOutcome> =>
  registrationDataEndpoint.call({ K: k }, { signal })
