/**
 * POST /api/auth/confirmUserNameChange: confirms a new username (an email address) from its link (single
 * use). From then on the account signs in with the new username.
 */
import type * as v from 'valibot'
import {
  confirmUsernameChangeEndpoint,
  type ConfirmUsernameChangeResponseSchema,
} from '../../src/api/confirm-username-change.ts'
import type { DemoEndpoint } from '../context.ts'
import { linkScenarios } from '../link-answers.ts'
import { confirmEmailLink, emailLinkBody, UNKNOWN_EMAIL_LINK } from './email-link.ts'

export const confirmUsernameChangeDemoEndpoint: DemoEndpoint = {
  adapter: confirmUsernameChangeEndpoint,
  handle: (context) =>
    confirmEmailLink(context, {
      flow: 'usernameChange',
      // The verify call's field name: a body that is JSON, but not this call's.
      malformed: { data: { email: 'uma.new@example.org' } },
      confirm: (entry): v.InferInput<typeof ConfirmUsernameChangeResponseSchema> => {
        const newEmail = entry.account.newUsername ?? entry.username
        entry.username = newEmail
        return { data: { newEmail } }
      },
    }),
  scenarios: linkScenarios({
    takes: ['usernameChange'],
    body: (link) => ({ ...emailLinkBody(link.token), tokenType: 'UserNameChange' }),
  }),
  refusalsOutsideAdapter: UNKNOWN_EMAIL_LINK,
}
