/**
 * SSO keys: the `k` a single sign-on provider hands the portal for an identity it does not yet know
 * (`/account/{k}`, `/portfoliolinking/{k}/{userType}`, `/registration/{k}`), sent back as `SsoToken` when the
 * person links the identity to an account they already have, or as `K` when they ask for a new one. The keys
 * have stable values so each answer the linking and registration pages handle can be opened by hand or by a
 * test; any demo account's credentials link any working key.
 */

/**
 * How a key misbehaves: `server` answers 500 to linking and to the registration data; `unsafe` answers a
 * `javascript:` url after a correct linking sign-in.
 */
type SsoKeyFault = 'server' | 'unsafe'

/**
 * What registration does with the key: `allowed` loads the form and takes the request (unless the email
 * already has an account); `notAllowed` refuses registration for the identity; `sendFails` loads the form
 * but answers 500 to the request; `slow` loads the form after a wait.
 */
type RegistrationBehaviour = 'allowed' | 'notAllowed' | 'sendFails' | 'slow'

/** Which text the linking page shows (spec: Portfolio linking). */
type SsoAudience = 'educator' | 'student'

export interface SsoKey {
  readonly k: string
  readonly audience: SsoAudience
  readonly fault: SsoKeyFault | null
  /** Who the identity provider says the person is: an email address, or another identifier. */
  readonly claim: string
  readonly registration: RegistrationBehaviour
}

/** The institutions a new identity may ask to join: ids as the server's database would hand them out. */
export const DEMO_INSTITUTIONS = [
  { institutionId: 101, name: 'Northern College' },
  { institutionId: 102, name: 'Riverside Secondary School' },
  { institutionId: 103, name: 'École secondaire des Érables' },
  { institutionId: 104, name: 'Lakeview Adult Learning Centre' },
] as const

/** A portal page for a seeded key, as docs/demo.md and the tests use it. */
export interface DemoSsoKey {
  readonly k: string
  /** The portal page that opens with it. */
  readonly path: string
  /** One plain sentence: what the portal shows for it. */
  readonly shows: string
}

export const UNSAFE_LINKED_URL = 'javascript:alert(document.domain)'

const portfolioLinkingPath = (k: string, audience: SsoAudience): string =>
  `/portfoliolinking/${encodeURIComponent(k)}/${audience}`

/** The welcome page of a first-time SSO user, which offers registration or linking an existing account. */
const welcomePath = (k: string): string => `/account/${encodeURIComponent(k)}`

const registrationPath = (k: string): string => `/registration/${encodeURIComponent(k)}`

/** The claim of a person whose email already has an account (eve.educator's): registration refuses it. */
export const TAKEN_CLAIM = 'eve.educator@example.org'

const allowed = { fault: null, registration: 'allowed' } as const

const SSO_KEYS: readonly SsoKey[] = [
  { k: 'demo-sso-educator', audience: 'educator', ...allowed, claim: 'new.educator@example.org' },
  { k: 'demo-sso-student', audience: 'student', ...allowed, claim: 'new.student@example.org' },
  {
    k: 'demo-sso-server',
    audience: 'student',
    fault: 'server',
    claim: 'new.student@example.org',
    registration: 'allowed',
  },
  {
    k: 'demo-sso-unsafe',
    audience: 'educator',
    fault: 'unsafe',
    claim: 'new.educator@example.org',
    registration: 'allowed',
  },
  { k: 'demo-sso-claim', audience: 'educator', ...allowed, claim: 'NORTHERN\\jlee' },
  { k: 'demo-sso-taken', audience: 'educator', ...allowed, claim: TAKEN_CLAIM },
  {
    k: 'demo-sso-notallowed',
    audience: 'educator',
    fault: null,
    claim: 'new.educator@example.org',
    registration: 'notAllowed',
  },
  {
    k: 'demo-sso-sendfails',
    audience: 'educator',
    fault: null,
    claim: 'new.educator@example.org',
    registration: 'sendFails',
  },
  {
    k: 'demo-sso-slow',
    audience: 'educator',
    fault: null,
    claim: 'new.educator@example.org',
    registration: 'slow',
  },
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

const registrationPage = (k: string, shows: string): DemoSsoKey => ({
  k: seeded(k).k,
  path: registrationPath(k),
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
  registrationPage(
    'demo-sso-educator',
    `The registration form with the email ${EDUCATOR.claim} filled in and read-only; a complete form lands on 'Almost there'.`,
  ),
  registrationPage(
    'demo-sso-claim',
    'The claim is not an email (NORTHERN\\jlee), so the email field starts empty and can be typed in.',
  ),
  registrationPage(
    'demo-sso-taken',
    `The claim ${TAKEN_CLAIM} already has an account: sending shows REGISTRATION_EMAIL_IN_USE and keeps the form.`,
  ),
  registrationPage(
    'demo-sso-notallowed',
    'Registration is refused for the identity: /registrationnotallowed.',
  ),
  registrationPage(
    'demo-sso-sendfails',
    'The form loads, but sending answers 500: the generic error, the form kept.',
  ),
  registrationPage('demo-sso-server', 'The registration data answers 500: the generic error with Try again.'),
  registrationPage(
    'demo-sso-slow',
    'Like demo-sso-educator, after a 2.5 s wait, so the loading state can be seen.',
  ),
  {
    k: 'demo-sso-unknown',
    path: registrationPath('demo-sso-unknown'),
    shows: 'A key the server does not know: the error page (something went wrong with single sign-on).',
  },
]
