/**
 * The one HTTP client: ofetch, set up once. `http` is for every API call: JSON, no retries, the empty `Device`
 * header and the XSRF header on this origin. `plain` is for other hosts (the CDN): no retries and none of the API's
 * headers. Endpoints send through `send` (./endpoint.ts), which maps statuses to outcomes.
 *
 * Not needed to paint any screen, only to send: nothing imports this module but with `import('./client')`, so it
 * loads apart from the entry and from the screens, at the first sign that someone means to use a form (FlowForm,
 * prepareCalls in src/screens/flow.tsx) or, at the latest, with the first call, inside that call's time limit. A
 * chunk that cannot load fails the call the way the network would; one that never arrives fails it at the limit,
 * as a server that never answers does (docs/decisions/029).
 */
import { ofetch, type FetchContext } from 'ofetch'
import { readCookie, XSRF_COOKIE } from '../kept-in-browser'

/*
 * The XSRF rule, whole: a call that changes something (not GET or HEAD) and goes to the page's own origin carries
 * the `XSRF-TOKEN` cookie back as the `X-XSRF-TOKEN` header (the server's double-submit check). The header is never
 * sent to another origin, so the token cannot leak.
 */
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

function addXsrfHeader({ request, options }: FetchContext): void {
  // `send` never passes a Request object, whose url could not be checked the same way.
  if (typeof request !== 'string') return
  const token = xsrfTokenFor(options.method ?? 'GET', request, {
    href: location.href,
    origin: location.origin,
    cookie: document.cookie,
  })
  if (token === null) return
  const headers = new Headers(options.headers)
  headers.set(XSRF_HEADER, token)
  options.headers = headers
}

/** The headers every API call carries (spec section 7): an empty `Device` header. */
export const API_HEADERS = { Device: '' } as const

export const http = ofetch.create({
  retry: 0,
  headers: API_HEADERS,
  onRequest: addXsrfHeader,
})

export const plain = ofetch.create({ retry: 0 })
