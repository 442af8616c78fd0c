/**
 * Paths every server answers itself with a redirect, instead of the app's page (docs/decisions/022). One for now:
 * W3C's "A Well-Known URL for Changing Passwords", which a password manager opens to take a person to where a
 * password is changed. The portal's way to a new password is the forgotten-password page, which sends a link
 * that sets one. The Vite servers (deploy/server-redirects.ts), the demo API (demo-api/handler.ts) and nginx
 * (deploy/render-nginx.ts) all read this list; the router never sees these paths.
 */
import { ROUTES } from './routes.ts'

export interface ServerRedirect {
  /** The exact path asked for. */
  readonly from: string
  /** Where the answer sends the browser: a path of this origin. */
  readonly to: string
}

/** Found, not moved: a password manager asks again each time, and the target may change. */
export const SERVER_REDIRECT_STATUS = 302

export const SERVER_REDIRECTS: readonly ServerRedirect[] = [
  { from: '/.well-known/change-password', to: ROUTES.forgot.pattern },
]

/** Where a request for `pathname` is sent instead of the app's page; null when the path is the app's. */
export const serverRedirectFor = (pathname: string): string | null =>
  SERVER_REDIRECTS.find((redirect) => redirect.from === pathname)?.to ?? null
