/**
 * The code of every screen but sign-in, loaded on demand: the route table renders these lazily, and a link
 * that leads to one loads it as soon as it is pointed at or focused, so the click does not wait for it.
 */
import { matchRoute, ROUTES, type RoutePattern } from './paths'

export const routeModules = {
  forgotPassword: () => import('./forgot-password-route'),
  mustReset: () => import('./must-reset-route'),
  noAccount: () => import('./no-account-route'),
  resetPassword: () => import('./reset-password-route'),
  emailConfirmation: () => import('./email-confirmation-route'),
  massPrint: () => import('./mass-print-route'),
  legal: () => import('./legal-route'),
  switchAccount: () => import('./switch-account-route'),
  sso: () => import('./sso-routes'),
  guidance: () => import('./guidance-routes'),
}

const MODULE_OF: Partial<Record<RoutePattern, () => Promise<unknown>>> = {
  [ROUTES.forgot]: routeModules.forgotPassword,
  [ROUTES.forgotSd]: routeModules.forgotPassword,
  [ROUTES.forgotBranded]: routeModules.forgotPassword,
  [ROUTES.mustReset]: routeModules.mustReset,
  [ROUTES.noAccount]: routeModules.noAccount,
  [ROUTES.parentNotFound]: routeModules.guidance,
  [ROUTES.educatorNotFound]: routeModules.guidance,
  [ROUTES.error]: routeModules.guidance,
  [ROUTES.registrationNotAllowed]: routeModules.guidance,
  [ROUTES.switchAccount]: routeModules.switchAccount,
  [ROUTES.portfolioLinkingBare]: routeModules.sso,
  [ROUTES.portfolioLinkingKey]: routeModules.sso,
  [ROUTES.portfolioLinking]: routeModules.sso,
  [ROUTES.account]: routeModules.sso,
  [ROUTES.registrationBare]: routeModules.sso,
  [ROUTES.registration]: routeModules.sso,
  [ROUTES.registrationConfirmation]: routeModules.sso,
  [ROUTES.legal]: routeModules.legal,
  [ROUTES.privacy]: routeModules.legal,
  [ROUTES.reset]: routeModules.resetPassword,
  [ROUTES.verify]: routeModules.emailConfirmation,
  [ROUTES.usernameChange]: routeModules.emailConfirmation,
  [ROUTES.massPrint]: routeModules.massPrint,
}

/** Starts loading the screen an in-app path leads to. A failure is left to the route, which offers a retry. */
export function preloadScreen(path: string): void {
  const match = matchRoute(new URL(path, 'http://portal.invalid').pathname)
  const load = match === null ? undefined : MODULE_OF[match.pattern]
  void load?.().catch(() => {})
}
