/**
 * What the portal keeps in the browser (spec section 3): `appToken` when the person chose to stay signed
 * in, and `auth_token`, read once at start for the logged-in flag. Storage can be unavailable (private
 * modes, blocked cookies), so every access tolerates failure.
 */
export const APP_TOKEN = 'appToken'
export const AUTH_TOKEN = 'auth_token'

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

let usedByThisPage = false

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

/** Tests stand for many page loads in one document: each starts as a fresh load would. */
export function resetAppTokenReplayForTests(): void {
  usedByThisPage = false
}

export function storeAppToken(token: string): void {
  // Kept by this page's own sign-in, which is sending the browser on: not for this page to replay.
  usedByThisPage = true
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

/** The logged-in flag starts true when an auth_token is stored. */
export function hasAuthToken(): boolean {
  try {
    const token = storage()?.getItem(AUTH_TOKEN)
    return token !== null && token !== undefined && token !== ''
  } catch {
    return false
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
