/**
 * POST /api/auth/resetpassword: saves the password chosen on a reset or activation link, which activates
 * the account, spends the link and signs the person in.
 */
import type * as v from 'valibot'
import {
  ResetPasswordPayloadSchema,
  resetPasswordEndpoint,
  type ResetPasswordResponseSchema,
} from '../../src/api/reset-password.ts'
import type { DemoEndpoint } from '../context.ts'
import { DEMO_LINK_FLOWS, isCheckedResetLink } from '../demo-links.ts'
import { apiError, json, readBody } from '../http.ts'
import { linkScenarios, openLink } from '../link-answers.ts'
import { accountOfLink, setPasswordFromLink, signedInUrl, startSession } from '../state.ts'

export const USERNAME_MISMATCH = 'The username does not match this link.'

export const resetPasswordDemoEndpoint: DemoEndpoint = {
  adapter: resetPasswordEndpoint,
  handle: async (context) => {
    // A password under 8 characters fails the schema: 400, and the link is not spent.
    const body = await readBody(context.request, ResetPasswordPayloadSchema)
    if (!body.ok) return body.response
    const opened = await openLink(context, {
      token: body.value.token,
      accepts: (link) => isCheckedResetLink(link.flow, body.value.resetPasswordType),
      malformed: { data: { url: 42 } },
    })
    if (!opened.ok) return opened.response
    const { link } = opened
    const entry = accountOfLink(context.state, link)

    // The portal sends the token check's userName; anything else is a portal bug worth seeing in the demo.
    const sentName = body.value.UserName.trim().toLowerCase()
    if (sentName !== entry.username.toLowerCase() && sentName !== entry.account.email.toLowerCase()) {
      return apiError(400, USERNAME_MISMATCH)
    }

    setPasswordFromLink(entry, body.value.Password)
    context.state.links.spend(link)
    const session = startSession(context.state, entry.account, 'resetPassword')
    const saved: v.InferInput<typeof ResetPasswordResponseSchema> = {
      data: { url: signedInUrl(session, context.url.origin) },
    }
    return json(200, saved)
  },
  scenarios: [
    ...linkScenarios({
      takes: ['reset', 'activateAccount', 'activateParent'],
      body: (link) => ({
        UserName: DEMO_LINK_FLOWS[link.flow].username,
        Password: 'Sweep-pass-1',
        resetPasswordType: DEMO_LINK_FLOWS[link.flow].resetType ?? 'ResetPassword',
        token: link.token,
        requestId: crypto.randomUUID(),
      }),
    }),
    {
      label: 'with a UserName that is not the link’s',
      body: {
        UserName: 'sam.student',
        Password: 'Sweep-pass-1',
        resetPasswordType: 'ResetPassword',
        token: 'demo-reset-valid',
        requestId: crypto.randomUUID(),
      },
      status: 400,
    },
  ],
}
