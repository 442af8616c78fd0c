/**
 * Everything a demo handler instance remembers: accounts as they change (passwords, activation, a new
 * username), sessions, forced-reset tokens, link tokens, workspace keys, portfolio links, mails, analytics hits
 * and field telemetry. Each createDemoApi gets its own, so every test starts from the seeds.
 */
import type { TelemetryBeacon } from '../src/browser/telemetry-beacon.ts'
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts'
import { randomToken } from './http.ts'
import { createLinkTokenStore, seedDemoLinks, type LinkTokenStore } from './link-tokens.ts'
import { chooserPath, mintWorkspaceKey, seedWorkspaceKeys, type WorkspaceKey } from './workspace-keys.ts'

export interface AccountState {
  readonly account: DemoAccount
  /** Changes when a username-change link is confirmed. */
  username: string
  /** Null until an activation link sets one. */
  password: string | null
  mustResetPassword: boolean
  activated: boolean
  verifiedPersonalEmail: string | null
}

/** How a session began, shown on the signed-in page. */
export type SignedInVia = 'login' | 'loginSD' | 'resetPassword' | 'registerHigherEd' | 'portfolioLinking'

export interface Session {
  readonly token: string
  readonly account: DemoAccount
  readonly via: SignedInVia
  readonly redirect: string | null
  /** The chooser's key, for an account with several types: such a sign-in lands on the chooser. */
  readonly workspaceKey: string | null
}

/** A mail the demo "sent": what the mailbox page lists. */
export interface SentMail {
  readonly to: string
  readonly subject: string
  /** The portal path the mail links to. */
  readonly link: string
  /** ISO 8601. */
  readonly sentAt: string
}

/** The query of one analytics hit, as the stand-in gtag.js sent it. */
type AnalyticsHit = Readonly<Record<string, string>>

/** A Content-Security-Policy violation report as the telemetry stand-in keeps it: nothing in it names a person. */
export interface CspViolation {
  /** The route pattern of the page it happened on (the report names the page's whole address). */
  readonly route: string
  readonly directive: string
  /** `inline`, `eval`, … or the blocked address's origin. */
  readonly blocked: string
  readonly disposition: string
  /** How it came: `report-uri` (application/csp-report) or `report-to` (the Reporting API). */
  readonly via: 'report-uri' | 'report-to'
}

/** The lists the telemetry collector's stand-in keeps, each with the latest items only. */
export type TelemetryKept = 'bodies' | 'beacons' | 'cspViolations'

/** What reached the telemetry collector's stand-in (pages/telemetry.ts), oldest first. */
export interface TelemetryReceived {
  /** Every beacon body as it arrived, accepted or not, so a test can search all that a browser sent. */
  readonly bodies: string[]
  readonly beacons: TelemetryBeacon[]
  readonly cspViolations: CspViolation[]
  /**
   * How many of each ever arrived, those dropped included: the lists keep the latest only, so their lengths stop
   * growing, and a reader tells what is new between two reads by these (pages/telemetry.ts, `receivedSince`).
   */
  readonly arrived: Record<TelemetryKept, number>
  /** Bodies refused: not JSON, off the schema, too large, or of another media type. */
  refused: number
}

/** One account request as the registration call received it. */
export interface RegistrationRequest {
  readonly k: string
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly displayName: string
  readonly institutionId: number | string
}

export interface State {
  readonly accounts: AccountState[]
  /** By session token (the jwtToken/appToken handed out on sign-in). */
  readonly sessions: Map<string, Session>
  /** One live forced-reset token per account id; a newer sign-in replaces the older token. */
  readonly mustResetTokens: Map<number, string>
  readonly links: LinkTokenStore
  /** By `k`: the seeded keys and those minted at sign-in. */
  readonly workspaceKeys: Map<string, WorkspaceKey>
  /** By SSO key (`k`): the id of the account last linked to that identity by portfolio linking. */
  readonly portfolioLinks: Map<string, number>
  /** Account requests sent by SSO registration, awaiting an administrator; oldest first. */
  readonly registrations: RegistrationRequest[]
  /** Oldest first. */
  readonly mails: SentMail[]
  readonly analyticsHits: AnalyticsHit[]
  /** What reached the telemetry collector's stand-in (/demo/telemetry). */
  readonly telemetry: TelemetryReceived
}

export function freshState(): State {
  const links = createLinkTokenStore()
  seedDemoLinks(links)
  const workspaceKeys = new Map<string, WorkspaceKey>()
  seedWorkspaceKeys(workspaceKeys)
  return {
    accounts: DEMO_ACCOUNTS.map((account) => ({
      account,
      username: account.username,
      password: account.initialPassword,
      mustResetPassword: account.mustResetPassword,
      activated: account.activated,
      verifiedPersonalEmail: null,
    })),
    sessions: new Map(),
    mustResetTokens: new Map(),
    links,
    workspaceKeys,
    portfolioLinks: new Map(),
    registrations: [],
    mails: [],
    analyticsHits: [],
    telemetry: {
      bodies: [],
      beacons: [],
      cspViolations: [],
      arrived: { bodies: 0, beacons: 0, cspViolations: 0 },
      refused: 0,
    },
  }
}

export function accountById(state: State, userAccountId: number): AccountState | undefined {
  return state.accounts.find((entry) => entry.account.userAccountId === userAccountId)
}

/** The account a stored link belongs to; a link always names a seeded account, so none is a demo bug. */
export function accountOfLink(state: State, link: { token: string; userAccountId: number }): AccountState {
  const entry = accountById(state, link.userAccountId)
  if (entry === undefined) throw new Error(`Link ${link.token} names no account.`)
  return entry
}

/**
 * The accounts a typed username names: usernames first, then emails, both in any case, so an email shared by
 * several accounts finds them all. Sign-in and portfolio linking check credentials the same way.
 */
export function findForLogin(state: State, username: string): AccountState[] {
  const key = username.trim().toLowerCase()
  const byName = state.accounts.filter((entry) => entry.username.toLowerCase() === key)
  if (byName.length > 0) return byName
  return state.accounts.filter((entry) => entry.account.email.toLowerCase() === key)
}

export function startSession(
  state: State,
  account: DemoAccount,
  via: SignedInVia,
  redirect: string | null = null,
): Session {
  const workspaceKey = account.userTypes.length > 1 ? mintWorkspaceKey(state.workspaceKeys, account).k : null
  const session: Session = { token: randomToken(), account, via, redirect, workspaceKey }
  state.sessions.set(session.token, session)
  return session
}

const FAULT_URLS = {
  unsafe: 'javascript:alert(document.domain)',
  offsite: 'https://evil.example/steal',
} as const

/**
 * Where a signed-in browser goes: the workspace chooser for an account with several types (which has no
 * redirect of its own, so a requested one is not passed on), otherwise the stand-in product page, unless
 * the account is a fault account.
 */
export function signedInUrl(session: Session, origin: string): string {
  if (session.account.fault === 'unsafe') return FAULT_URLS.unsafe
  if (session.account.fault === 'offsite') return FAULT_URLS.offsite
  if (session.workspaceKey !== null) return `${origin}${chooserPath(session.workspaceKey)}`
  const url = `${origin}/demo/signed-in?session=${encodeURIComponent(session.token)}`
  return session.redirect === null ? url : `${url}&redirect=${encodeURIComponent(session.redirect)}`
}

/** Sets a password chosen on a link: the account is activated by it, whichever link it was. */
export function setPasswordFromLink(entry: AccountState, password: string): void {
  entry.password = password
  entry.activated = true
  entry.mustResetPassword = false
}

export function sendMail(state: State, mail: Omit<SentMail, 'sentAt'>): void {
  state.mails.push({ ...mail, sentAt: new Date().toISOString() })
}
