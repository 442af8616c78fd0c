/**
 * The route table (spec section 2). Every route passes the general guard; '', sdmylife and {branding}
 * also pass the login guard (auto sign-in, inside the sign-in machine); {branding} routes pass the branding
 * check. Any other path goes to the root. Screens other than sign-in load on demand.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Route, Switch, useParams } from 'wouter'
import { forgetAppToken } from '../browser/storage'
import { flowViewEnabled } from '../dev/flow-view-enabled'
import { useText } from '../i18n/use-text'
import { LoadErrorBoundary } from '../shell/load-error-boundary'
import { Waiting } from '../views/parts/busy'
import type { PageVariant } from '../../machines/shared/page-variant'
import { ROUTES } from '../urls/routes'
import { isBrandingName, type BrandingName } from '../urls/sign-in-params'
import { ToSignIn } from './redirects'
import { routeModules } from './route-modules'
import { SignInRoute } from './sign-in-route'

const ForgotPasswordRoute = lazy(routeModules.forgotPassword)
const MustResetRoute = lazy(routeModules.mustReset)
const NoAccountRoute = lazy(routeModules.noAccount)
const ResetPasswordRoute = lazy(routeModules.resetPassword)
const EmailConfirmationRoute = lazy(routeModules.emailConfirmation)
const MassPrintRoute = lazy(routeModules.massPrint)
const LegalRoute = lazy(routeModules.legal)
const SwitchAccountRoute = lazy(routeModules.switchAccount)
const SsoRoute = lazy(routeModules.sso)
const GuidanceRoute = lazy(routeModules.guidance)
// Development and demo builds only: in production the flag is the constant false and vite.config.ts
// aliases the view to an empty module.
const FlowView = flowViewEnabled ? lazy(() => import('../dev/flow-view')) : null

/** The sign-in variant for a branding segment; the SD variant is the one whose URL contains sdmylife. */
function variantFor(segment: 'sdmylife' | BrandingName | null): PageVariant {
  if (segment === null) return { kind: 'standard' }
  if (segment === 'sdmylife') return { kind: 'sd' }
  return { kind: 'branded', branding: segment }
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
  const { branding } = useParams()
  if (!isBrandingName(branding)) return <ToSignIn />
  return <SignInRoute key={branding} variant={variantFor(branding)} />
}

function BrandedForgot() {
  const { branding } = useParams()
  if (!isBrandingName(branding)) return <ToSignIn />
  return (
    <GuardedPage>
      <ForgotPasswordRoute variant={variantFor(branding)} />
    </GuardedPage>
  )
}

/**
 * Every page behind the general guard alone, by pattern. The patterns have distinct shapes, so their order
 * matters only against the catch-alls after them.
 */
const GUARDED_PAGES: readonly (readonly [pattern: string, page: ReactNode])[] = [
  [ROUTES.forgot.pattern, <ForgotPasswordRoute variant={variantFor(null)} />],
  [ROUTES.forgotSd.pattern, <ForgotPasswordRoute variant={variantFor('sdmylife')} />],
  [ROUTES.mustReset.pattern, <MustResetRoute />],
  [ROUTES.noAccount.pattern, <NoAccountRoute />],
  [ROUTES.parentNotFound.pattern, <GuidanceRoute page="parentNotFound" />],
  [ROUTES.educatorNotFound.pattern, <GuidanceRoute page="educatorNotFound" />],
  [ROUTES.error.pattern, <GuidanceRoute page="error" />],
  [ROUTES.switchAccount.pattern, <SwitchAccountRoute />],
  [ROUTES.portfolioLinkingBare.pattern, <SsoRoute page="linking" />],
  [ROUTES.portfolioLinkingKey.pattern, <SsoRoute page="linking" />],
  [ROUTES.portfolioLinking.pattern, <SsoRoute page="linking" />],
  [ROUTES.account.pattern, <SsoRoute page="welcome" />],
  [ROUTES.registrationBare.pattern, <SsoRoute page="registration" />],
  [ROUTES.registration.pattern, <SsoRoute page="registration" />],
  [ROUTES.registrationConfirmation.pattern, <SsoRoute page="registrationSent" />],
  [ROUTES.registrationNotAllowed.pattern, <GuidanceRoute page="registrationNotAllowed" />],
  [ROUTES.legal.pattern, <LegalRoute document="terms" />],
  [ROUTES.privacy.pattern, <LegalRoute document="privacy" />],
  [ROUTES.reset.pattern, <ResetPasswordRoute />],
  [ROUTES.verify.pattern, <EmailConfirmationRoute purpose="verifyEmail" />],
  [ROUTES.usernameChange.pattern, <EmailConfirmationRoute purpose="usernameChange" />],
  [ROUTES.massPrint.pattern, <MassPrintRoute />],
]

export function Routes() {
  return (
    <Switch>
      <Route path={ROUTES.signIn.pattern}>
        <SignInRoute variant={variantFor(null)} />
      </Route>
      <Route path={ROUTES.signInSd.pattern}>
        <SignInRoute variant={variantFor('sdmylife')} />
      </Route>
      {GUARDED_PAGES.map(([pattern, page]) => (
        <Route key={pattern} path={pattern}>
          <GuardedPage>{page}</GuardedPage>
        </Route>
      ))}
      <Route path={ROUTES.forgotBranded.pattern} component={BrandedForgot} />
      {FlowView ? (
        <Route path={ROUTES.flows.pattern}>
          <Suspense fallback={<Loading />}>
            <FlowView />
          </Suspense>
        </Route>
      ) : null}
      <Route path={ROUTES.signInBranded.pattern} component={BrandedSignIn} />
      <Route>
        <ToSignIn />
      </Route>
    </Switch>
  )
}
