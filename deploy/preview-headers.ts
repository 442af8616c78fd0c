/**
 * `vite preview` sends the production server's Content-Security-Policy (deploy/csp.ts, computed from the build
 * it serves) on everything but the demo API's own pages, so every end-to-end test runs under the policy nginx
 * sends, Trusted Types included (docs/decisions/025), and any violation a screen causes (added now or later) is a
 * console error that fails its test. As nginx does by default, violations are reported to the telemetry collector
 * the server is configured with, where it has one (docs/decisions/024).
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { isDemoPath } from '../demo-api/paths.ts'
import type { PortalConfig } from '../src/config.ts'
import { contentSecurityPolicy, hasFlowStudio, inlineSources } from './csp.ts'

/** `config`: what `vite preview` serves the pages with (deploy/page-config.ts). */
export function previewHeaders(config: PortalConfig): Plugin {
  return {
    name: 'portal:preview-headers',
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir)
      const policy = contentSecurityPolicy({
        config,
        // The page's configuration is a data block, which runs nowhere: the built pages' scripts are the ones served.
        inline: inlineSources(root),
        reportUri: config.telemetryUrl,
        flowStudio: hasFlowStudio(server.config.mode),
      })
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/'
        if (!isDemoPath(pathname)) {
          res.setHeader('Content-Security-Policy', policy)
          res.setHeader('X-Content-Type-Options', 'nosniff')
        }
        next()
      })
    },
  }
}
