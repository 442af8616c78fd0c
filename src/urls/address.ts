/**
 * An address, read and written one way (decision 026): which route a raw path (`location.pathname`, still
 * percent-encoded) belongs to and its parameters, each decoded once with decodeURIComponent; what a page's query
 * says, each value decoded once; and the path a link leads to, built from the route list's patterns. The router,
 * the screens' parameters, the prerendered pages, the head script, analytics, telemetry and the language rule all
 * ask this; the servers that cannot run it (nginx) get regular expressions generated from the same route list
 * (src/prerender/pages.ts), which a test holds to this.
 *
 * The head script carries the reading half of this module into every page, where an old browser may run it before
 * it is told it is not supported: what it calls uses only ES5's built-ins (no startsWith, includes,
 * URLSearchParams), checked by test/unit/head-script.test.ts.
 */
import type { SignInPage } from '../../machines/sign-in/sign-in.machine'
import { ROUTES, ROUTE_NAMES, type ParamNames, type RouteName, type Routes } from './routes.ts'

// A page's query, as the app and the head script both read it: the language rule's `lang`, the values a page shows.
/** A segment or query value decoded once; null when it holds an escape that does not decode. */
export function decodeOnce(text: string): string | null {
  try {
    return decodeURIComponent(text)
  } catch {
    return null
  }
}

/**
 * A query parameter's first value as the browser's URLSearchParams reads it (`+` is a space, escapes decoded; an
 * escape that does not decode is left as it is), or null when the query has none.
 */
export function queryValue(search: string, name: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&')
  for (const pair of pairs) {
    if (pair === '') continue
    const cut = pair.indexOf('=')
    const raw = (cut === -1 ? pair : pair.slice(0, cut)).replace(/\+/g, ' ')
    if ((decodeOnce(raw) ?? raw) !== name) continue
    const value = (cut === -1 ? '' : pair.slice(cut + 1)).replace(/\+/g, ' ')
    return decodeOnce(value) ?? value
  }
  return null
}

/** The names of the query's parameters, decoded, in order (a name twice is listed twice). */
export function queryNames(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const cut = pair.indexOf('=')
      const raw = (cut === -1 ? pair : pair.slice(0, cut)).replace(/\+/g, ' ')
      return decodeOnce(raw) ?? raw
    })
}

/**
 * The most of a query value a page shows, trimmed: the app and the head script, which fills a prerendered page's
 * query slots before it is painted, read it by this one rule.
 */
const QUERY_TEXT_LENGTH = 200

/** A query value as a page shows it: trimmed, at most QUERY_TEXT_LENGTH characters, '' when absent. */
export const queryText = (search: string, name: string): string =>
  (queryValue(search, name) ?? '').trim().slice(0, QUERY_TEXT_LENGTH)

/**
 * HigherEdActivation's query: the email and school name to show. They are for display only (the register call
 * needs the token alone), so a link without them still activates; they are just not shown.
 */
export function parseHigherEdQuery(search: string): { email: string; schoolName: string } {
  return { email: queryText(search, 'email'), schoolName: queryText(search, 'schoolName') }
}

// Which route a path belongs to.
export interface RouteMatch {
  name: RouteName
  params: Record<string, string>
}

/** One segment of a route's pattern: a literal, matched in any case, or a parameter, by its name. */
export type PatternSegment = { literal: string } | { param: string }

/** A path's segments: what lies between its slashes, doubled and trailing slashes read as one. */
export const pathSegments = (path: string): string[] => path.split('/').filter((segment) => segment !== '')

/**
 * The one reading of a route's pattern, which every question about a route's shape asks: the matcher, the links,
 * the prerendered pages and the paths each serves, the servers' patterns (nginx), robots.txt.
 */
export function patternSegments(name: RouteName): PatternSegment[] {
  return pathSegments(ROUTES[name].pattern).map((part) =>
    part.charAt(0) === ':' ? { param: part.slice(1) } : { literal: part },
  )
}

/** The route a raw path belongs to, with its parameters decoded; null when no route has its shape. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = pathSegments(pathname)
  for (const name of ROUTE_NAMES) {
    const parts = patternSegments(name)
    if (parts.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? ''
      // Literal segments match whatever their case: `/RESET/{token}/…` shows the reset page, and holds a token.
      if ('literal' in part) return part.literal.toLowerCase() === segment.toLowerCase()
      const value = decodeOnce(segment)
      if (value === null) return false
      params[part.param] = value
      return true
    })
    if (matches) return { name, params }
  }
  return null
}

/** Where something happened, for telemetry: its route's pattern, or `(no route)` for a path no route has. */
export const NO_ROUTE = '(no route)'

/** A path as its route's pattern (`/reset/:token/:resetType`): the values in it, tokens included, never leave. */
export function routeOf(pathname: string): string {
  const match = matchRoute(pathname)
  return match === null ? NO_ROUTE : ROUTES[match.name].pattern
}

/** Whether a path holds a token from an email or a single sign-on key, which must never leave the page. */
export const isTokenPath = (pathname: string): boolean => {
  const match = matchRoute(pathname)
  return match !== null && ROUTES[match.name].holdsToken === true
}

/** Whether a path shows a sign-in page (`/`, `/sdmylife`, `/{branding}`): never a place to send a person after it. */
export const isSignInPath = (pathname: string): boolean => {
  const match = matchRoute(pathname)
  return match !== null && ROUTES[match.name].guard === 'login'
}

// The addresses links and navigation lead to.
type ParamsOf<N extends RouteName> = Record<ParamNames<Routes[N]['pattern']>, string>

/** Route `name`'s path with its parameters filled in, each encoded as one segment. */
const fillRoute = (name: RouteName, values: Readonly<Record<string, string>>): string =>
  `/${patternSegments(name)
    .map((segment) =>
      'literal' in segment ? segment.literal : encodeURIComponent(values[segment.param] ?? ''),
    )
    .join('/')}`

/** The path of route `name`, each parameter encoded as one segment: `linkTo('registration', { k })`. */
export function linkTo<N extends RouteName>(
  name: N,
  ...[params]: [ParamNames<Routes[N]['pattern']>] extends [never] ? [] : [params: ParamsOf<N>]
): string {
  return fillRoute(name, params ?? {})
}

/** The screens whose routes follow the sign-in page. */
type SignInPageScreen = {
  [N in RouteName]: Routes[N] extends { signInPage: string } ? Routes[N]['screen'] : never
}[RouteName]

/**
 * The route of `screen` for a sign-in page: sign-in is `/`, `/sdmylife` or `/{branding}`, and 'Trouble signing
 * in' follows the sign-in page to `/forgot`, `/forgot/sdmylife` or `/forgot/{branding}`.
 */
export function signInPageLink(
  screen: SignInPageScreen,
  signInPage: SignInPage = { kind: 'standard' },
): string {
  const name = ROUTE_NAMES.find(
    (candidate) => ROUTES[candidate].screen === screen && ROUTES[candidate].signInPage === signInPage.kind,
  )
  if (name === undefined) throw new Error(`No ${signInPage.kind} route shows ${screen}`)
  return fillRoute(name, signInPage.kind === 'branded' ? { branding: signInPage.branding } : {})
}

// The parameters the sign-in route and the shell read: a branding name, an institution id and two query values.
// They are checked by hand rather than with valibot, so that valibot stays out of the entry script (2.1 kB brotli,
// decision 015); every other route's parameters have a schema (link-params.ts, named in routes.ts).
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
