/**
 * Every path the portal serves (spec section 2), in one typed place: the patterns the router matches, the
 * builders every link and navigation uses, and what the rest of the app needs to know of a path (its pattern,
 * for analytics; whether it holds a token from an email, which must never leave the page).
 */
import type { PageVariant } from '../../machines/shared/page-variant'

/** Route patterns, most specific first: `matchRoute` and the router try them in this order. */
export const ROUTES = {
  signIn: '/',
  signInSd: '/sdmylife',
  forgot: '/forgot',
  forgotSd: '/forgot/sdmylife',
  forgotBranded: '/forgot/:branding',
  mustReset: '/mustreset',
  noAccount: '/noaccount',
  parentNotFound: '/parent',
  educatorNotFound: '/educatornotfound',
  error: '/error',
  switchAccount: '/switchaccount',
  portfolioLinkingBare: '/portfoliolinking',
  portfolioLinkingKey: '/portfoliolinking/:k',
  portfolioLinking: '/portfoliolinking/:k/:userType',
  account: '/account/:k',
  registrationBare: '/registration',
  registration: '/registration/:k',
  registrationConfirmation: '/registrationconfirmation',
  registrationNotAllowed: '/registrationnotallowed',
  legal: '/legal',
  privacy: '/privacy',
  reset: '/reset/:token/:resetType',
  verify: '/verify/:token/:tokenType/:languageType/:translationLanguage',
  usernameChange: '/confirmusernamechange/:token/:tokenType/:languageType/:translationLanguage',
  massPrint: '/massprint/:token/:tokenType/:massPrintBatchJobId',
  flows: '/__flows',
  // Any other single segment: a branding name, or an unknown path that goes to the root.
  signInBranded: '/:branding',
} as const

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES]

/**
 * Routes whose path holds a token from an email or a single sign-on key: no Referer, no analytics value, no
 * logs.
 */
export const TOKEN_ROUTES: readonly RoutePattern[] = [
  ROUTES.reset,
  ROUTES.verify,
  ROUTES.usernameChange,
  ROUTES.massPrint,
  ROUTES.portfolioLinkingKey,
  ROUTES.portfolioLinking,
  ROUTES.account,
  ROUTES.registration,
]

export interface RouteMatch {
  pattern: RoutePattern
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
  for (const pattern of Object.values(ROUTES)) {
    const parts = segmentsOf(pattern)
    if (parts.length !== segments.length) continue
    const params: Record<string, string> = {}
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? ''
      if (!part.startsWith(':')) return part === segment
      const value = decode(segment)
      if (value === null) return false
      params[part.slice(1)] = value
      return true
    })
    if (matches) return { pattern, params }
  }
  return null
}

export const isTokenPath = (pathname: string): boolean => {
  const pattern = matchRoute(pathname)?.pattern
  return pattern !== undefined && TOKEN_ROUTES.includes(pattern)
}

const SIGN_IN_ROUTES: readonly RoutePattern[] = [ROUTES.signIn, ROUTES.signInSd, ROUTES.signInBranded]

/** Whether a path shows a sign-in page (`/`, `/sdmylife`, `/{branding}`): never a place to send a person after it. */
export const isSignInPath = (pathname: string): boolean => {
  const pattern = matchRoute(pathname)?.pattern
  return pattern !== undefined && SIGN_IN_ROUTES.includes(pattern)
}

const segment = (value: string | number) => encodeURIComponent(String(value))

/** Links and navigation targets. */
export const paths = {
  /** Sign-in for a page variant: /, /sdmylife or /{branding}. */
  signIn(variant: PageVariant = { kind: 'standard' }): string {
    if (variant.kind === 'sd') return ROUTES.signInSd
    if (variant.kind === 'branded') return `/${segment(variant.branding)}`
    return ROUTES.signIn
  },
  /** 'Trouble signing in' follows the variant: /forgot, /forgot/sdmylife or /forgot/{branding}. */
  forgot(variant: PageVariant = { kind: 'standard' }): string {
    if (variant.kind === 'sd') return ROUTES.forgotSd
    if (variant.kind === 'branded') return `/forgot/${segment(variant.branding)}`
    return ROUTES.forgot
  },
  mustReset: (): string => ROUTES.mustReset,
  noAccount: (): string => ROUTES.noAccount,
  error: (): string => ROUTES.error,
  registration: (k: string): string => `/registration/${segment(k)}`,
  registrationConfirmation: (): string => ROUTES.registrationConfirmation,
  registrationNotAllowed: (): string => ROUTES.registrationNotAllowed,
  portfolioLinking: (k: string, userType: 'educator' | 'student'): string =>
    `/portfoliolinking/${segment(k)}/${userType}`,
} as const
