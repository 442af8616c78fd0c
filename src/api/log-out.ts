/**
 * POST /api/auth/logout — ends the session behind the dual-login header (the spec does not show the call; see
 * docs/decisions/010). Any answer, or none, ends in the same place: the stored token is removed either way.
 */
import * as v from 'valibot'
import { AnyBodySchema, answer, defineEndpoint, type Answer } from './endpoint'

export const LogOutPayloadSchema = v.object({})

export type LogOutOutcome = { kind: 'loggedOut' }

const loggedOut: Answer<LogOutOutcome> = answer(AnyBodySchema, () => ({ kind: 'loggedOut' }))

export const logOutEndpoint = defineEndpoint<typeof LogOutPayloadSchema, LogOutOutcome>({
  method: 'POST',
  path: '/api/auth/logout',
  request: LogOutPayloadSchema,
  // 401: the session had already ended, which is what logging out asks for.
  answers: { 200: loggedOut, 204: loggedOut, 401: loggedOut },
})

export const logOut = (signal?: AbortSignal): Promise<LogOutOutcome> => logOutEndpoint.call({}, { signal })
