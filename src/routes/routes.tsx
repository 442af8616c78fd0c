/**
 * The route table (spec section 2). Every route passes the general guard; '', sdmylife and {branding}
 * also pass the login guard (auto sign-in, inside the sign-in machine); {branding} routes pass the branding
 * check. Any other path goes to the root. Screens other than sign-in load on demand.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import * as v from 'valibot'
import { Redirect, Route, Switch, useParams } from 'wouter'
import { forgetAppToken } from '../browser/storage'
import { flowViewEnabled } from '../dev/flow-view-enabled'
import { useText } from '../i18n/use-text'
import { LoadErrorBoundary } from '../shell/load-error-boundary'
import { useLocale } from '../shell/locale-context'
import { Waiting } from '../views/parts/busy'
import { BrandingParamsSchema, variantFor } from './params'
import { paths, ROUTES } from './paths'
import { SignInRoute } from './sign-in-route'

const ForgotPasswordRoute = lazy(() => import('./forgot-password-route'))
const MustResetRoute = lazy(() => import('./must-reset-route'))
const NoAccountRoute = lazy(() => import('./no-account-route'))
const ResetPasswordRoute = lazy(() => import('./reset-password-route'))
const EmailConfirmationRoute = lazy(() => import('./email-confirmation-route'))
const MassPrintRoute = lazy(() => import('./mass-print-route'))
const LegalRoute = lazy(() => import('./legal-route'))
const SwitchAccountRoute = lazy(() => import('./switch-account-route'))
const PortfolioLinkingRoute = lazy(() => import('./portfolio-linking-route'))
const AccountRoute = lazy(() =>
  import('./portfolio-linking-route').then((module) => ({ default: module.AccountRoute })),
)
const ErrorRoute = lazy(() => import('./guidance-routes').then((module) => ({ default: module.ErrorRoute })))
const ParentNotFoundRoute = lazy(() =>
  import('./guidance-routes').then((module) => ({ default: module.ParentNotFoundRoute })),
)
const EducatorNotFoundRoute = lazy(() =>
  import('./guidance-routes').then((module) => ({ default: module.EducatorNotFoundRoute })),
)
// Development and demo builds only: in production the flag is the constant false and vite.config.ts
// aliases the view to an empty module.
const FlowView = flowViewEnabled ? lazy(() => import('../dev/flow-view')) : null

/** Any path that leads nowhere goes to the root, keeping the chosen language. */
function ToSignIn() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(paths.signIn())} replace />
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
  const params = v.safeParse(BrandingParamsSchema, useParams())
  if (!params.success) return <ToSignIn />
  const { branding } = params.output
  return <SignInRoute key={branding} variant={variantFor(branding)} />
}

function BrandedForgot() {
  const params = v.safeParse(BrandingParamsSchema, useParams())
  if (!params.success) return <ToSignIn />
  return (
    <GuardedPage>
      <ForgotPasswordRoute variant={variantFor(params.output.branding)} />
    </GuardedPage>
  )
}

export function Routes() {
  return (
    <Switch>
      <Route path={ROUTES.signIn}>
        <SignInRoute variant={variantFor(null)} />
      </Route>
      <Route path={ROUTES.signInSd}>
        <SignInRoute variant={variantFor('sdmylife')} />
      </Route>
      <Route path={ROUTES.forgot}>
        <GuardedPage>
          <ForgotPasswordRoute variant={variantFor(null)} />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.forgotSd}>
        <GuardedPage>
          <ForgotPasswordRoute variant={variantFor('sdmylife')} />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.forgotBranded} component={BrandedForgot} />
      <Route path={ROUTES.mustReset}>
        <GuardedPage>
          <MustResetRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.noAccount}>
        <GuardedPage>
          <NoAccountRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.parentNotFound}>
        <GuardedPage>
          <ParentNotFoundRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.educatorNotFound}>
        <GuardedPage>
          <EducatorNotFoundRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.error}>
        <GuardedPage>
          <ErrorRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.switchAccount}>
        <GuardedPage>
          <SwitchAccountRoute />
        </GuardedPage>
      </Route>
      {[ROUTES.portfolioLinkingBare, ROUTES.portfolioLinkingKey, ROUTES.portfolioLinking].map((pattern) => (
        <Route key={pattern} path={pattern}>
          <GuardedPage>
            <PortfolioLinkingRoute />
          </GuardedPage>
        </Route>
      ))}
      <Route path={ROUTES.account}>
        <GuardedPage>
          <AccountRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.legal}>
        <GuardedPage>
          <LegalRoute document="terms" />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.privacy}>
        <GuardedPage>
          <LegalRoute document="privacy" />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.reset}>
        <GuardedPage>
          <ResetPasswordRoute />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.verify}>
        <GuardedPage>
          <EmailConfirmationRoute purpose="verifyEmail" />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.usernameChange}>
        <GuardedPage>
          <EmailConfirmationRoute purpose="usernameChange" />
        </GuardedPage>
      </Route>
      <Route path={ROUTES.massPrint}>
        <GuardedPage>
          <MassPrintRoute />
        </GuardedPage>
      </Route>
      {FlowView ? (
        <Route path={ROUTES.flows}>
          <Suspense fallback={<Loading />}>
            <FlowView />
          </Suspense>
        </Route>
      ) : null}
      <Route path={ROUTES.signInBranded} component={BrandedSignIn} />
      <Route>
        <ToSignIn />
      </Route>
    </Switch>
  )
}
