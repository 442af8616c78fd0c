/** POST /api/auth/personalemailverify — confirms a personal email address from its link. */
import * as v from 'valibot'
import type {
  ConfirmLinkOutcome,
  EmailLink,
} from '../../machines/email-confirmation/email-confirmation.types'
import { emailLinkPayload, EmailLinkPayloadSchema } from './email-link'
import { answer, defineEndpoint, ErrorBodySchema, messageOf } from './endpoint'

export const PersonalEmailVerifyResponseSchema = v.object({ data: v.object({ email: v.string() }) })

export const personalEmailVerifyEndpoint = defineEndpoint<typeof EmailLinkPayloadSchema, ConfirmLinkOutcome>({
  method: 'POST',
  path: '/api/auth/personalemailverify',
  request: EmailLinkPayloadSchema,
  answers: {
    200: answer(PersonalEmailVerifyResponseSchema, ({ data }) => ({ kind: 'confirmed', email: data.email })),
    409: answer(ErrorBodySchema, (body) => ({ kind: 'used', message: messageOf(body) })),
    410: answer(ErrorBodySchema, (body) => ({ kind: 'expired', message: messageOf(body) })),
  },
})

export const verifyPersonalEmail = (link: EmailLink, signal?: AbortSignal): Promise<ConfirmLinkOutcome> =>
  personalEmailVerifyEndpoint.call(emailLinkPayload(link), { signal })
