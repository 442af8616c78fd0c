/**
 * Every path the portal serves (spec section 2), each route once, in the order the router tries them: what the
 * route table, the screen loaders, the referrer policy, analytics, nginx, the prerender and the language rule
 * know of a route is read from here. Nothing else lists routes.
 */
import type { GenericSchema, InferOutput } from 'valibot'
import { ACTIVATION_RESET_TYPES } from '../../machines/shared/reset-link-kind.ts'
import type { SignInPage } from '../../machines/sign-in/sign-in.machine'
import type * as LinkParams from './link-params.ts'

type LinkParamsModule = typeof LinkParams
/** The schemas of `link-params.ts`, by name: a route names its schema, and its screen's loader loads it. */
type ParamsSchemaName = {
  [K in keyof LinkParamsModule]: LinkParamsModule[K] extends GenericSchema ? K : never
}[keyof LinkParamsModule]

export interface RouteDeclaration {
  /** The path as wouter matches it: `:name` is a parameter, one whole segment. */
  readonly pattern: string
  /**
   * `login`: the sign-in pages, whose machine starts with the login guard's auto sign-in. `general`: every other
   * page of the portal, which forgets a kept appToken on entry (spec section 4). `none`: the flow studio, a
   * developer's tool rather than a page, which leaves a kept session alone.
   */
  readonly guard: 'login' | 'general' | 'none'
  /** The screen it shows: the module `src/screens/{screen}/{screen}.tsx`. */
  readonly screen: string
  /**
   * Which sign-in page it is, or leads back to (sign-in and forgot password). A `branded` route's `:branding`
   * segment passes the branding check: an unknown name goes to the root.
   */
  readonly signInPage?: SignInPage['kind']
  /**
   * Its parameters' schema in `link-params.ts`, by name: loaded with its screen, so that valibot stays out of the
   * entry (decision 015), and so that this list is data that the head script can carry (decision 026).
   */
  readonly params?: ParamsSchemaName
  /** Its path holds a token from an email or a single sign-on key: no Referer, no analytics value, no logs. */
  readonly holdsToken?: true
  /**
   * The build writes its first state as HTML (decisions 015 and 019); a `branded` route once per branding name. A
   * route with parameters (a token, a key) is rendered with placeholders in their place, which the HTML must
   * never hold, once per value of `screenValues` and once for any other value: its one page serves every link.
   */
  readonly prerendered?: true
  /**
   * The values of a parameter that change the route's first screen (anything else shows what any other value
   * does); `anyCase` when the screen reads the value without regard to case. The build fails when a value does
   * not change the first screen, or when its case matters otherwise than declared.
   */
  readonly screenValues?: Readonly<
    Record<string, { readonly values: readonly string[]; readonly anyCase?: true }>
  >
  /**
   * The query parameters its screen reads (a key, what a link shows). A prerendered page is shown as it is for a
   * query with these and `lang` only; one it needs and does not get leaves it to the app.
   */
  readonly query?: readonly string[]
  /** Its link carries the language to open in (`languageType`, `translationLanguage`; spec section 3). */
  readonly linkLanguage?: true
  /** Exists only where the flow studio does: development, the demo and the test build (vite.config.ts). */
  readonly devOnly?: true
  /** Its page has the dual-login header, with a way to sign out, on every host (spec section 1). */
  readonly dualLogin?: true
}

const ROUTE_LIST = {
  // `redirect` is carried into the login call and changes nothing the page shows: a prerendered sign-in page serves
  // a person the product sent with a return address, hydrated as it is.
  signIn: {
    pattern: '/',
    guard: 'login',
    screen: 'sign-in',
    signInPage: 'standard',
    prerendered: true,
    query: ['redirect'],
  },
  signInSd: {
    pattern: '/sdmylife',
    guard: 'login',
    screen: 'sign-in',
    signInPage: 'sd',
    prerendered: true,
    query: ['redirect'],
  },
  forgot: {
    pattern: '/forgot',
    guard: 'general',
    screen: 'forgot-password',
    signInPage: 'standard',
    prerendered: true,
  },
  forgotSd: {
    pattern: '/forgot/sdmylife',
    guard: 'general',
    screen: 'forgot-password',
    signInPage: 'sd',
    prerendered: true,
  },
  forgotBranded: {
    pattern: '/forgot/:branding',
    guard: 'general',
    screen: 'forgot-password',
    signInPage: 'branded',
    prerendered: true,
  },
  mustReset: { pattern: '/mustreset', guard: 'general', screen: 'must-reset' },
  noAccount: { pattern: '/noaccount', guard: 'general', screen: 'no-account', prerendered: true },
  parentNotFound: { pattern: '/parent', guard: 'general', screen: 'guidance', prerendered: true },
  educatorNotFound: { pattern: '/educatornotfound', guard: 'general', screen: 'guidance', prerendered: true },
  error: { pattern: '/error', guard: 'general', screen: 'guidance', prerendered: true },
  switchAccount: {
    pattern: '/switchaccount',
    guard: 'general',
    screen: 'switch-account',
    dualLogin: true,
    prerendered: true,
    query: ['k'],
  },
  // Without a key the linking page has no identity to link: its schema fails, and the screen says so.
  portfolioLinkingBare: {
    pattern: '/portfoliolinking',
    guard: 'general',
    screen: 'portfolio-linking',
    params: 'PortfolioLinkingParamsSchema',
  },
  portfolioLinkingKey: {
    pattern: '/portfoliolinking/:k',
    guard: 'general',
    screen: 'portfolio-linking',
    params: 'PortfolioLinkingParamsSchema',
    holdsToken: true,
    prerendered: true,
  },
  portfolioLinking: {
    pattern: '/portfoliolinking/:k/:userType',
    guard: 'general',
    screen: 'portfolio-linking',
    params: 'PortfolioLinkingParamsSchema',
    holdsToken: true,
    prerendered: true,
    // `educator` in any case gets the educator's text; any other userType the student's (decision 011).
    screenValues: { userType: { values: ['educator'], anyCase: true } },
  },
  account: {
    pattern: '/account/:k',
    guard: 'general',
    screen: 'registration',
    params: 'SsoKeyParamsSchema',
    holdsToken: true,
    prerendered: true,
  },
  registrationBare: {
    pattern: '/registration',
    guard: 'general',
    screen: 'registration',
    params: 'SsoKeyParamsSchema',
  },
  registration: {
    pattern: '/registration/:k',
    guard: 'general',
    screen: 'registration',
    params: 'SsoKeyParamsSchema',
    holdsToken: true,
    prerendered: true,
  },
  registrationConfirmation: {
    pattern: '/registrationconfirmation',
    guard: 'general',
    screen: 'registration',
  },
  registrationNotAllowed: {
    pattern: '/registrationnotallowed',
    guard: 'general',
    screen: 'guidance',
    prerendered: true,
  },
  legal: { pattern: '/legal', guard: 'general', screen: 'legal', prerendered: true },
  privacy: { pattern: '/privacy', guard: 'general', screen: 'legal', prerendered: true },
  // What the portal keeps in the browser, and the analytics choice (docs/decisions/031).
  cookies: { pattern: '/cookies', guard: 'general', screen: 'cookies', prerendered: true },
  reset: {
    pattern: '/reset/:token/:resetType',
    guard: 'general',
    screen: 'reset-password',
    params: 'ResetParamsSchema',
    holdsToken: true,
    prerendered: true,
    // Each activation has its heading and text; any other resetType is a plain reset (spec: Reset / activate).
    screenValues: { resetType: { values: ACTIVATION_RESET_TYPES } },
    // HigherEdActivation shows the email and school name its link carries.
    query: ['email', 'schoolName'],
  },
  verify: {
    pattern: '/verify/:token/:tokenType/:languageType/:translationLanguage',
    guard: 'general',
    screen: 'email-confirmation',
    params: 'EmailLinkParamsSchema',
    holdsToken: true,
    linkLanguage: true,
    prerendered: true,
  },
  usernameChange: {
    pattern: '/confirmusernamechange/:token/:tokenType/:languageType/:translationLanguage',
    guard: 'general',
    screen: 'email-confirmation',
    params: 'EmailLinkParamsSchema',
    holdsToken: true,
    linkLanguage: true,
    prerendered: true,
  },
  massPrint: {
    pattern: '/massprint/:token/:tokenType/:massPrintBatchJobId',
    guard: 'general',
    screen: 'mass-print',
    params: 'MassPrintParamsSchema',
    holdsToken: true,
    prerendered: true,
  },
  flows: { pattern: '/__flows', guard: 'none', screen: 'flow-studio', devOnly: true },
  // Any other single segment: a branding name, or an unknown path that goes to the root.
  signInBranded: {
    pattern: '/:branding',
    guard: 'login',
    screen: 'sign-in',
    signInPage: 'branded',
    prerendered: true,
    query: ['redirect'],
  },
} as const satisfies Readonly<Record<string, RouteDeclaration>>

/** The route list's own type: each route's pattern, screen and flags as literals. */
export type Routes = typeof ROUTE_LIST
export type RouteName = keyof Routes
type ScreenName = Routes[RouteName]['screen']

/** Every route, by name, in matching order. */
export const ROUTES: Readonly<Record<RouteName, RouteDeclaration>> = ROUTE_LIST

/** The route names in matching order. */
export const ROUTE_NAMES = Object.keys(ROUTE_LIST) as RouteName[]

/** The parameter names of a pattern: `'/reset/:token/:resetType'` gives `'token' | 'resetType'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** What a screen is told of its route, beyond the route's name: its sign-in page, or its parameters as parsed. */
type RouteInput<N extends RouteName> = Routes[N] extends { signInPage: SignInPage['kind'] }
  ? { signInPage: SignInPage }
  : Routes[N] extends { params: infer Name extends ParamsSchemaName }
    ? {
        /** The parameters as the schema reads them; null when they fail it (an unusable link). */
        params: InferOutput<LinkParamsModule[Name]> | null
      }
    : unknown

/** The props of the screen named `S`: one member per route that shows it, told apart by `route`. */
export type ScreenProps<S extends ScreenName> = {
  [N in RouteName]: Routes[N]['screen'] extends S ? { route: N } & RouteInput<N> : never
}[RouteName]
