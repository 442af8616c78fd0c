/**
 * The redirects of src/urls/server-redirects.ts (`/.well-known/change-password` to `/forgot`, docs/decisions/022)
 * on `vite` and `vite preview`, in every mode: before this, they answered the app's page with 200, which tells a
 * password manager that the portal has no such page. nginx says the same in its own words (render-nginx.ts).
 */
import type { Connect, Plugin } from 'vite'
import { SERVER_REDIRECT_STATUS, serverRedirectFor } from '../src/urls/server-redirects.ts'

const redirects: Connect.NextHandleFunction = (req, res, next) => {
  const target = serverRedirectFor((req.url ?? '/').split('?')[0] ?? '/')
  if (target === null) {
    next()
    return
  }
  res.statusCode = SERVER_REDIRECT_STATUS
  res.setHeader('Location', target)
  res.end()
}

export function serverRedirects(): Plugin {
  return {
    name: 'portal:server-redirects',
    configureServer(server) {
      server.middlewares.use(redirects)
    },
    configurePreviewServer(server) {
      server.middlewares.use(redirects)
    },
  }
}
