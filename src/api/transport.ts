/**
 * ofetch, loaded apart from the entry (load-transport.ts). `http` is set up for every API call: no
 * retries, the empty Device header, and the XSRF header on this origin (xsrf.ts). `plain` is for other hosts
 * (the CDN): no retries and none of the API's headers.
 */
import { ofetch, type FetchContext } from 'ofetch'
import { XSRF_HEADER, xsrfTokenFor } from './xsrf'

function addXsrfHeader({ request, options }: FetchContext): void {
  // A Request object is never passed by the client; its url could not be checked the same way.
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
