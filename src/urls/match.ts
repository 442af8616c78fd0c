/**
 * The one route matcher (decision 026): which route a raw path (`location.pathname`, still percent-encoded) belongs
 * to, and its parameters, each decoded once with decodeURIComponent. The router, the screens' parameters, the
 * prerendered pages, the head script, analytics, telemetry and the language rule all ask this; the servers that
 * cannot run it (nginx) get regular expressions generated from the same route list (src/prerender/pages.ts), which
 * a test holds to this.
 *
 * The head script carries this module into every page, where an old browser may run it before it is told it is
 * not supported: only ES5's built-ins here (no startsWith, includes, URLSearchParams), checked by
 * test/unit/head-script.test.ts.
 */
import { decodeOnce } from './query.ts'
import { ROUTES, ROUTE_NAMES, type RouteName } from './routes.ts'

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
