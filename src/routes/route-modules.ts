/**
 * The code of every screen but sign-in, loaded on demand: the route table renders these lazily, and a link
 * that leads to one loads it as soon as it is pointed at or focused, so the click does not wait for it.
 */
import { matchRoute } from '../urls/match'
import type { RouteName } from '../urls/routes'

/**
 * A loader that keeps its module. Once loaded it answers with a thenable that calls back at once, so
 * React.lazy renders the screen in the same pass instead of suspending: main.tsx loads the screen of a
 * prerendered page before hydrating it, and a hydration that never suspends cannot be interrupted (an update
 * reaching a boundary still waiting to hydrate makes React throw the prerendered HTML away and render again).
 */
function keptModule<T>(load: () => Promise<T>): () => Promise<T> {
  let module: { value: T } | null = null
  return () => {
    if (module !== null) {
      const { value } = module
      // React.lazy reads only `then`; a real Promise would call back a microtask later, after React has suspended.
      return { then: (onFulfilled: (loaded: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>
    }
    return load().then((loaded) => {
      module = { value: loaded }
      return loaded
    })
  }
}

export const routeModules = {
  forgotPassword: keptModule(() => import('./forgot-password-route')),
  mustReset: keptModule(() => import('./must-reset-route')),
  noAccount: keptModule(() => import('./no-account-route')),
  resetPassword: keptModule(() => import('./reset-password-route')),
  emailConfirmation: keptModule(() => import('./email-confirmation-route')),
  massPrint: keptModule(() => import('./mass-print-route')),
  legal: keptModule(() => import('./legal-route')),
  switchAccount: keptModule(() => import('./switch-account-route')),
  sso: keptModule(() => import('./sso-routes')),
  guidance: keptModule(() => import('./guidance-routes')),
}

const MODULE_OF: Partial<Record<RouteName, () => Promise<unknown>>> = {
  forgot: routeModules.forgotPassword,
  forgotSd: routeModules.forgotPassword,
  forgotBranded: routeModules.forgotPassword,
  mustReset: routeModules.mustReset,
  noAccount: routeModules.noAccount,
  parentNotFound: routeModules.guidance,
  educatorNotFound: routeModules.guidance,
  error: routeModules.guidance,
  registrationNotAllowed: routeModules.guidance,
  switchAccount: routeModules.switchAccount,
  portfolioLinkingBare: routeModules.sso,
  portfolioLinkingKey: routeModules.sso,
  portfolioLinking: routeModules.sso,
  account: routeModules.sso,
  registrationBare: routeModules.sso,
  registration: routeModules.sso,
  registrationConfirmation: routeModules.sso,
  legal: routeModules.legal,
  privacy: routeModules.legal,
  reset: routeModules.resetPassword,
  verify: routeModules.emailConfirmation,
  usernameChange: routeModules.emailConfirmation,
  massPrint: routeModules.massPrint,
}

/**
 * Loads the screen an in-app path leads to, if it is not sign-in's (which is in the entry). Resolves when it is
 * here, or could not be loaded: a failure is left to the route, which offers a retry.
 */
export async function loadScreen(path: string): Promise<void> {
  const match = matchRoute(new URL(path, 'http://portal.invalid').pathname)
  const load = match === null ? undefined : MODULE_OF[match.name]
  await Promise.resolve(load?.()).catch(() => {})
}

/** Starts loading the screen an in-app path leads to, when a link to it is pointed at or focused. */
export function preloadScreen(path: string): void {
  void loadScreen(path)
}
