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

export function isFollowableUrl(url: string, policy: RedirectPolicy): boolean {
  const trimmed = url.trim()
  if (trimmed === '' || trimmed !== url) return false
  // Browsers treat backslashes like slashes, so `/\evil.example` would leave the origin; control
  // characters are stripped by URL parsers and can hide a scheme.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(url)) return false
  let parsed: URL
  try {
    parsed = new URL(url, policy.origin)
  } catch {
    return false
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
  return parsed.origin === policy.origin || policy.allowedOrigins.includes(parsed.origin)
}
