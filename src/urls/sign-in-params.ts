/**
 * The parameters the sign-in route and the shell read: a branding name, an institution id and two query values.
 * They are checked by hand rather than with valibot, so that valibot stays out of the entry script (2.1 kB
 * brotli, decision 015); every other route's parameters have a schema (link-params.ts, named in routes.ts).
 */
import type { RouteMatch } from './match.ts'
import { queryValue } from './query.ts'
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
  const id = queryValue(search, 'institutionId')
  return isInstitutionId(id) ? id : null
}

export interface SignInQuery {
  redirect: string | null
  timedOut: boolean
}

/** The sign-in page's query, each value decoded once (a `%252F` in the address reaches the login call as `%2F`). */
export function parseSignInQuery(search: string): SignInQuery {
  return { redirect: queryValue(search, 'redirect'), timedOut: queryValue(search, 'timeout') === 'true' }
}

/** The branding a page shows: its route's, where the route is a branded one and the name a known package. */
export function brandingOf(route: RouteMatch | null): BrandingName | null {
  if (route === null || ROUTES[route.name].signInPage !== 'branded') return null
  const { branding } = route.params
  return isBrandingName(branding) ? branding : null
}
