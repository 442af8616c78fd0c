/**
 * What the portal keeps in the browser (spec section 3): `appToken` when the person chose to stay signed
 * in, and `auth_token`, the product's session, which log-out removes. Storage can be unavailable (private
 * modes, blocked cookies), so every access tolerates failure.
 */
import { APP_TOKEN, AUTH_TOKEN } from '../kept-in-browser.ts'

export { APP_TOKEN, AUTH_TOKEN } from '../kept-in-browser.ts'

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
