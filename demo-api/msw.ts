/** The demo API as MSW 2 handlers, for component tests that want the real contract instead of stubs. */
import { http, HttpResponse, type HttpHandler } from 'msw'
import { DEMO_PREFIXES } from './paths.ts'

export function demoApiHandlers(handler: (request: Request) => Promise<Response>): HttpHandler[] {
  const resolve = async ({ request }: { request: Request }): Promise<Response> => {
    const response = await handler(request)
    // Re-wrapped because MSW forwards Set-Cookie (to document.cookie and its own cookie store, which it
    // replays on later requests) only for its HttpResponse class; without it the XSRF cookie never sticks.
    return new HttpResponse(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  }
  return DEMO_PREFIXES.map((prefix) => http.all(`*${prefix}/*`, resolve))
}
