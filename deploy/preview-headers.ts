/**
 * `vite preview` sends the production server's Content-Security-Policy (deploy/csp.ts, computed from the build
 * it serves) on everything but the demo API's own pages, so every end-to-end test runs under the policy nginx
 * sends, Trusted Types included (docs/decisions/025), and any violation a screen causes (added now or later) is a
 * console error that fails its test. As nginx does by default, violations are reported to the telemetry collector
 * the server is configured with, where it has one (docs/decisions/024). The pages' Permissions-Policy goes with
 * it, so a feature the policy turns off fails the tests that use it. So do nginx's answers for what search engines
 * and other sites may do (docs/decisions/033): `X-Robots-Tag` on the pages a link opens, /robots.txt, the portal's
 * own files for its own pages only, and 404 for a file name that is neither a page nor a file.
 */
import { existsSync, statSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { isDemoPath } from '../demo-api/paths.ts'
import type { PortalConfig } from '../src/config.ts'
import { analyticsCollectSources, contentSecurityPolicy, hasFlowStudio, inlineSources } from './csp.ts'
import { DOCUMENT_HEADERS } from './document-headers.ts'
import { isLinkRequest, ROBOTS_TAG, robotsTxt } from './robots.ts'
import { namesAFileNoPageServes, resourcePolicyFor } from './own-files.ts'

/** Whether `pathname` is a file of the build in `root` (never a path that climbs out of it). */
function isFileIn(root: string, pathname: string): boolean {
  let path: string
  try {
    path = resolve(root, `.${decodeURIComponent(pathname)}`)
  } catch {
    return false
  }
  return path.startsWith(`${root}${sep}`) && existsSync(path) && statSync(path).isFile()
}

/**
 * `config`: what `vite preview` serves the pages with (deploy/page-config.ts); `collectOrigins`:
 * PORTAL_ANALYTICS_COLLECT_ORIGINS as set, which nginx reads too (deploy/csp.ts).
 */
export function previewHeaders(config: PortalConfig, collectOrigins = ''): Plugin {
  return {
    name: 'portal:preview-headers',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      const policy = contentSecurityPolicy({
        config,
        // The page's configuration is a data block, which runs nowhere: the built pages' scripts are the ones served.
        inline: inlineSources(root),
        reportUri: config.telemetryUrl,
        analyticsCollectOrigins: analyticsCollectSources(config.analytics.scriptHost, collectOrigins),
        flowStudio: hasFlowStudio(server.config.mode),
      })
      server.middlewares.use((req, res, next) => {
        const requestUri = req.url ?? '/'
        const pathname = requestUri.split('?')[0] ?? '/'
        if (!isDemoPath(pathname)) {
          res.setHeader('Content-Security-Policy', policy)
          res.setHeader('X-Content-Type-Options', 'nosniff')
          // A page's Permissions-Policy too (on every file here: harmless on the rest); never HSTS on plain http.
          // Not its Cross-Origin-Opener-Policy: with it, WebKitGTK's driver loses the window when Back crosses
          // the process swap it brings (the journey "Back from the product" hangs in the driver with it, passes
          // without), and Chromium refuses it on the configured build's plain-http `.test` names. nginx sends it,
          // and the production server's test reads it there (test/e2e/production-server.spec.ts).
          res.setHeader('Permissions-Policy', DOCUMENT_HEADERS['Permissions-Policy'] ?? '')
          const resourcePolicy = resourcePolicyFor(pathname)
          if (resourcePolicy !== null) res.setHeader('Cross-Origin-Resource-Policy', resourcePolicy)
          if (isLinkRequest(requestUri)) res.setHeader('X-Robots-Tag', ROBOTS_TAG)
          if (pathname === '/robots.txt' && (req.method === 'GET' || req.method === 'HEAD')) {
            res.setHeader('Content-Type', 'text/plain; charset=utf-8')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(req.method === 'HEAD' ? undefined : robotsTxt())
            return
          }
          if (namesAFileNoPageServes(pathname) && !isFileIn(root, pathname)) {
            res.statusCode = 404
            res.setHeader('Content-Type', 'text/plain; charset=utf-8')
            res.end('Not found')
            return
          }
        }
        next()
      })
    },
  }
}
