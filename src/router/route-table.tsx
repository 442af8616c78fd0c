/**
 * The route table (spec section 2), one route per entry of the route list (src/urls/routes.ts), matched in its
 * order by the one route matcher (src/urls/match.ts, decision 026) on the raw path. Sign-in pages pass the login
 * guard (auto sign-in, inside the sign-in machine); every other page passes the general guard; {branding} routes
 * pass the branding check. Any other path goes to the root. Screens other than sign-in load on demand.
 */
import { Suspense, useEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import { useRouter } from 'wouter'
import type { SignInPage } from '../../machines/shared/sign-in-page'
import { forgetAppToken } from '../browser/storage'
import { useText } from '../i18n/use-text'
import { LoadErrorBoundary } from '../shell/load-error-boundary'
import { matchRoute } from '../urls/match'
import { ROUTES, type RouteName } from '../urls/routes'
import { isBrandingName } from '../urls/sign-in-params'
import { Waiting } from '../views/parts/busy'
import { Column } from '../views/parts/page'
import { SendToSignIn } from './redirects'
import { RouteParamsContext, SERVED_ROUTE_NAMES, screenOf, type RouteScreenProps } from './screen-modules'

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

function RoutePage({
  name,
  params,
  Screen,
}: {
  name: RouteName
  params: Readonly<Record<string, string>>
  Screen: ComponentType<RouteScreenProps>
}) {
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

/** The path as the location gives it, not decoded: the route matcher decodes each parameter once. */
function useRawPath(): string {
  const router = useRouter()
  return router.hook(router)[0]
}

export function RouteTable() {
  const path = useRawPath()
  const match = useMemo(() => matchRoute(path), [path])
  if (match === null || !SERVED.has(match.name)) return <SendToSignIn />
  return (
    <RouteParamsContext value={match.params}>
      <RoutePage key={match.name} name={match.name} params={match.params} Screen={screenOf(match.name)} />
    </RouteParamsContext>
  )
}
