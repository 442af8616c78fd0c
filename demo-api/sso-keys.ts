/**
 * SSO keys: the `k` a single sign-on provider hands the portal for an identity it does not yet know
 * (`/portfoliolinking/{k}/{userType}`, `/account/{k}`), sent back as `SsoToken` when the person links the
 * identity to an account they already have. The keys have stable values so each answer the linking page
 * handles can be opened by hand or by a test; any demo account's credentials link any working key.
 */

/** How a key misbehaves: a 500 whatever is typed, or a `javascript:` url after a correct sign-in. */
export type SsoKeyFault = 'server' | 'unsafe'

/** Which text the linking page shows (spec: Portfolio linking). */
export type SsoAudience = 'educator' | 'student'

export interface SsoKey {
  readonly k: string
  readonly audience: SsoAudience
  readonly fault: SsoKeyFault | null
}

/** A portal page for a seeded key, as the README and the tests use it. */
export interface DemoSsoKey {
  readonly k: string
  /** The portal page that opens with it. */
  readonly path: string
  /** One plain sentence: what the portal shows for it. */
  readonly shows: string
}

export const UNSAFE_LINKED_URL = 'javascript:alert(document.domain)'

export const portfolioLinkingPath = (k: string, audience: SsoAudience): string =>
  `/portfoliolinking/${encodeURIComponent(k)}/${audience}`

/** The welcome page of a first-time SSO user, which offers registration or linking an existing account. */
export const welcomePath = (k: string): string => `/account/${encodeURIComponent(k)}`

const SSO_KEYS: readonly SsoKey[] = [
  { k: 'demo-sso-educator', audience: 'educator', fault: null },
  { k: 'demo-sso-student', audience: 'student', fault: null },
  { k: 'demo-sso-server', audience: 'student', fault: 'server' },
  { k: 'demo-sso-unsafe', audience: 'educator', fault: 'unsafe' },
]

export function ssoKey(k: string): SsoKey | undefined {
  return SSO_KEYS.find((key) => key.k === k)
}

function seeded(k: string): SsoKey {
  const key = ssoKey(k)
  if (key === undefined) throw new Error(`The demo SSO pages need the seeded key ${k}.`)
  return key
}

const linkingPage = (k: string, shows: string): DemoSsoKey => ({
  k,
  path: portfolioLinkingPath(k, seeded(k).audience),
  shows,
})

const EDUCATOR = seeded('demo-sso-educator')

export const DEMO_SSO_KEYS: readonly DemoSsoKey[] = [
  linkingPage(
    'demo-sso-educator',
    'The educator text; any demo account (eve.educator, Demo-pass-1) links the identity and lands on the signed-in page, a wrong password shows USERNAME_OR_PASSWORD_NOT_FOUND.',
  ),
  linkingPage(
    'demo-sso-student',
    'The student text with the reasons linking may fail; any demo account (sam.student, Demo-pass-1) links the identity and lands on the signed-in page.',
  ),
  linkingPage('demo-sso-server', 'The generic error whatever is typed: the call answers 500.'),
  linkingPage(
    'demo-sso-unsafe',
    'A correct sign-in answers a javascript: url, so the portal shows the generic error and keeps the form.',
  ),
  {
    k: EDUCATOR.k,
    path: welcomePath(EDUCATOR.k),
    shows: `The welcome page of a first-time SSO user: register, or link an existing account at ${portfolioLinkingPath(EDUCATOR.k, 'educator')}.`,
  },
]
