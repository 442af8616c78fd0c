/** POST /api/auth/login (or /api/auth/loginSD) — spec section 7; shapes in docs/api-contract.md. */
import { v4 as uuid } from 'uuid'
import * as v from 'valibot'
import type { LoginOutcome, LoginRequest } from '../../machines/sign-in/sign-in.types'
import { isSuccess, parseBody, postJson, UnexpectedResponseError } from './client'

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

const CREDENTIAL_FAILURES = [400, 401, 404]

export function loginPath(request: Pick<LoginRequest, 'variant' | 'redirect'>): string {
  const path = request.variant.kind === 'sd' ? '/api/auth/loginSD' : '/api/auth/login'
  return request.redirect === null ? path : `${path}?redirect=${encodeURIComponent(request.redirect)}`
}

export async function login(
  request: LoginRequest,
  environment: { selectedLanguage: 0 | 1; signal?: AbortSignal },
): Promise<LoginOutcome> {
  const payload: LoginPayload = v.parse(LoginPayloadSchema, {
    Username: request.username,
    Password: request.password,
    RequestId: uuid(),
    SelectedLanguage: environment.selectedLanguage,
    remember: request.remember,
  })
  const answer = await postJson(loginPath(request), payload, environment.signal)
  // "HTTP failure shows USERNAME_OR_PASSWORD_NOT_FOUND" (spec section 8) for the answers about the
  // credentials; a refused XSRF check (403), throttling (429) or a server fault is not the person's doing.
  if (CREDENTIAL_FAILURES.includes(answer.status)) return { kind: 'notFound' }
  if (!isSuccess(answer.status)) throw new UnexpectedResponseError(answer.status, 'login failed')

  const { data } = parseBody(LoginResponseSchema, answer)
  if (data.errorMessage) return { kind: 'rejected', message: data.errorMessage }
  if (data.isMustResetPassword) {
    if (data.userAccountId == null || !data.jwtToken) {
      throw new UnexpectedResponseError(answer.status, 'must-reset answer without account id or token')
    }
    return { kind: 'mustReset', account: { userAccountId: data.userAccountId, token: data.jwtToken } }
  }
  if (!data.url) throw new UnexpectedResponseError(answer.status, 'signed in without a url')
  return { kind: 'signedIn', url: data.url, appToken: data.jwtToken ?? null }
}
