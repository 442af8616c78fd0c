/**
 * The parameters the sign-in route and the shell read: a branding name, an institution id and two query values.
 * They are checked by hand rather than with valibot, so that valibot stays out of the entry script (2.1 kB
 * brotli, decision 015); every other route parses its parameters by schema (link-params.ts, sso-routes.tsx).
 */
import type { PageVariant } from '../../machines/shared/page-variant'

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

/** The sign-in variant for a branding segment; the SD variant is the one whose URL contains sdmylife. */
export function variantFor(segment: 'sdmylife' | BrandingName | null): PageVariant {
  if (segment === null) return { kind: 'standard' }
  if (segment === 'sdmylife') return { kind: 'sd' }
  return { kind: 'branded', branding: segment }
}

/** The branding a path shows: `/{branding}` and `/forgot/{branding}` with a known name. */
export function brandingForPath(path: string): BrandingName | null {
  const match = /^\/(?:forgot\/)?([^/]+)\/?$/.exec(path)
  const segment = match?.[1]
  return isBrandingName(segment) ? segment : null
}
