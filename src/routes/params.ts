/** Route and query parameters, parsed by schema before they reach a machine. */
import * as v from 'valibot'
import type { PageVariant } from '../../machines/shared/page-variant'

export const BRANDING_NAMES = ['florida', 'new-hampshire'] as const
export const BrandingNameSchema = v.picklist(BRANDING_NAMES)
export type BrandingName = v.InferOutput<typeof BrandingNameSchema>

export const isBrandingName = (value: unknown): value is BrandingName => v.is(BrandingNameSchema, value)

/** Institution ids as the product passes them (`?institutionId=`): letters, digits, `-` and `_`, at most 64. */
export const InstitutionIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/))

/** The institution id a page was opened for, or null when there is none or it is malformed. */
export function institutionIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get('institutionId')
  return id !== null && v.is(InstitutionIdSchema, id) ? id : null
}

/** `/{branding}` and `/forgot/{branding}`: the branding check (spec section 2). */
export const BrandingParamsSchema = v.object({ branding: BrandingNameSchema })

const SignInQuerySchema = v.object({
  redirect: v.nullable(v.string()),
  timedOut: v.boolean(),
})

export function parseSignInQuery(search: string): v.InferOutput<typeof SignInQuerySchema> {
  const query = new URLSearchParams(search)
  return v.parse(SignInQuerySchema, {
    redirect: query.get('redirect'),
    timedOut: query.get('timeout') === 'true',
  })
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
