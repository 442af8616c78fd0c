/**
 * The route table (spec section 2). Every route passes the general guard; '', sdmylife and {branding}
 * also pass the login guard (auto sign-in, inside the sign-in machine); {branding} routes pass the branding
 * check. Any other path goes to the root. Screens other than sign-in load on demand.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Redirect, Route, Switch, useParams } from 'wouter'
import { forgetAppToken } from '../browser/storage'
import { flowViewEnabled } from '../dev/flow-view-enabled'
import { useText } from '../i18n/use-text'
import { LoadErrorBoundary } from '../shell/load-error-boundary'
import { useLocale } from '../shell/locale-context'
import { Waiting } from '../views/parts/busy'
import { isBrandingName, variantFor } from './params'
import { SignInRoute } from './sign-in-route'

const ForgotPasswordRoute = lazy(() => import('./forgot-password-route'))
const MustResetRoute = lazy(() => import('./must-reset-route'))
const NoAccountRoute = lazy(() => import('./no-account-route'))
// Development and demo builds only: in production the flag is the constant false and vite.config.ts
// aliases the view to an empty module.
const FlowView = flowViewEnabled ? lazy(() => import('../dev/flow-view')) : null

/** Any path that leads nowhere goes to the root, keeping the chosen language. */
function ToSignIn() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath('/')} replace />
}

function Loading() {
  const t = useText()
  return <Waiting message={t('LOADING')} />
}

/** Pages other than sign-in forget a kept session on entry (spec section 4). */
function GuardedPage({ children }: { children: ReactNode }) {
  useEffect(() => forgetAppToken(), [])
  return (
    <LoadErrorBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </LoadErrorBoundary>
  )
}

/** The branding check: an unknown {branding} segment goes to the root. */
function BrandedSignIn() {
  const { branding } = useParams<{ branding: string }>()
  if (!isBrandingName(branding)) return <ToSignIn />
  return <SignInRoute key={branding} variant={variantFor(branding)} />
}

function BrandedForgot() {
  const { branding } = useParams<{ branding: string }>()
  if (!isBrandingName(branding)) return <ToSignIn />
  return (
    <GuardedPage>
      <ForgotPasswordRoute variant={variantFor(branding)} />
    </GuardedPage>
  )
}

export function Routes() {
  return (
    <Switch>
      <Route path="/">
        <SignInRoute variant={variantFor(null)} />
      </Route>
      <Route path="/sdmylife">
        <SignInRoute variant={variantFor('sdmylife')} />
      </Route>
      <Route path="/forgot">
        <GuardedPage>
          <ForgotPasswordRoute variant={variantFor(null)} />
        </GuardedPage>
      </Route>
      <Route path="/forgot/sdmylife">
        <GuardedPage>
          <ForgotPasswordRoute variant={variantFor('sdmylife')} />
        </GuardedPage>
      </Route>
      <Route path="/forgot/:branding" component={BrandedForgot} />
      <Route path="/mustreset">
        <GuardedPage>
          <MustResetRoute />
        </GuardedPage>
      </Route>
      <Route path="/noaccount">
        <GuardedPage>
          <NoAccountRoute />
        </GuardedPage>
      </Route>
      {FlowView ? (
        <Route path="/__flows">
          <Suspense fallback={<Loading />}>
            <FlowView />
          </Suspense>
        </Route>
      ) : null}
      <Route path="/:branding" component={BrandedSignIn} />
      <Route>
        <ToSignIn />
      </Route>
    </Switch>
  )
}
