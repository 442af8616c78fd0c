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
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SHARED_EMAIL } from '../accounts.ts'
import type { DemoEndpoint } from '../context.ts'
import { apiError, json, readBody } from '../http.ts'
import { DEMO_SSO_KEYS, ssoKey, UNSAFE_LINKED_URL } from '../sso-keys.ts'
import { findForLogin, signedInUrl, startSession, type AccountState, type State } from '../state.ts'

type PortfolioLinkingResponse = v.InferInput<typeof PortfolioLinkingResponseSchema>

export const PORTFOLIO_LINKING_MESSAGES = {
  unknownKey: 'This single sign-on link is not valid.',
  notFound: 'The username or password is incorrect.',
  serverFault: 'Internal server error (demo SSO fault)',
} as const

const linkBody = (
  Username: string,
  SsoToken: string,
  Password = DEMO_PASSWORD,
): v.InferInput<typeof PortfolioLinkingPayloadSchema> => ({ Username, Password, SsoToken })

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
  scenarios: [
    // Fault accounts are not special here: their faults belong to the login call. An account not yet activated
    // has no password to link with.
    ...DEMO_ACCOUNTS.map((account) => ({
      label: `links ${account.username}`,
      body: linkBody(account.username, 'demo-sso-student'),
      status: account.activated && account.initialPassword !== null ? 200 : 401,
    })),
    ...[...new Set(DEMO_SSO_KEYS.map((key) => key.k))].map((k) => ({
      label: `with ${k}`,
      body: linkBody('eve.educator', k),
      ...(ssoKey(k) === undefined
        ? { status: 400 }
        : ssoKey(k)?.fault === 'server'
          ? { status: 500, offContract: 'server' as const }
          : { status: 200 }),
    })),
    {
      label: 'with a wrong password',
      body: linkBody('sam.student', 'demo-sso-educator', 'wrong'),
      status: 401,
    },
    { label: 'with a shared email', body: linkBody(SHARED_EMAIL, 'demo-sso-educator'), status: 401 },
    { label: 'with an unknown key', body: linkBody('sam.student', 'demo-sso-nope'), status: 400 },
    {
      label: 'with a bad body',
      body: { Username: 'sam.student', Password: '', SsoToken: 'demo-sso-educator' },
      status: 400,
      offContract: 'badBody',
    },
    {
      label: 'without the XSRF header',
      body: linkBody('sam.student', 'demo-sso-educator'),
      status: 403,
      offContract: 'xsrf',
    },
  ],
  refusalsOutsideAdapter: {
    statuses: [400],
    contract: '"Anything else: unexpected failure, the generic error" (a key the server never issued is 400)',
  },
}
