/** POST /api/auth/confirmUserNameChange — confirms a new username (an email address) from its link. */
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

export const ConfirmUsernameChangeResponseSchema = v.pipe(
  v.object({ data: v.object({ newEmail: v.string() }) }),
  v.description('Confirmed: the new username (an email address), with a check mark.'),
  v.examples([{ data: { newEmail: 'uma.new@example.org' } }]),
)

export const confirmUsernameChangeEndpoint = defineEndpoint<
  typeof EmailLinkPayloadSchema,
  ConfirmLinkOutcome
>({
  method: 'POST',
  path: '/api/auth/confirmUserNameChange',
  description: `Confirms a new username (an email address) from its link (/confirmusernamechange/…). ${EMAIL_LINK_OTHERWISE}`,
  request: EmailLinkPayloadSchema,
  answers: {
    200: answer(ConfirmUsernameChangeResponseSchema, ({ data }) => ({
      kind: 'confirmed',
      email: data.newEmail,
    })),
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

export const confirmUsernameChange = (link: EmailLink, signal?: AbortSignal): Promise<ConfirmLinkOutcome> =>
  confirmUsernameChangeEndpoint.call(emailLinkPayload(link), { signal })
