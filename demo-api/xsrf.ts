/**
 * The XSRF double-submit cookie: set on any answer to a request that did not carry it, readable by the page
 * script, which echoes it in the X-XSRF-TOKEN header of every non-GET call. Apart from the handler so that
 * the Vite plugin can set it on the app's own pages without loading the demo API.
 */
import { XSRF_COOKIE } from '../src/kept-in-browser.ts'
import { randomToken, readCookie } from './http.ts'

export { XSRF_COOKIE }
export const XSRF_HEADER = 'X-XSRF-TOKEN'

// Not HttpOnly on purpose: the page script reads the cookie to echo it in the X-XSRF-TOKEN header.
export function xsrfSetCookie(token: string): string {
  return `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`
}

/** The Set-Cookie value to add to a response when the request carried no XSRF cookie, else null. */
export function xsrfCookieHeader(request: Request): string | null {
  return readCookie(request, XSRF_COOKIE) === null ? xsrfSetCookie(randomToken()) : null
}
