/**
 * POST /api/auth/validateemailtoken: whose a reset or activation link is, without spending it. Only the
 * reset page's checked flows answer here: a higher-education link is never checked (spec section 4).
 */
import type * as v from 'valibot'
import {
  ValidateEmailTokenPayloadSchema,
  validateEmailTokenEndpoint,
  type ValidateEmailTokenResponseSchema,
} from '../../src/api/validate-email-token.ts'
import type { DemoEndpoint } from '../context.ts'
import { DEMO_LINK_FLOWS, isCheckedResetLink } from '../demo-links.ts'
import { json, readBody } from '../http.ts'
import { linkScenarios, openLink } from '../link-answers.ts'
import { accountOfLink } from '../state.ts'

type TokenCheck = v.InferInput<typeof ValidateEmailTokenResponseSchema>

export const validateEmailTokenDemoEndpoint: DemoEndpoint = {
  adapter: validateEmailTokenEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, ValidateEmailTokenPayloadSchema)
    if (!body.ok) return body.response
    const opened = await openLink(context, {
      token: body.value.Token,
      accepts: (link) => isCheckedResetLink(link.flow, body.value.resetPasswordType),
      malformed: { data: { emailAddress: null, userName: 42 } },
    })
    if (!opened.ok) return opened.response
    const { link } = opened
    const entry = accountOfLink(context.state, link)

    const { account } = entry
    const check: TokenCheck = {
      data: {
        emailAddress: account.email,
        userName: entry.username,
        activateName: link.flow === 'reset' ? null : account.displayName,
        activatedBy: account.invitedBy,
        institutionName: account.institutionName,
      },
    }
    return json(200, check)
  },
  scenarios: linkScenarios({
    takes: ['reset', 'activateAccount', 'activateParent'],
    body: (link) => ({
      Token: link.token,
      ForgotPasswordUrl: 'http://portal.test/forgot',
      resetPasswordType: DEMO_LINK_FLOWS[link.flow].resetType ?? 'ResetPassword',
    }),
  }),
}
