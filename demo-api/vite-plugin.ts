/**
 * Serves the demo API from `vite` and `vite preview`: /api/*, /demo/* and the branding look-up go to the handler, and every other
 * response (the app's HTML, assets) gets the XSRF cookie so the page can send the header on its first call.
 */
import { Server } from 'node:http'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport, type Connect, type Plugin, type ViteDevServer } from 'vite'
import type { DemoApi } from './handler.ts'
import { isDemoPath } from './paths.ts'
import { PATH_RUN_COOKIE, scriptHoldOf } from './path-runs.ts'
import { isTokenPath } from '../src/urls/address.ts'
import { sendWebResponse, toWebRequest } from './node-adapter.ts'
import { xsrfCookieHeader } from './xsrf.ts'

/**
 * The handler is loaded through Vite's module runner, not imported: it reads the portal's adapters in
 * src/api, whose extensionless imports Vite's config loader would bundle and warn about (and any edit to
 * them would restart the server). The runner resolves them the way the app's own build does.
 */
async function loadDemoApi(): Promise<{ handler: DemoApi; files: string[] }> {
  const handlerFile = fileURLToPath(new URL('./handler.ts', import.meta.url))
  const { module, dependencies } = await runnerImport<{ createDemoApi: () => DemoApi }>(handlerFile)
  // One handler per server, so sessions and changed passwords last as long as the server does.
  return { handler: module.createDemoApi(), files: [handlerFile, ...dependencies] }
}

/**
 * Vite restarts when the config's own imports change; the demo API is loaded apart, so it does the same. Only
 * files are watched: the runner also lists the virtual modules it evaluated (ids that start with `\0`, such as the
 * tagged-template helper Oxc adds for the API reference page's `</script>`), which are no path on disk.
 */
function restartOnChange(server: ViteDevServer, files: readonly string[]): void {
  const watched = new Set(files.filter((file) => isAbsolute(file)).map((file) => resolve(file)))
  server.watcher.add([...watched])
  server.watcher.on('change', (file) => {
    if (watched.has(resolve(file))) void server.restart()
  })
}

/** A link's token is in its path: nothing loaded from that page may carry the path onward. */
export const referrerPolicyFor = (pathname: string): string =>
  isTokenPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin'

function demoMiddleware(handler: DemoApi): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/'
    if (isDemoPath(pathname)) {
      handler(toWebRequest(req))
        .then((response) => sendWebResponse(res, response))
        .catch(next)
      return
    }
    // Only the cookie matters here; a full Request could start consuming the body Vite has yet to read.
    const cookie = req.headers.cookie
    const passOn = () => {
      const setCookie = xsrfCookieHeader(
        new Request('http://localhost/', { headers: cookie === undefined ? {} : { cookie } }),
      )
      if (setCookie !== null) res.appendHeader('Set-Cookie', setCookie)
      // The page's meta tag already says no-referrer; the header says it before any byte of the page is read.
      res.setHeader('Referrer-Policy', referrerPolicyFor(pathname))
      next()
    }
    // A path run may choose what a file the page fetches answers: the CDN's branding package is this origin here
    // (docs/decisions/027). It may also hold the page's scripts (docs/decisions/029): a script waits until the run
    // says it may come.
    if (cookie?.includes(`${PATH_RUN_COOKIE}=`) && req.method === 'GET') {
      const request = new Request(new URL(req.url ?? '/', 'http://localhost'), { headers: { cookie } })
      const hold = scriptHoldOf(request)
      const held =
        hold === null
          ? null
          : handler(new Request(new URL(hold, 'http://localhost'), { headers: { cookie } }))
      Promise.resolve(held)
        .then(() => handler.pathRunAnswer(request))
        .then((chosen) => (chosen === null ? passOn() : sendWebResponse(res, chosen)))
        .catch(next)
      return
    }
    passOn()
  }
}

export function demoApi(): Plugin {
  return {
    name: 'portal-demo-api',
    async configureServer(server) {
      const { handler, files } = await loadDemoApi()
      server.middlewares.use(demoMiddleware(handler))
      restartOnChange(server, files)
    },
    async configurePreviewServer(server) {
      // Every `vite preview`, the three the tests start among them, leaves an idle connection open until its
      // client closes it. Node closes one after 5 s, and the tests' own HTTP client (Playwright's request context)
      // keeps idle connections with no limit of its own: a call it sends as the server closes the connection fails
      // with ECONNRESET, a reset that says nothing about the portal (seen once, in a fresh run at load 9).
      if (server.httpServer instanceof Server) server.httpServer.keepAliveTimeout = 0
      server.middlewares.use(demoMiddleware((await loadDemoApi()).handler))
    },
  }
}
