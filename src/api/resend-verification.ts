/** POST /api/auth/resendverification — sends a fresh confirmation email for an expired link. */
import * as v from 'valibot'
import type {
  EmailLink,
  ResendLinkOutcome,
} from '../../machines/email-confirmation/email-confirmation.machine'
import { emailLinkPayload, EmailLinkPayloadSchema } from './email-link'
import { answer, AnyBodySchema, defineEndpoint } from './endpoint'

// Only success matters (spec section 7); any refusal is a failure the person can retry.
export const resendVerificationEndpoint = defineEndpoint<typeof EmailLinkPayloadSchema, ResendLinkOutcome>({
  method: 'POST',
  path: '/api/auth/resendverification',
  description:
    'Sends a fresh confirmation email for an expired email-confirmation link, with the four values of that ' +
    'link. Only success matters (spec section 7): any other status is a failed resend the person can try again.',
  request: EmailLinkPayloadSchema,
  answers: {
    200: answer(
      v.pipe(
        AnyBodySchema,
        v.description('A new email was sent, whatever the body.'),
        v.examples([{ data: { success: true } }]),
      ),
      () => ({ kind: 'sent' }),
      { emptyBody: 'api-contract: "200: a new email was sent"; only success matters' },
    ),
  },
})

export const resendLink = (link: EmailLink, signal?: AbortSignal): Promise<ResendLinkOutcome> =>
  resendVerificationEndpoint.call(emailLinkPayload(link), { signal })
