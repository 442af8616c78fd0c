/**
 * The login hosts and the site each selects (spec section 1): the Canadian host, the UK host and the UK partner's.
 * A leaf the head script carries too (decision 026), so only ES5's built-ins here.
 */

export type Site = 'CA' | 'UK' | 'UK_PARTNER'

/** The demo's login hosts: loopback names, which is what `npm start` and the tests serve. */
export const STAND_IN_LOGIN_HOSTS: Readonly<Record<Site, string>> = {
  CA: 'localhost',
  UK: 'uk.localhost',
  UK_PARTNER: 'partner.localhost',
}

/** A host as hosts are compared everywhere: its name, without the port, in lower case. */
export const hostName = (host: string): string => host.replace(/:\d+$/, '').toLowerCase()

/** The site is chosen from the host the visitor arrived on (port ignored); unknown hosts are Canadian. */
export function siteOfHost(host: string, hosts: Readonly<Record<Site, string>>): Site {
  const name = hostName(host)
  if (name === hostName(hosts.UK_PARTNER)) return 'UK_PARTNER'
  if (name === hostName(hosts.UK)) return 'UK'
  return 'CA'
}
