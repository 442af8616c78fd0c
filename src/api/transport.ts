/**
 * ofetch, loaded apart from the entry (client.ts `loadTransport`). `http` is set up for every API call: no
 * retries, the empty Device header, and the XSRF header on this origin. `plain` is for other hosts (the CDN):
 * no retries and none of the API's headers.
 */
import { ofetch, type FetchContext } from 'ofetch'
import { isSameOrigin, readCookie } from './client'

function addXsrfHeader({ request, options }: FetchContext): void {
  const method = (options.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD') return
  if (typeof document === 'undefined' || typeof location === 'undefined') return
  if (typeof request !== 'string' || !isSameOrigin(request, location)) return
  const token = readCookie('XSRF-TOKEN', document.cookie)
  if (token === null) return
  const headers = new Headers(options.headers)
  headers.set('X-XSRF-TOKEN', token)
  options.headers = headers
}

export const http = ofetch.create({
  retry: 0,
  headers: { Device: '' },
  onRequest: addXsrfHeader,
})

export const plain = ofetch.create({ retry: 0 })
