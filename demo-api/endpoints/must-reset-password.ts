/** POST /api/auth/mustresetpassword: the forced new password, with the token sign-in handed out. */
import * as v from 'valibot'
import { loginEndpoint, LoginResponseSchema } from '../../src/api/login.ts'
import { MustResetPayloadSchema, mustResetPasswordEndpoint } from '../../src/api/must-reset-password.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { accountById } from '../state.ts'
import { loginBody } from './login.ts'

export const BAD_RESET_TOKEN = 'The reset token is invalid or has already been used.'

/** The contract allows the id as a number or a digit string; anything else names no account. */
function accountIdOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null
  return /^\d+$/.test(value) ? Number(value) : null
}

export const mustResetPasswordDemoEndpoint: DemoEndpoint = {
  adapter: mustResetPasswordEndpoint,
  handle: async (context) => {
    // The schema refuses a password under 8 characters before the token is looked at, so the token is
    // never spent by a too-short attempt and the person can try again.
    const body = await readBody(context.request, MustResetPayloadSchema)
    if (!body.ok) return body.response
    const userAccountId = accountIdOf(body.value.UserAccountId)
    const entry = userAccountId === null ? undefined : accountById(context.state, userAccountId)
    if (
      userAccountId === null ||
      entry === undefined ||
      context.state.mustResetTokens.get(userAccountId) !== body.value.Token
    ) {
      return apiError(400, BAD_RESET_TOKEN)
    }
    entry.password = body.value.Password
    entry.mustResetPassword = false
    context.state.mustResetTokens.delete(userAccountId)
    return json(200, { data: { success: true } })
  },
  scenarios: [
    {
      label: 'saves a forced new password',
      bodyAfter: async (earlier) => {
        const { data } = v.parse(
          LoginResponseSchema,
          await earlier(loginEndpoint.path, loginBody('max.mustreset')),
        )
        return {
          UserAccountId: data.userAccountId,
          Password: 'New-pass-22',
          resetPasswordType: 'MustResetPassword',
          Token: data.jwtToken,
        }
      },
      status: 200,
    },
    {
      label: 'refuses a token it never issued',
      body: {
        UserAccountId: 107,
        Password: 'New-pass-22',
        resetPasswordType: 'MustResetPassword',
        Token: 'x',
      },
      status: 400,
    },
    {
      label: 'with a bad body',
      body: { UserAccountId: 107, Password: 'short', resetPasswordType: 'MustResetPassword', Token: 'x' },
      status: 400,
      offContract: 'badBody',
    },
  ],
  refusalsOutsideAdapter: {
    statuses: [400],
    contract: '"400 refused (e.g. too short, bad token)"; the adapter: any refusal is a failure to retry',
  },
}
