/** Which route a path belongs to, and what the rest of the app asks of a path because of it. */
import { ROUTES, ROUTE_NAMES, type RouteName } from './routes.ts'

export interface RouteMatch {
  name: RouteName
  params: Record<string, string>
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '')

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** The route a path belongs to, with its parameters decoded; null when no route has its shape. */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname)
  for (const name of ROUTE_NAMES) {
    const parts = segmentsOf(ROUTES[name].pattern)
    if (parts.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? ''
      // The router (wouter) matches literal segments whatever their case, so this does too: `/RESET/{token}/…`
      // shows the reset page, and must hold a token here as well.
      if (!part.startsWith(':')) return part.toLowerCase() === segment.toLowerCase()
      const value = decode(segment)
      if (value === null) return false
      params[part.slice(1)] = value
      return true
    })
    if (matches) return { name, params }
  }
  return null
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
