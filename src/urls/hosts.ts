/**
 * The login hosts and the site each selects (spec section 1): the Canadian host, the UK host and the UK
 * partner's. A leaf the head script carries too (decision 026), so only ES5's built-ins here.
 */

export type Site = 'CA' | 'UK' | 'UK_PARTNER'

/** The demo's login hosts: loopback names, which is what `npm start` and the tests serve. */
export const STAND_IN_LOGIN_HOSTS: Readonly<Record<Site, string>> = {
  CA: 'localhost',
  UK: 'uk.localhost',
  UK_PARTNER: 'partner.localhost',
}

/** A host name as compared: without its port, in lower case. */
const bareHost = (host: string): string => host.replace(/:\d+$/, '').toLowerCase()

/** The site is chosen from the host name the visitor arrived on (port ignored); unknown hosts are Canadian. */
export function siteOfHost(hostname: string, hosts: Readonly<Record<Site, string>>): Site {
  const name = bareHost(hostname)
  if (name === bareHost(hosts.UK_PARTNER)) return 'UK_PARTNER'
  if (name === bareHost(hosts.UK)) return 'UK'
  return 'CA'
}
