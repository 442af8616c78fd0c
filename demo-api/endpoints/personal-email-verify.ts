/** POST /api/auth/personalemailverify: confirms a personal email address from its link (single use). */
import type * as v from 'valibot'
import {
  personalEmailVerifyEndpoint,
  type PersonalEmailVerifyResponseSchema,
} from '../../src/api/personal-email-verify.ts'
import type { DemoEndpoint } from '../context.ts'
import { linkScenarios } from '../link-answers.ts'
import { confirmEmailLink, emailLinkBody, UNKNOWN_EMAIL_LINK } from './email-link.ts'

export const personalEmailVerifyDemoEndpoint: DemoEndpoint = {
  adapter: personalEmailVerifyEndpoint,
  handle: (context) =>
    confirmEmailLink(context, {
      flow: 'verifyEmail',
      malformed: { data: { email: null } },
      confirm: (entry): v.InferInput<typeof PersonalEmailVerifyResponseSchema> => {
        const email = entry.account.personalEmailToVerify ?? entry.account.email
        entry.verifiedPersonalEmail = email
        return { data: { email } }
      },
    }),
  scenarios: linkScenarios({ takes: ['verifyEmail'], body: (link) => emailLinkBody(link.token, 'fr-CA') }),
  refusalsOutsideAdapter: UNKNOWN_EMAIL_LINK,
}
