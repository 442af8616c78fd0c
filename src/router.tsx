/**
 * The route table (spec section 2), one route per entry of the route list (src/urls/routes.ts), matched in its
 * order by the one route matcher (src/urls/address.ts, decision 026) on the raw path. Sign-in pages pass the login
 * guard (auto sign-in, inside the sign-in machine); every other page passes the general guard; {branding} routes
 * pass the branding check. Any other path goes to the root.
 *
 * The code of every screen is found in ./screens/ under the name the route list gives it
 * (`./screens/{screen}/{screen}.tsx`). Sign-in's is in the entry; every other screen loads on demand, with its
 * route's params schema beside it: the route table renders it as itself once its code is here (the entry loads
 * the arrival page's before its first render) and lazily until then, and a link that leads to one loads it as
 * soon as it is pointed at or focused, so the click does not wait for it.
 */
import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import type { GenericSchema } from 'valibot'
import type { SignInPage } from '../machines/sign-in/sign-in.machine'
import { forgetAppToken } from './kept-in-browser'
import { useText } from './i18n/i18n'
import SignInScreen from './screens/sign-in/sign-in'
import { LoadErrorBoundary } from './shell/load-error-boundary'
import { matchRoute, isBrandingName } from './urls/address'
import { useAddress } from './page'
import type { ArrivingPage } from './screens/first-call'
import { ROUTE_NAMES, ROUTES, type RouteName } from './urls/routes'
import { Waiting } from './screens/parts/busy'
import { Column, SendToSignIn } from './screens/parts/page'

/** What the route table hands every screen; each screen's module narrows it to its own routes (ScreenProps). */
interface RouteScreenProps {
  route: RouteName
  signInPage?: SignInPage
  /** Its parameters as its schema reads them, or null when they fail it: for a route with a schema. */
  params?: unknown
}

// The modules' own props are checked against their routes where they are written (ScreenProps); here each is
// one of many, so the table hands them the props every screen shares.
type Screen = ComponentType<RouteScreenProps>

/**
 * What a screen module may export beside its screen: `arrival`, which starts the read-only calls its flow makes
 * on arrival, before the page is rendered (decision 019), from the props the screen will get.
 */
interface ScreenModule {
  default: Screen
  arrival?: (props: RouteScreenProps, search: string, page: ArrivingPage) => void
}

/** Sign-in is the first screen of most visits, so it is in the entry (decision 015); the rest load on demand. */
const IN_ENTRY: Readonly<Record<string, Screen>> = { 'sign-in': SignInScreen as Screen }
// The flow studio's screen exists only where the studio does, so a production build has no chunk for it and the
// entry no loader. The build flag (vite.config.ts `define`: development, the demo and the test build) is read where
// it is used: behind an imported constant, the bundler would still emit the chunk.
const ON_DEMAND = {
  ...import.meta.glob<ScreenModule>(
    ['./*/*.tsx', '!./parts/*', '!./sign-in/sign-in.tsx', '!./flow-studio/flow-studio.tsx'],
    { base: './screens' },
  ),
  ...(import.meta.env.VITE_FLOW_VIEW === 'true'
    ? import.meta.glob<ScreenModule>('./flow-studio/flow-studio.tsx', { base: './screens' })
    : {}),
}

/** The routes this build serves: the flow studio's only where the studio is. */
const SERVED_ROUTE_NAMES = ROUTE_NAMES.filter(
  (name) => import.meta.env.VITE_FLOW_VIEW === 'true' || ROUTES[name].devOnly !== true,
)

/**
 * The parameters as the route's schema reads them, or null when they fail it. Read through the schema's
 * Standard Schema interface, so the route table needs none of valibot's own code.
 */
function readParams(schema: GenericSchema, raw: unknown): unknown {
  const result = schema['~standard'].validate(raw)
  if (result instanceof Promise) throw new Error('A route params schema must be synchronous')
  return result.issues === undefined ? result.value : null
}

/** The matched route's parameters, decoded once by the route matcher (src/urls/address.ts): the route table's. */
const RouteParamsContext = createContext<Readonly<Record<string, string>>>({})

/** A screen that receives its route's parameters as its schema reads them. */
function withParams(Screen: Screen, schema: GenericSchema): Screen {
  return function ScreenWithParams(props: RouteScreenProps) {
    return createElement(Screen, { ...props, params: readParams(schema, useContext(RouteParamsContext)) })
  }
}

interface LoadedScreen extends ScreenModule {
  /** The route's params schema, when it has one. */
  schema?: GenericSchema
}

interface RouteScreen {
  /** Its code once it is here: from the start for a screen in the entry. */
  loaded: LoadedScreen | null
  /** Renders it once its code is here, suspending until then; absent for a screen in the entry. */
  Lazy?: Screen
  /** Loads its code (and its params schema); absent for a screen in the entry. */
  load?: () => Promise<LoadedScreen>
}

function routeScreen(name: RouteName): RouteScreen {
  const { screen, params } = ROUTES[name]
  const inEntry = IN_ENTRY[screen]
  if (inEntry !== undefined) return { loaded: { default: inEntry } }
  const loadModule = ON_DEMAND[`./${screen}/${screen}.tsx`]
  if (loadModule === undefined)
    throw new Error(
      `Route ${name} shows the screen ${screen}, which has no module src/screens/${screen}/${screen}.tsx`,
    )
  const loadSchema = () =>
    params === undefined
      ? undefined
      : import('./urls/link-params').then((module): GenericSchema => module[params])
  const route: RouteScreen = { loaded: null }
  // One load at a time, kept once it is here; a failed one may be tried again (a link pointed at later).
  let loading: Promise<LoadedScreen> | null = null
  route.load = () =>
    (loading ??= Promise.all([loadModule(), loadSchema()]).then(
      ([module, schema]) => {
        route.loaded =
          schema === undefined
            ? { default: module.default, arrival: module.arrival }
            : { default: withParams(module.default, schema), arrival: module.arrival, schema }
        return route.loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  route.Lazy = lazy(route.load)
  return route
}

const SCREENS = new Map(SERVED_ROUTE_NAMES.map((name) => [name, routeScreen(name)]))

/**
 * The component that shows a route's screen: the screen itself once its code is here, so a page whose screen
 * the entry loaded before hydrating it renders at once (a hydration that suspends can be interrupted: an update
 * reaching a boundary still waiting to hydrate makes React throw the prerendered HTML away, decision 015);
 * otherwise a lazy one, which suspends until its code is here.
 */
function screenOf(name: RouteName): Screen {
  const found = SCREENS.get(name)
  if (found === undefined) throw new Error(`No screen for route ${name}`)
  const Screen = found.loaded?.default ?? found.Lazy
  if (Screen === undefined) throw new Error(`Route ${name} has neither its screen nor a way to load it`)
  return Screen
}

/**
 * Loads the screen an in-app path leads to, if it is not in the entry. Resolves when it is here, or could not be
 * loaded: a failure is left to the route, which offers a retry.
 */
export async function loadScreen(path: string): Promise<void> {
  const match = matchRoute(new URL(path, 'http://portal.invalid').pathname)
  const load = match === null ? undefined : SCREENS.get(match.name)?.load
  await load?.().catch(() => {})
}

/**
 * On arrival, before the first render: loads the screen of the page's path and starts the read-only calls its
 * flow makes first, with the props the screen will get (decision 019). Resolves once they are started, or
 * there is none; a screen that cannot load is left to the route, which offers a retry.
 */
export async function startArrival(pathname: string, search: string, page: ArrivingPage): Promise<void> {
  const match = matchRoute(pathname)
  const load = match === null ? undefined : SCREENS.get(match.name)?.load
  if (match === null || load === undefined) return
  const loaded = await load().catch(() => null)
  if (loaded?.arrival === undefined) return
  const props: RouteScreenProps =
    loaded.schema === undefined
      ? { route: match.name }
      : {
          route: match.name,
          params: readParams(loaded.schema, match.params),
        }
  loaded.arrival(props, search, page)
}

/**
 * Whether the path's parameters pass its route's schema (true for a route without one). A prerendered page was
 * rendered for a usable link; a link that cannot be read shows something else (decision 007), so its page is
 * rendered over rather than hydrated.
 */
export async function paramsAccepted(pathname: string): Promise<boolean> {
  const match = matchRoute(pathname)
  const load = match === null ? undefined : SCREENS.get(match.name)?.load
  if (match === null || load === undefined) return true
  const loaded = await load().catch(() => null)
  if (loaded?.schema === undefined) return true
  return readParams(loaded.schema, match.params) !== null
}

/** Starts loading the screen an in-app path leads to, when a link to it is pointed at or focused. */
export function preloadScreen(path: string): void {
  void loadScreen(path)
}

function Loading() {
  const t = useText()
  return (
    <Column>
      <Waiting message={t('LOADING')} />
    </Column>
  )
}

/** The general guard (spec section 4): a page other than sign-in forgets a kept appToken on entry. */
function ForgetAppTokenOnEntry({ children }: { children: ReactNode }) {
  useEffect(() => forgetAppToken(), [])
  return children
}

/** A screen loaded on demand: a loading line until its code is here, and a retry if it cannot be loaded. */
function LoadedOnDemand({ children }: { children: ReactNode }) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </LoadErrorBoundary>
  )
}

function RoutePage({ name, params }: { name: RouteName; params: Readonly<Record<string, string>> }) {
  // Chosen once per visit to the route: the lazy one and the loaded one are two components, and changing from
  // one to the other would mount the screen afresh, its flow with it.
  const [Screen] = useState(() => screenOf(name))
  const route = ROUTES[name]
  const { branding } = params
  let signInPage: SignInPage | undefined
  if (route.signInPage === 'branded') {
    // The branding check: an unknown {branding} segment goes to the root.
    if (!isBrandingName(branding)) return <SendToSignIn />
    signInPage = { kind: 'branded', branding }
  } else if (route.signInPage !== undefined) signInPage = { kind: route.signInPage }
  const screenProps: RouteScreenProps =
    signInPage === undefined ? { route: name } : { route: name, signInPage }
  switch (route.guard) {
    case 'login':
      return <Screen {...screenProps} />
    case 'general':
      return (
        <ForgetAppTokenOnEntry>
          <LoadedOnDemand>
            <Screen {...screenProps} />
          </LoadedOnDemand>
        </ForgetAppTokenOnEntry>
      )
    case 'none':
      return (
        <Suspense fallback={<Loading />}>
          <Screen {...screenProps} />
        </Suspense>
      )
  }
}

const SERVED = new Set<RouteName>(SERVED_ROUTE_NAMES)

export function RouteTable() {
  const { route: match } = useAddress()
  if (match === null || !SERVED.has(match.name)) return <SendToSignIn />
  return (
    <RouteParamsContext value={match.params}>
      <RoutePage key={match.name} name={match.name} params={match.params} />
    </RouteParamsContext>
  )
}
