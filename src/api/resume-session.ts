/**
 * Resuming a session, the automatic sign-in (spec section 4): POST /api/auth/redirect turns a kept appToken into a
 * signed-in url. The path is the API's own name for it.
 */
import * as v from 'valibot'
import type { ResumeOutcome } from '../../machines/sign-in/sign-in.machine'
import { answer, AnyBodySchema, defineEndpoint, errorBodies, type Answer } from './endpoint'

export const ResumeSessionPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty(), v.description('The appToken kept from an earlier sign-in.')),
  }),
  v.examples([{ Token: 'app-token-1' }]),
)

export const ResumeSessionResponseSchema = v.pipe(
  v.object({
    data: v.object({ url: v.nullish(v.string()), errorMessage: v.nullish(v.string()) }),
  }),
  v.description(
    'With `url` and no `errorMessage`: the kept token is still good, and the browser goes to `url`. Otherwise ' +
      'refused: the portal forgets the token and shows the sign-in form.',
  ),
  v.examples([
    { data: { url: 'https://product.example.org/home', errorMessage: null } },
    { data: { url: null, errorMessage: 'The session has ended.' } },
  ]),
)

const refused: Answer<ResumeOutcome> = answer(
  v.pipe(
    AnyBodySchema,
    v.description(
      'Refused: the portal forgets the kept token and shows the sign-in form, whatever the body.',
    ),
    v.examples(errorBodies('The session has ended.')),
  ),
  () => ({ kind: 'refused' }),
  {
    emptyBody:
      'api-contract: a refused kept token is forgotten and the form shown, whatever its JSON body, or none (no redirect, no token kept)',
  },
)

export const resumeSessionEndpoint = defineEndpoint<typeof ResumeSessionPayloadSchema, ResumeOutcome>({
  method: 'POST',
  path: '/api/auth/redirect',
  description:
    'Automatic sign-in (spec section 4): on opening the sign-in page with a kept appToken, the portal asks ' +
    'whether it is still good. Any other status is an unexpected failure: the token is forgotten and the form ' +
    'shown, as for a refusal.',
  request: ResumeSessionPayloadSchema,
  answers: {
    200: answer(ResumeSessionResponseSchema, ({ data }) =>
      data.url && !data.errorMessage ? { kind: 'resumed', url: data.url } : { kind: 'refused' },
    ),
    400: refused,
    401: refused,
    404: refused,
  },
})

export const resumeSession = (appToken: string, signal?: AbortSignal): Promise<ResumeOutcome> =>
  resumeSessionEndpoint.call({ Token: appToken }, { signal })
