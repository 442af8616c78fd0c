/**
 * Where a server-returned url may send the browser. A full-page redirect to a url the server hands back is
 * an open-redirect and script-injection risk, so only http(s) urls on this origin or on an allow-listed
 * origin are followed. Relative paths count as this origin; protocol-relative `//host` tricks do not.
 */
export interface RedirectPolicy {
  /** The portal's own origin, e.g. `https://login.example.org`. */
  origin: string
  /** Other origins the product trusts, e.g. the product host. */
  allowedOrigins: readonly string[]
}

/**
 * The absolute url to send the browser to, as the policy parsed it, or null when the url must not be followed.
 * Callers navigate to this `href`, never to the raw string: what was checked is exactly what is followed.
 */
export function followableUrl(url: string, policy: RedirectPolicy): string | null {
  const trimmed = url.trim()
  if (trimmed === '' || trimmed !== url) return null
  // Browsers treat backslashes like slashes, so `/\evil.example` would leave the origin; control
  // characters are stripped by URL parsers and can hide a scheme.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(url)) return null
  let parsed: URL
  try {
    parsed = new URL(url, policy.origin)
  } catch {
    return null
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  const trusted = parsed.origin === policy.origin || policy.allowedOrigins.includes(parsed.origin)
  return trusted ? parsed.href : null
}

export const isFollowableUrl = (url: string, policy: RedirectPolicy): boolean =>
  followableUrl(url, policy) !== null
