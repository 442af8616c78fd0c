/** POST /api/auth/login (or /api/auth/loginSD) — spec section 7; shapes in docs/api-contract.md. */
import { v4 as uuid } from 'uuid'
import * as v from 'valibot'
import type { LoginOutcome, LoginRequest } from '../../machines/sign-in/sign-in.types'
import { UnexpectedResponseError } from '../../machines/shared/unexpected-failure'
import { answer, AnyBodySchema, defineEndpoint, type Answer } from './endpoint'

export const LoginPayloadSchema = v.object({
  Username: v.string(),
  Password: v.string(),
  RequestId: v.pipe(v.string(), v.uuid()),
  SelectedLanguage: v.picklist([0, 1]),
  remember: v.boolean(),
})
export type LoginPayload = v.InferOutput<typeof LoginPayloadSchema>

export const LoginResponseSchema = v.object({
  data: v.object({
    errorMessage: v.nullish(v.string()),
    isMustResetPassword: v.nullish(v.boolean()),
    userAccountId: v.nullish(v.union([v.number(), v.string()])),
    jwtToken: v.nullish(v.string()),
    url: v.nullish(v.string()),
  }),
})

function signedIn({ data }: v.InferOutput<typeof LoginResponseSchema>): LoginOutcome {
  if (data.errorMessage) return { kind: 'rejected', message: data.errorMessage }
  if (data.isMustResetPassword) {
    if (data.userAccountId == null || !data.jwtToken) {
      throw new UnexpectedResponseError(200, 'must-reset answer without account id or token')
    }
    return { kind: 'mustReset', account: { userAccountId: data.userAccountId, token: data.jwtToken } }
  }
  if (!data.url) throw new UnexpectedResponseError(200, 'signed in without a url')
  return { kind: 'signedIn', url: data.url, appToken: data.jwtToken ?? null }
}

// "HTTP failure shows USERNAME_OR_PASSWORD_NOT_FOUND" (spec section 8) for the answers about the credentials;
// a refused XSRF check (403), throttling (429) or a server fault is not the person's doing.
const notFound: Answer<LoginOutcome> = answer(AnyBodySchema, () => ({ kind: 'notFound' }))
const loginAnswers = {
  200: answer(LoginResponseSchema, signedIn),
  400: notFound,
  401: notFound,
  404: notFound,
}

export const loginEndpoint = defineEndpoint<typeof LoginPayloadSchema, LoginOutcome>({
  method: 'POST',
  path: '/api/auth/login',
  request: LoginPayloadSchema,
  answers: loginAnswers,
})

/** The SD variant's login (the page whose URL contains sdmylife). */
export const loginSdEndpoint = defineEndpoint<typeof LoginPayloadSchema, LoginOutcome>({
  ...loginEndpoint,
  path: '/api/auth/loginSD',
})

export function login(
  request: LoginRequest,
  environment: { selectedLanguage: 0 | 1; signal?: AbortSignal },
): Promise<LoginOutcome> {
  const endpoint = request.variant.kind === 'sd' ? loginSdEndpoint : loginEndpoint
  return endpoint.call(
    {
      Username: request.username,
      Password: request.password,
      RequestId: uuid(),
      SelectedLanguage: environment.selectedLanguage,
      remember: request.remember,
    },
    {
      signal: environment.signal,
      query: request.redirect === null ? undefined : { redirect: request.redirect },
    },
  )
}
