/**
 * Serves the demo API from `vite` and `vite preview`: /api/* and /demo/* go to the handler, and every other
 * response (the app's HTML, assets) gets the XSRF cookie so the page can send the header on its first call.
 */
import type { Connect, Plugin } from 'vite'
import { createDemoApi, xsrfCookieHeader } from './handler.ts'
import { sendWebResponse, toWebRequest } from './node-adapter.ts'

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

function demoMiddleware(): Connect.NextHandleFunction {
  // One handler per server, so sessions and changed passwords last as long as the server does.
  const handler = createDemoApi()

  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (isUnder(pathname, '/api') || isUnder(pathname, '/demo')) {
      handler(toWebRequest(req))
        .then((response) => sendWebResponse(res, response))
        .catch(next)
      return
    }
    // Only the cookie matters here; a full Request could start consuming the body Vite has yet to read.
    const cookie = req.headers.cookie
    const setCookie = xsrfCookieHeader(
      new Request('http://localhost/', { headers: cookie === undefined ? {} : { cookie } }),
    )
    if (setCookie !== null) res.appendHeader('Set-Cookie', setCookie)
    next()
  }
}

export function demoApi(): Plugin {
  return {
    name: 'portal-demo-api',
    configureServer(server) {
      server.middlewares.use(demoMiddleware())
    },
    configurePreviewServer(server) {
      server.middlewares.use(demoMiddleware())
    },
  }
}
