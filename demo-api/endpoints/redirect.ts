/** POST /api/auth/redirect: a kept appToken (a session token) back into the signed-in url. */
import type * as v from 'valibot'
import {
  RedirectPayloadSchema,
  redirectEndpoint,
  type RedirectResponseSchema,
} from '../../src/api/redirect.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { signedInUrl } from '../state.ts'

export const SESSION_EXPIRED = 'Session expired'

export const redirectDemoEndpoint: DemoEndpoint = {
  adapter: redirectEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, RedirectPayloadSchema)
    if (!body.ok) return body.response
    const session = context.state.sessions.get(body.value.Token)
    if (session === undefined) return apiError(401, SESSION_EXPIRED)
    const resumed: v.InferInput<typeof RedirectResponseSchema> = {
      data: { url: signedInUrl(session, context.url.origin), errorMessage: null },
    }
    return json(200, resumed)
  },
}
