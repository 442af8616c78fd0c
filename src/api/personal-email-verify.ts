/** POST /api/auth/personalemailverify — confirms a personal email address from its link. */
import * as v from 'valibot'
import type {
  ConfirmLinkOutcome,
  EmailLink,
} from '../../machines/email-confirmation/email-confirmation.machine'
import {
  EMAIL_LINK_OTHERWISE,
  emailLinkPayload,
  EmailLinkPayloadSchema,
  LINK_EXPIRED,
  LINK_USED,
} from './email-link'
import { answer, defineEndpoint, ErrorBodySchema, errorBodies, messageOf, STATUS_SAYS_IT } from './endpoint'

export const PersonalEmailVerifyResponseSchema = v.pipe(
  v.object({ data: v.object({ email: v.string() }) }),
  v.description("Confirmed: 'Email confirmation' and the address, with a check mark."),
  v.examples([{ data: { email: 'vera.personal@example.net' } }]),
)

export const personalEmailVerifyEndpoint = defineEndpoint<typeof EmailLinkPayloadSchema, ConfirmLinkOutcome>({
  method: 'POST',
  path: '/api/auth/personalemailverify',
  description: `Confirms a personal email address from its link (/verify/…). ${EMAIL_LINK_OTHERWISE}`,
  request: EmailLinkPayloadSchema,
  answers: {
    200: answer(PersonalEmailVerifyResponseSchema, ({ data }) => ({ kind: 'confirmed', email: data.email })),
    409: answer(
      v.pipe(
        ErrorBodySchema,
        v.description(LINK_USED),
        v.examples(errorBodies('This link has already been used.')),
      ),
      (body) => ({ kind: 'used', message: messageOf(body) }),
      { emptyBody: STATUS_SAYS_IT },
    ),
    410: answer(
      v.pipe(ErrorBodySchema, v.description(LINK_EXPIRED), v.examples(errorBodies('This link has expired.'))),
      (body) => ({ kind: 'expired', message: messageOf(body) }),
      { emptyBody: STATUS_SAYS_IT },
    ),
  },
})

export const verifyPersonalEmail = (link: EmailLink, signal?: AbortSignal): Promise<ConfirmLinkOutcome> =>
  personalEmailVerifyEndpoint.call(emailLinkPayload(link), { signal })
