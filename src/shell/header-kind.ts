import type { Site } from '../config.ts'

export type HeaderKind = 'dualLogin' | 'uk' | 'default'

/**
 * Which header a page gets (spec section 1): the dual-login header, with log-out, on every address that
 * contains switchaccount, whatever the host; otherwise the UK header on the UK hosts (English only, so no
 * language toggle); otherwise the default header with the toggle. Apart from the header itself, so that the
 * build, which preloads the log-out's code for the pages that show it, reads the same rule.
 */
export function headerKindFor(site: Site, path: string): HeaderKind {
  if (path.toLowerCase().includes('switchaccount')) return 'dualLogin'
  return site === 'CA' ? 'default' : 'uk'
}
