/**
 * POST /api/auth/portfolioLinking: joins the SSO identity behind `SsoToken` (a seeded `demo-sso-*` key) to an
 * existing account, checked as sign-in checks it, and answers where that account's sign-in would land.
 */
import type * as v from 'valibot'
import {
  PortfolioLinkingPayloadSchema,
  portfolioLinkingEndpoint,
  type PortfolioLinkingResponseSchema,
} from '../../src/api/portfolio-linking.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { ssoKey, UNSAFE_LINKED_URL } from '../sso-keys.ts'
import { findForLogin, signedInUrl, startSession, type AccountState, type State } from '../state.ts'

type PortfolioLinkingResponse = v.InferInput<typeof PortfolioLinkingResponseSchema>

export const PORTFOLIO_LINKING_MESSAGES = {
  unknownKey: 'This single sign-on link is not valid.',
  notFound: 'The username or password is incorrect.',
  serverFault: 'Internal server error (demo SSO fault)',
} as const

/**
 * The account the credentials sign in to, or null. Like sign-in: the username or email in any case, one
 * account only, and its current password, which an account not yet activated does not have. Unlike sign-in,
 * fault accounts need their password too: their faults belong to the login call.
 */
function signedInAccount(state: State, username: string, password: string): AccountState | null {
  const [entry, ...others] = findForLogin(state, username)
  if (entry === undefined || others.length > 0) return null
  if (!entry.activated || entry.password === null || entry.password !== password) return null
  return entry
}

export const portfolioLinkingDemoEndpoint: DemoEndpoint = {
  adapter: portfolioLinkingEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, PortfolioLinkingPayloadSchema)
    if (!body.ok) return body.response
    const { Username, Password, SsoToken } = body.value

    // An identity the server never issued is its refusal, not the person's mistake: 400, the generic error.
    const key = ssoKey(SsoToken)
    if (key === undefined) return apiError(400, PORTFOLIO_LINKING_MESSAGES.unknownKey)
    if (key.fault === 'server') return apiError(500, PORTFOLIO_LINKING_MESSAGES.serverFault)

    const entry = signedInAccount(context.state, Username, Password)
    if (entry === null) return apiError(401, PORTFOLIO_LINKING_MESSAGES.notFound)

    // Linking has no forced-reset answer in the contract, so an account that must reset is signed in as is.
    const session = startSession(context.state, entry.account, 'portfolioLinking')
    context.state.portfolioLinks.set(key.k, entry.account.userAccountId)
    const linked: PortfolioLinkingResponse = {
      data: {
        url: key.fault === 'unsafe' ? UNSAFE_LINKED_URL : signedInUrl(session, context.url.origin),
      },
    }
    return json(200, linked)
  },
}
