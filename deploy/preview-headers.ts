/**
 * `vite preview` sends the production server's Content-Security-Policy (deploy/csp.ts, computed from the build
 * it serves) on everything but the demo API's own pages, so every end-to-end test runs under the policy nginx
 * sends, Trusted Types included (docs/decisions/025), and any violation a screen causes (added now or later) is a
 * console error that fails its test. As nginx does by default, violations are reported to the telemetry collector
 * the server is configured with, where it has one (docs/decisions/024). The pages' Permissions-Policy goes with
 * it, so a feature the policy turns off fails the tests that use it.
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { isDemoPath } from '../demo-api/paths.ts'
import type { PortalConfig } from '../src/config.ts'
import { analyticsCollectSources, contentSecurityPolicy, hasFlowStudio, inlineSources } from './csp.ts'
import { DOCUMENT_HEADERS } from './document-headers.ts'

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
        const pathname = (req.url ?? '/').split('?')[0] ?? '/'
        if (!isDemoPath(pathname)) {
          res.setHeader('Content-Security-Policy', policy)
          res.setHeader('X-Content-Type-Options', 'nosniff')
          // A page's Permissions-Policy too (on every file here: harmless on the rest); never HSTS on plain http.
          // Not its Cross-Origin-Opener-Policy: with it, WebKitGTK's driver loses the window when Back crosses
          // the process swap it brings (the journey "Back from the product" hangs in the driver with it, passes
          // without), and Chromium refuses it on the configured build's plain-http `.test` names. nginx sends it,
          // and the production server's test reads it there (test/e2e/production-server.spec.ts).
          res.setHeader('Permissions-Policy', DOCUMENT_HEADERS['Permissions-Policy'] ?? '')
        }
        next()
      })
    },
  }
}
