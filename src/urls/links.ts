/** The addresses links and navigation lead to, built from the route list's patterns. */
import type { SignInPage } from '../../machines/sign-in/sign-in.machine'
import { patternSegments } from './match.ts'
import { ROUTE_NAMES, ROUTES, type ParamNames, type RouteName, type Routes } from './routes.ts'

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
