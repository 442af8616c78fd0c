/**
 * The well-known addresses every server answers itself, instead of the app's page (docs/decisions/022). One for
 * now: W3C's "A Well-Known URL for Changing Passwords", which a password manager opens to take a person to where
 * a password is changed. The portal's way to a new password is the forgotten-password page, which sends a link
 * that sets one. The Vite servers (deploy/well-known.ts), the demo API (demo-api/handler.ts) and nginx
 * (deploy/render-nginx.ts) all read this list; the router never sees these paths.
 */
import { ROUTES } from './routes.ts'

export interface WellKnownAddress {
  /** The exact path asked for. */
  readonly from: string
  /** The path of this origin the answer sends the browser to. */
  readonly to: string
}

/** The answer's status, Found, not moved: a password manager asks again each time, and the target may change. */
export const WELL_KNOWN_STATUS = 302

export const WELL_KNOWN_ADDRESSES: readonly WellKnownAddress[] = [
  { from: '/.well-known/change-password', to: ROUTES.forgot.pattern },
]

/** The path a request for the well-known address `pathname` is sent to; null when the path is the app's. */
export const wellKnownTargetFor = (pathname: string): string | null =>
  WELL_KNOWN_ADDRESSES.find((address) => address.from === pathname)?.to ?? null
