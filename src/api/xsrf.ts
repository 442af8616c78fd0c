/**
 * The XSRF rule, whole: a call that changes something (not GET or HEAD) and goes to the page's own origin
 * carries the `XSRF-TOKEN` cookie back as the `X-XSRF-TOKEN` header (the server's double-submit check). The
 * header is never sent to another origin, so the token cannot leak. Read by the transport (transport.ts) only,
 * so it loads with ofetch, after the first paint.
 */
import { readCookie, XSRF_COOKIE } from '../kept-in-browser'

export const XSRF_HEADER = 'X-XSRF-TOKEN'

/**
 * Whether a request goes to the page's own origin, decided the way the browser will resolve it. Leading
 * spaces or tabs, backslashes and scheme-only urls (`https:evil.example`) all resolve off-origin here, as they
 * would in `fetch`.
 */
function isSameOrigin(request: string, page: { href: string; origin: string }): boolean {
  return URL.canParse(request, page.href) && new URL(request, page.href).origin === page.origin
}

/** The XSRF token a call must carry, or null when it must carry none (or the page has no cookie yet). */
export function xsrfTokenFor(
  method: string,
  request: string,
  page: { href: string; origin: string; cookie: string },
): string | null {
  const upper = method.toUpperCase()
  if (upper === 'GET' || upper === 'HEAD') return null
  if (!isSameOrigin(request, page)) return null
  return readCookie(page.cookie, XSRF_COOKIE)
}
