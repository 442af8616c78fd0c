/**
 * POST /api/auth/logout — ends the session behind the dual-login header (the spec does not show the call; see
 * docs/decisions/010). Any answer, or none, ends in the same place: the stored token is removed either way.
 */
import * as v from 'valibot'
import { AnyBodySchema, answer, defineEndpoint, errorBodies, type Answer } from './endpoint'

export const LogOutPayloadSchema = v.pipe(v.object({}), v.examples([{}]))

export type LogOutOutcome = { kind: 'loggedOut' }

const loggedOut: Answer<LogOutOutcome> = answer(
  v.pipe(
    AnyBodySchema,
    v.description('Logged out (a 401: the session had already ended), whatever the body.'),
    v.examples(errorBodies('Logged out.')),
  ),
  () => ({ kind: 'loggedOut' }),
  {
    emptyBody:
      'api-contract: 204 (or 200, any body) logged out, 401 already logged out; the token goes either way',
  },
)

export const logOutEndpoint = defineEndpoint<typeof LogOutPayloadSchema, LogOutOutcome>({
  method: 'POST',
  path: '/api/auth/logout',
  description:
    'Log out, from the dual-login header (decision: the spec does not show the call, docs/decisions/010). The ' +
    'body is `{}`. The portal forgets its stored token whatever the answer; any other status is an unexpected ' +
    'failure.',
  request: LogOutPayloadSchema,
  // 401: the session had already ended, which is what logging out asks for.
  answers: { 200: loggedOut, 204: loggedOut, 401: loggedOut },
})

export const logOut = (signal?: AbortSignal): Promise<LogOutOutcome> => logOutEndpoint.call({}, { signal })
