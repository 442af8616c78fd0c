/**
 * Where a server-returned url may send the browser. A full-page redirect to a url the server hands back is
 * an open-redirect and script-injection risk, so only http(s) urls on this origin or on an allow-listed
 * origin are followed. Relative paths count as this origin; protocol-relative `//host` tricks do not. A url that
 * would strand or loop the person is refused too: a fragment-only url (the page would sit on its redirecting
 * spinner) and the portal's own sign-in pages (keep-me-signed-in would sign in again, and again).
 */
export interface RedirectPolicy {
  /** The portal's own origin, e.g. `https://login.example.org`. */
  origin: string
  /** Other origins the product trusts, e.g. the product host. */
  allowedOrigins: readonly string[]
  /** Whether a path on this origin is one of the portal's sign-in pages. The app knows its routes. */
  isSignInPath?: (pathname: string) => boolean
}

// Browsers treat backslashes like slashes, so `/\evil.example` would leave the origin; control characters are
// stripped by URL parsers and can hide a scheme.
// eslint-disable-next-line no-control-regex
const HIDING_CHARACTERS = /[\\\u0000-\u001f\u007f]/

// A path that starts with an encoded slash or backslash (`/%2F%2Fevil.example`) is this origin to the browser,
// but a server that decodes before redirecting would send the person to `//evil.example`.
const ENCODED_SLASH_START = /^\/(?:%2f|%5c)/i

/**
 * The absolute url to send the browser to, as the policy parsed it, or null when the url must not be followed.
 * Callers navigate to this `href`, never to the raw string: what was checked is exactly what is followed.
 */
export function followableUrl(url: string, policy: RedirectPolicy): string | null {
  const trimmed = url.trim()
  if (trimmed === '' || trimmed !== url || HIDING_CHARACTERS.test(url)) return null
  if (url.startsWith('#')) return null
  let parsed: URL
  try {
    parsed = new URL(url, policy.origin)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (parsed.origin === policy.origin) {
    if (ENCODED_SLASH_START.test(parsed.pathname)) return null
    if (policy.isSignInPath?.(parsed.pathname) === true) return null
    return parsed.href
  }
  return policy.allowedOrigins.includes(parsed.origin) ? parsed.href : null
}

export const isFollowableUrl = (url: string, policy: RedirectPolicy): boolean =>
  followableUrl(url, policy) !== null
