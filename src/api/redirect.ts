/** POST /api/auth/redirect — turns a kept appToken into a signed-in url (spec section 4, auto sign-in). */
import * as v from 'valibot'
import type { ResumeOutcome } from '../../machines/sign-in/sign-in.types'
import { isSuccess, parseBody, postJson, UnexpectedResponseError } from './client'

export const RedirectResponseSchema = v.object({
  data: v.object({ url: v.nullish(v.string()), errorMessage: v.nullish(v.string()) }),
})

export async function resumeSession(appToken: string, signal?: AbortSignal): Promise<ResumeOutcome> {
  const answer = await postJson('/api/auth/redirect', { Token: appToken }, signal)
  if (answer.status >= 500) throw new UnexpectedResponseError(answer.status, 'redirect failed')
  if (!isSuccess(answer.status)) return { kind: 'refused' }
  const { data } = parseBody(RedirectResponseSchema, answer)
  return data.url && !data.errorMessage ? { kind: 'resumed', url: data.url } : { kind: 'refused' }
}
