/** Resuming a session, POST /api/auth/redirect: a kept appToken (a session token) back into the signed-in url. */
import * as v from 'valibot'
import { loginEndpoint, LoginResponseSchema } from '../../src/api/login.ts'
import {
  ResumeSessionPayloadSchema,
  resumeSessionEndpoint,
  type ResumeSessionResponseSchema,
} from '../../src/api/resume-session.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { signedInUrl } from '../state.ts'
import { loginBody } from './login.ts'

export const SESSION_EXPIRED = 'Session expired'

export const resumeSessionDemoEndpoint: DemoEndpoint = {
  adapter: resumeSessionEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, ResumeSessionPayloadSchema)
    if (!body.ok) return body.response
    const session = context.state.sessions.get(body.value.Token)
    if (session === undefined) return apiError(401, SESSION_EXPIRED)
    const resumed: v.InferInput<typeof ResumeSessionResponseSchema> = {
      data: { url: signedInUrl(session, context.url.origin), errorMessage: null },
    }
    return json(200, resumed)
  },
  scenarios: [
    {
      label: 'resumes a live session',
      bodyAfter: async (earlier) => {
        const { data } = v.parse(
          LoginResponseSchema,
          await earlier(loginEndpoint.path, loginBody('sam.student')),
        )
        return { Token: data.jwtToken }
      },
      status: 200,
    },
    { label: 'refuses an unknown token', body: { Token: 'stale' }, status: 401 },
    { label: 'with a bad body', body: { Token: 7 }, status: 400, offContract: 'badBody' },
  ],
}
