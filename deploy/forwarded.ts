/**
 * What the API is told of how a person arrived (docs/operations.md, "Behind the edge"). The edge in front of the
 * portal's nginx terminates TLS, so nginx's own `$scheme` is `http` and its peer is the edge: only the edge knows
 * the person's scheme, host and address, and says so in X-Forwarded-*. nginx takes them from the peers listed in
 * PORTAL_TRUSTED_PROXIES (none by default) and from no one else: a client that reaches nginx any other way gets
 * nginx's own values, whatever it sends.
 */
import { isIP } from 'node:net'

/** The one line a wrong PORTAL_TRUSTED_PROXIES entry refuses the start with, naming the fix. */
const notAnAddress = (entry: string) =>
  `PORTAL_TRUSTED_PROXIES has ${JSON.stringify(entry)}, which is not an IP address or CIDR block: list the ` +
  'addresses the edge in front connects from, such as 10.0.0.5 or 10.0.0.0/24, separated by commas'

/**
 * PORTAL_TRUSTED_PROXIES as set: the addresses and CIDR blocks the edge connects from, separated by commas or
 * spaces; empty trusts no one. Throws the line that refuses the start on anything nginx would read otherwise than
 * meant: a host name (nginx would resolve it once, at start), a zone index, a prefix too long, or a block that
 * holds every address (`0.0.0.0/0`, `::/0`), with which any client could say who it is.
 */
export function trustedProxies(setting: string): string[] {
  return setting
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const [address = '', prefix, ...rest] = entry.split('/')
      const version = isIP(address)
      const bits = version === 4 ? 32 : 128
      const prefixFits = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits)
      if (version === 0 || address.includes('%') || rest.length > 0 || !prefixFits)
        throw new Error(notAnAddress(entry))
      if (prefix !== undefined && Number(prefix) === 0)
        throw new Error(
          `PORTAL_TRUSTED_PROXIES has ${JSON.stringify(entry)}, which trusts every address, so any client could ` +
            "set its own address and scheme: list only the edge's addresses",
        )
      return entry.toLowerCase()
    })
}

/**
 * nginx's realip module, for the trusted peers only: the person's address is the last one in X-Forwarded-For that
 * no trusted peer added (`real_ip_recursive`), so an address a client put there itself is never taken for its own.
 * Nothing when no peer is trusted: `$remote_addr` stays the peer's.
 */
export function realIpDirectives(proxies: readonly string[]): string {
  if (proxies.length === 0) return '  # PORTAL_TRUSTED_PROXIES is empty: no peer may say who the person is.'
  return [
    ...proxies.map((proxy) => `  set_real_ip_from ${proxy};`),
    '  real_ip_header X-Forwarded-For;',
    '  real_ip_recursive on;',
  ].join('\n')
}

/** The entries of the `geo` block that marks a request from a trusted peer (`$portal_from_edge` 1). */
export const edgeAddresses = (proxies: readonly string[]): string =>
  proxies.map((proxy) => `    ${proxy} 1;`).join('\n')
