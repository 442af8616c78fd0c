/**
 * The ports of the servers the browser tests start (playwright.config.ts, playwright.paths.config.ts), in one
 * place, which the test files may read without importing a Playwright configuration: each can be moved with its
 * variable (docs/development.md).
 */

/** The test build with its demo API (not Vite's default 4173: that port is often taken on a shared machine). */
export const port = Number(process.env.E2E_PORT ?? 4180)
/**
 * The same dist/ served with the outside hosts configured (docs/decisions/024), each pointed at the demo API's
 * stand-in: analytics (analytics.spec.ts), the CDN (cdn.spec.ts) and the field-telemetry collector
 * (telemetry.spec.ts); its analytics needs no consent (PORTAL_ANALYTICS_CONSENT=not-required, decision 031).
 */
export const configuredPort = Number(process.env.E2E_CONFIGURED_PORT ?? port + 1)
/** nginx with the production configuration (deploy/), serving dist/ in front of its own demo API on the next. */
export const productionServerPort = Number(process.env.E2E_NGINX_PORT ?? port + 2)
/**
 * The same dist/ with analytics configured and nothing else, consent required as by default: the cookie banner's
 * journeys and walks (docs/decisions/031), on the stand-in login hosts (localhost, uk.localhost).
 */
export const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? port + 4)

/**
 * Whether a page or a request is the configured server's, whose analytics needs no consent: there the tag runs
 * on load, and the tests' guard lets it (test/support/page-guard.ts, decision 031).
 */
export const needsNoConsent = (url: URL): boolean => url.port === String(configuredPort)

/**
 * The production server behind a TLS edge, as docs/operations.md asks it to be deployed
 * (test/e2e/production-server-tls.spec.ts): the edge's https port, then its plain-http port (which only
 * redirects), the portal's nginx behind it, the stand-in API that records what reaches it, and the demo API behind
 * that. Not 443 and 80, which a shared machine cannot be assumed to have free.
 */
export const tlsEdgePort = Number(process.env.E2E_TLS_PORT ?? port + 5)

/**
 * The screen reader run (`npm run screen-reader`, docs/testers.md): the test build with its demo API, and beside
 * it the same build with analytics asking for consent, where the cookie banner shows. Apart from the ports above,
 * so it can run beside the tests; not `port + 10`, which Firefox refuses to open (4190 is ManageSieve's).
 */
export const screenReaderPort = Number(process.env.SCREEN_READER_PORT ?? port + 11)
export const screenReaderAnalyticsPort = Number(
  process.env.SCREEN_READER_ANALYTICS_PORT ?? screenReaderPort + 1,
)
