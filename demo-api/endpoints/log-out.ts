/**
 * POST /api/auth/logout: the dual-login header's log-out (the spec does not show the call; see
 * docs/api-contract.md). Demo sessions are named by the token a sign-in answers, not by a cookie, and the
 * portal sends no token with this call, so there is no session here to end: the demo reads the body like
 * any other call (the XSRF check has already passed in the handler) and answers 204.
 */
import { LogOutPayloadSchema, logOutEndpoint } from '../../src/api/log-out.ts'
import type { DemoEndpoint } from '../context.ts'
import { NO_STORE, readBody } from '../http.ts'

export const logOutDemoEndpoint: DemoEndpoint = {
  adapter: logOutEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, LogOutPayloadSchema)
    if (!body.ok) return body.response
    return new Response(null, { status: 204, headers: { ...NO_STORE } })
  },
  scenarios: [
    { label: 'logs out', body: {}, status: 204 },
    { label: 'with a bad body', body: null, status: 400, offContract: 'badBody' },
    { label: 'without the XSRF header', body: {}, status: 403, offContract: 'xsrf' },
  ],
}
