/**
 * The well-known addresses of src/urls/well-known.ts (`/.well-known/change-password` to `/forgot`,
 * docs/decisions/022) on `vite` and `vite preview`, in every mode: before this, they answered the app's page with
 * 200, which tells a password manager that the portal has no such page. nginx says the same in its own words
 * (render-nginx.ts).
 */
import type { Connect, Plugin } from 'vite'
import { WELL_KNOWN_STATUS, wellKnownTargetFor } from '../src/urls/well-known.ts'

const answerWellKnown: Connect.NextHandleFunction = (req, res, next) => {
  const target = wellKnownTargetFor((req.url ?? '/').split('?')[0] ?? '/')
  if (target === null) {
    next()
    return
  }
  res.statusCode = WELL_KNOWN_STATUS
  res.setHeader('Location', target)
  res.end()
}

export function wellKnownAddresses(): Plugin {
  return {
    name: 'portal:well-known',
    configureServer(server) {
      server.middlewares.use(answerWellKnown)
    },
    configurePreviewServer(server) {
      server.middlewares.use(answerWellKnown)
    },
  }
}
