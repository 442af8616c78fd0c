/**
 * Everything the portal and the scripts it loads can keep in a person's browser, declared once
 * (docs/decisions/031): the cookies page lists it (src/screens/cookies/cookies.tsx); tests hold the privacy
 * policies, in three languages, and docs/operations.md to it (test/unit/kept-in-browser.test.ts); and every
 * journey, in every engine, ends by reading the browser's cookies and storage and failing on any key this
 * does not declare (test/support/page-guard.ts). A leaf: anything may read it, it reads nothing. What the
 * cookies page says of each is in src/screens/cookies/cookies-words.ts. The session tokens are read and written
 * here too, the one way every screen and the head script do.
 */

/** Where a browser keeps it. */
export type StoredIn = 'cookie' | 'localStorage'

export interface Stored {
  /** The name, or for a family of names their common start (`prefix`). */
  readonly name: string
  readonly prefix?: true
  readonly in: StoredIn
  /** Needed for the pages to work (essential), or only with the person's yes (analytics). */
  readonly category: 'essential' | 'analytics'
}

/** The XSRF double-submit cookie, minted by the portal's server and the API (spec section 3). */
export const XSRF_COOKIE = 'XSRF-TOKEN'
/** The person's answer about analytics cookies (src/browser/consent.ts). */
export const CHOICE_COOKIE = 'portal_analytics_choice'
/** The sign-in kept by "Keep me signed in" (spec section 3). */
export const APP_TOKEN = 'appToken'
/** The product's session, which log-out removes (spec section 3). */
export const AUTH_TOKEN = 'auth_token'

export const STORED = [
  { name: XSRF_COOKIE, in: 'cookie', category: 'essential' },
  { name: CHOICE_COOKIE, in: 'cookie', category: 'essential' },
  { name: APP_TOKEN, in: 'localStorage', category: 'essential' },
  { name: AUTH_TOKEN, in: 'localStorage', category: 'essential' },
  { name: '_ga', in: 'cookie', category: 'analytics' },
  { name: '_ga_', prefix: true, in: 'cookie', category: 'analytics' },
] as const satisfies readonly Stored[]

// The session tokens (spec section 3): `appToken` when the person chose to stay signed in, and `auth_token`, the
// product's session, which log-out removes. Storage can be unavailable (private modes, blocked cookies), so every
// access tolerates failure.
/**
 * Whether this page load has replayed the kept appToken or kept a new one: a sign-in screen mounted again in the
 * same page (in-app navigation, or the page restored from the back-forward cache) does not send it again. A
 * module's variable lives exactly as long as the page load: a restore from the back-forward cache keeps it, a new
 * load starts without it.
 */
let usedByThisPage = false

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readAppToken(): string | null {
  try {
    return storage()?.getItem(APP_TOKEN) ?? null
  } catch {
    return null
  }
}

/**
 * The kept appToken for a sign-in screen to replay (POST /api/auth/redirect), or null once this page load has
 * replayed one or kept a new one: a sign-in screen mounted again in the same page (in-app navigation, or the page
 * restored from the back-forward cache after the browser was sent on) shows the form instead of sending the token
 * again. Only reads, so a render React discards and repeats changes nothing.
 */
export function appTokenToReplay(): string | null {
  return usedByThisPage ? null : readAppToken()
}

/** The kept appToken is being replayed: the one replay this page load may send. */
export function markAppTokenReplayed(): void {
  usedByThisPage = true
}

/** For the test setup, where every test is a page load of its own: this one has replayed nothing yet. */
export function resetAppTokenReplayForTests(): void {
  usedByThisPage = false
}

export function storeAppToken(token: string): void {
  // Kept by this page's own sign-in, which is sending the browser on: not for this page to replay.
  markAppTokenReplayed()
  try {
    storage()?.setItem(APP_TOKEN, token)
  } catch {
    // Not being remembered is the only consequence; signing in still works.
  }
}

export function forgetAppToken(): void {
  try {
    storage()?.removeItem(APP_TOKEN)
  } catch {
    // Nothing was stored, or storage is unavailable: either way there is no token to remove.
  }
}

/** Log out: the session token goes, and so does a kept appToken, or the root would sign the person in again. */
export function forgetStoredTokens(): void {
  forgetAppToken()
  try {
    storage()?.removeItem(AUTH_TOKEN)
  } catch {
    // Storage is unavailable: nothing can have been kept there.
  }
}

/**
 * Whether `storage` keeps a session for the sign-in page to resume: an appToken (spec section 4's auto sign-in).
 * The head script asks this before the first paint (a prerendered sign-in form is not what that visitor sees
 * first); the sign-in screen replays the same token.
 */
export function keepsSession(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return (storage?.getItem(APP_TOKEN) ?? '') !== ''
  } catch {
    return false
  }
}

/** The declaration of a key the browser holds, or undefined when nothing declares it. */
export const declarationOf = (name: string, kept: StoredIn): Stored | undefined =>
  (STORED as readonly Stored[]).find(
    (stored) =>
      stored.in === kept && (stored.prefix === true ? name.indexOf(stored.name) === 0 : name === stored.name),
  )

/** A name as the cookies page shows it: a family by its start and a wildcard (`_ga_*`). */
export const shownName = (stored: Stored): string =>
  stored.prefix === true ? `${stored.name}*` : stored.name

/**
 * The one reading of a cookie string (`document.cookie`): the value of `name`, URI-decoded, or null when the
 * string has none. A value that is not valid URI encoding is returned as it is rather than throwing: a malformed
 * cookie must not make anything that reads another one fail. ES5 only: the head script reads cookies too.
 */
export function readCookie(cookies: string, name: string): string | null {
  const entries = cookies.split(';')
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index] ?? ''
    const cut = entry.indexOf('=')
    if ((cut === -1 ? entry : entry.slice(0, cut)).trim() !== name) continue
    const value = cut === -1 ? '' : entry.slice(cut + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/** The names of the cookies a cookie string holds, in its order. */
export const cookieNames = (cookies: string): string[] =>
  cookies
    .split(';')
    .map((entry) => entry.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '')
