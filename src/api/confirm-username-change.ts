/** POST /api/auth/confirmUserNameChange — confirms a new username (an email address) from its link. */
import * as v from 'valibot'
import type {
  ConfirmLinkOutcome,
  EmailLink,
} from '../../machines/email-confirmation/email-confirmation.types'
import { emailLinkPayload, EmailLinkPayloadSchema } from './email-link'
import { answer, defineEndpoint, ErrorBodySchema, messageOf } from './endpoint'

export const ConfirmUsernameChangeResponseSchema = v.object({ data: v.object({ newEmail: v.string() }) })

export const confirmUsernameChangeEndpoint = defineEndpoint<
  typeof EmailLinkPayloadSchema,
  ConfirmLinkOutcome
>({
  method: 'POST',
  path: '/api/auth/confirmUserNameChange',
  request: EmailLinkPayloadSchema,
  answers: {
    200: answer(ConfirmUsernameChangeResponseSchema, ({ data }) => ({
      kind: 'confirmed',
      email: data.newEmail,
    })),
    409: answer(ErrorBodySchema, (body) => ({ kind: 'used', message: messageOf(body) })),
    410: answer(ErrorBodySchema, (body) => ({ kind: 'expired', message: messageOf(body) })),
  },
})

export const confirmUsernameChange = (link: EmailLink, signal?: AbortSignal): Promise<ConfirmLinkOutcome> =>
  confirmUsernameChangeEndpoint.call(emailLinkPayload(link), { signal })
