/** POST /api/auth/redirect — turns a kept appToken into a signed-in url (spec section 4, auto sign-in). */
import * as v from 'valibot'
import type { ResumeOutcome } from '../../machines/sign-in/sign-in.types'
import { answer, AnyBodySchema, defineEndpoint, type Answer } from './endpoint'

export const RedirectPayloadSchema = v.object({ Token: v.pipe(v.string(), v.nonEmpty()) })

export const RedirectResponseSchema = v.object({
  data: v.object({ url: v.nullish(v.string()), errorMessage: v.nullish(v.string()) }),
})

const refused: Answer<ResumeOutcome> = answer(AnyBodySchema, () => ({ kind: 'refused' }))

export const redirectEndpoint = defineEndpoint<typeof RedirectPayloadSchema, ResumeOutcome>({
  method: 'POST',
  path: '/api/auth/redirect',
  request: RedirectPayloadSchema,
  answers: {
    200: answer(RedirectResponseSchema, ({ data }) =>
      data.url && !data.errorMessage ? { kind: 'resumed', url: data.url } : { kind: 'refused' },
    ),
    400: refused,
    401: refused,
    404: refused,
  },
})

export const resumeSession = (appToken: string, signal?: AbortSignal): Promise<ResumeOutcome> =>
  redirectEndpoint.call({ Token: appToken }, { signal })
