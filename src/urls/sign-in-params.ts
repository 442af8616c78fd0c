/**
 * The parameters the sign-in route and the shell read: a branding name, an institution id and two query values.
 * They are checked by hand rather than with valibot, so that valibot stays out of the entry script (2.1 kB
 * brotli, decision 015); every other route's parameters have a schema (link-params.ts, named in routes.ts).
 */
import { fillPattern } from './links.ts'
import { matchRoute } from './match.ts'
import { ROUTES } from './routes.ts'

export const BRANDING_NAMES = ['florida', 'new-hampshire'] as const
export type BrandingName = (typeof BRANDING_NAMES)[number]

/** `/{branding}` and `/forgot/{branding}`: the branding check (spec section 2). */
export const isBrandingName = (value: unknown): value is BrandingName =>
  BRANDING_NAMES.some((name) => name === value)

/** Institution ids as the product passes them (`?institutionId=`): letters, digits, `-` and `_`, at most 64. */
export const isInstitutionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{1,64}$/.test(value)

/** The institution id a page was opened for, or null when there is none or it is malformed. */
export function institutionIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('institutionId')
  return isInstitutionId(id) ? id : null
}

export interface SignInQuery {
  redirect: string | null
  timedOut: boolean
}

export function parseSignInQuery(search: string): SignInQuery {
  const query = new URLSearchParams(search)
  return { redirect: query.get('redirect'), timedOut: query.get('timeout') === 'true' }
}

/**
 * The branding a path shows: a branded route's (`/{branding}`, `/forgot/{branding}`) with a known name, written
 * as links write it (one trailing slash allowed; no doubled slash or escaped letter).
 */
export function brandingForPath(path: string): BrandingName | null {
  const match = matchRoute(path)
  if (match === null) return null
  const { pattern, signInPage } = ROUTES[match.name]
  const { branding } = match.params
  if (signInPage !== 'branded' || !isBrandingName(branding)) return null
  return fillPattern(pattern, match.params) === path.replace(/\/$/, '') ? branding : null
}
