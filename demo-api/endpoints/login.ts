/**
 * POST /api/auth/login and /api/auth/loginSD: sign-in, with the fault accounts' misbehaviour; and POST
 * /api/auth/redirect, resuming a session: a kept appToken (a session token) back into the signed-in url.
 */
import * as v from 'valibot'
import { isUkSite, readConfig, siteOfHost } from '../../src/config.ts'
import {
  LoginPayloadSchema,
  LoginResponseSchema,
  loginEndpoint,
  loginSdEndpoint,
  ResumeSessionPayloadSchema,
  resumeSessionEndpoint,
  type ResumeSessionResponseSchema,
} from '../../src/api/login.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, HANG_MS, SHARED_EMAIL, SLOW_MS, type DemoFault } from '../accounts.ts'
import type { Context, DemoEndpoint, DemoScenario, OffContract } from '../context.ts'
import { apiError, json, NO_STORE, randomToken, readBody } from '../http.ts'
import { findForLogin, signedInUrl, startSession } from '../state.ts'

type LoginResponse = v.InferInput<typeof LoginResponseSchema>

/** A sign-in body as the portal sends it. */
export const loginBody = (
  Username: string,
  Password: string = DEMO_PASSWORD,
): v.InferInput<typeof LoginPayloadSchema> => ({
  Username,
  Password,
  RequestId: crypto.randomUUID(),
  SelectedLanguage: 0,
  remember: false,
})

/**
 * A wrong password and an unknown username get the same answer (status and words), so the answer never tells
 * which accounts exist; the words are the request's language (docs/api-contract.md).
 */
export const CREDENTIALS_REFUSED = {
  en: 'The username or password you entered is incorrect. Check them and try again.',
  fr: 'Le nom d’utilisateur ou le mot de passe que vous avez entré est incorrect. Vérifiez-les et réessayez.',
} as const

/**
 * The language of a sign-in request: `SelectedLanguage` is 0 for en-CA and 1 for anything else (spec section
 * 3), so 1 is French on the Canadian hosts and British English on the UK hosts, which the request's host tells.
 */
function requestLanguage(context: Context, selectedLanguage: 0 | 1): keyof typeof CREDENTIALS_REFUSED {
  if (selectedLanguage === 0) return 'en'
  const env = typeof process === 'undefined' ? {} : process.env
  return isUkSite(siteOfHost(context.url.host, readConfig(env).loginHosts)) ? 'en' : 'fr'
}

export const LOGIN_MESSAGES = {
  notActivated: 'This account has not been activated yet.',
  ambiguousEmail: 'Several accounts use this email address. Sign in with your username instead.',
  serverFault: 'Internal server error (demo fault)',
  hung: 'The sign-in service did not answer in time (demo fault).',
} as const

function loginError(errorMessage: string): Response {
  const body: LoginResponse = {
    data: { errorMessage, isMustResetPassword: null, userAccountId: null, jwtToken: null, url: null },
  }
  return json(200, body)
}

async function login(context: Context, via: 'login' | 'loginSD'): Promise<Response> {
  const body = await readBody(context.request, LoginPayloadSchema)
  if (!body.ok) return body.response

  const refused = CREDENTIALS_REFUSED[requestLanguage(context, body.value.SelectedLanguage)]
  const [entry, ...others] = findForLogin(context.state, body.value.Username)
  if (entry === undefined) return loginError(refused)
  if (others.length > 0) return loginError(LOGIN_MESSAGES.ambiguousEmail)

  const { account } = entry
  switch (account.fault) {
    case 'server':
      return apiError(500, LOGIN_MESSAGES.serverFault)
    case 'garbled':
      return new Response('<html>oops</html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...NO_STORE },
      })
    case 'schema':
      return json(200, { data: { url: 42 } })
    case 'hang':
      await context.delay(HANG_MS)
      return apiError(504, LOGIN_MESSAGES.hung)
    case 'slow':
      await context.delay(SLOW_MS)
      break
    case 'unsafe':
    case 'offsite':
    case null:
      break
  }

  // An account that was never activated has no password to be wrong about.
  if (account.fault === null && entry.password !== null && body.value.Password !== entry.password) {
    return loginError(refused)
  }
  if (!entry.activated || entry.password === null) return loginError(LOGIN_MESSAGES.notActivated)

  if (entry.mustResetPassword) {
    const resetToken = randomToken()
    context.state.mustResetTokens.set(account.userAccountId, resetToken)
    const mustReset: LoginResponse = {
      data: {
        errorMessage: null,
        isMustResetPassword: true,
        userAccountId: account.userAccountId,
        jwtToken: resetToken,
        url: null,
      },
    }
    return json(200, mustReset)
  }

  const redirect = context.url.searchParams.get('redirect')
  // An empty ?redirect= asks for nothing, so it is not remembered.
  const session = startSession(context.state, account, via, redirect === '' ? null : redirect)
  const signedIn: LoginResponse = {
    data: {
      errorMessage: null,
      isMustResetPassword: false,
      userAccountId: account.userAccountId,
      jwtToken: session.token,
      url: signedInUrl(session, context.url.origin),
    },
  }
  return json(200, signedIn)
}

/** What a fault account's sign-in answers. */
const FAULT_ANSWERS: Readonly<Record<DemoFault, { status: number; offContract?: OffContract }>> = {
  server: { status: 500, offContract: 'server' },
  garbled: { status: 200, offContract: 'schema' },
  schema: { status: 200, offContract: 'schema' },
  hang: { status: 504, offContract: 'server' },
  unsafe: { status: 200 },
  offsite: { status: 200 },
  slow: { status: 200 },
}

/** Every seeded account signs in with the demo password (an account not yet activated is told so, with 200). */
const scenarios: readonly DemoScenario[] = [
  ...DEMO_ACCOUNTS.map((account) => ({
    label: `signs in ${account.username}`,
    body: loginBody(account.username),
    ...(account.fault === null ? { status: 200 } : FAULT_ANSWERS[account.fault]),
  })),
  { label: 'with a wrong password', body: loginBody('sam.student', 'wrong'), status: 200 },
  {
    label: 'with an unknown username (the same answer as a wrong password)',
    body: loginBody('nobody'),
    status: 200,
  },
  { label: 'with a shared email', body: loginBody(SHARED_EMAIL), status: 200 },
  { label: 'with a bad body', body: { Username: 'sam.student' }, status: 400, offContract: 'badBody' },
  { label: 'without the XSRF header', body: loginBody('sam.student'), status: 403, offContract: 'xsrf' },
]

export const loginDemoEndpoint: DemoEndpoint = {
  adapter: loginEndpoint,
  handle: (context) => login(context, 'login'),
  scenarios,
}

export const loginSdDemoEndpoint: DemoEndpoint = {
  adapter: loginSdEndpoint,
  handle: (context) => login(context, 'loginSD'),
  scenarios,
}

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
