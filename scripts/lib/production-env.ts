import type { ConfigVariable } from '../../src/config'

/**
 * Real-looking hosts, which the production server accepts (it refuses the demo's stand-ins, docs/decisions/024):
 * what `npm run size` serves its production build with, and what the production-build tests start from.
 * `.example` names (RFC 2606) never resolve, so nothing can reach them.
 */
export const PRODUCTION_LIKE_ENV = {
  PORTAL_PRODUCT_HOST: 'https://www.product.example',
  PORTAL_UK_PARTNER_SITE: 'https://partner.example.co.uk',
  PORTAL_LOGIN_HOST_CA: 'login.product.example',
  PORTAL_LOGIN_HOST_UK: 'login.product.example.co.uk',
  PORTAL_LOGIN_HOST_UK_PARTNER: 'partner-login.product.example.co.uk',
} as const

/**
 * The same, with every optional part that loads code on the sign-in page configured, as production runs it: the
 * analytics ids and their script host, and the field telemetry collector (decisions 008 and 021). What
 * `npm run size` measures (decision 015).
 */
export const PRODUCTION_ENV = {
  ...PRODUCTION_LIKE_ENV,
  PORTAL_ANALYTICS_ID_CA: 'G-PRODUCTCA1',
  PORTAL_ANALYTICS_ID_UK: 'G-PRODUCTUK1',
  PORTAL_ANALYTICS_SCRIPT_HOST: 'https://analytics.product.example',
  PORTAL_TELEMETRY_URL: 'https://collector.product.example/portal',
} as const

/**
 * Every variable the portal reads (typed by them, so none is left out), with values no default or test fixture
 * has; and one under its old name, which the build reads no more than the new ones. The production build that
 * `npm test` checks and measures is built with these set (scripts/build-production.ts): no file of it may hold
 * any of them (test/unit/production-bundle.test.ts), since one dist/ serves every environment (decision 024).
 */
export const LEAK_CHECK_ENV: Record<ConfigVariable | 'VITE_CDN_HOST', string> = {
  PORTAL_PRODUCT_HOST: 'https://www.grep-product.example',
  PORTAL_UK_PARTNER_SITE: 'https://grep-partner.example.co.uk',
  PORTAL_LOGIN_HOST_CA: 'login.grep-ca.example',
  PORTAL_LOGIN_HOST_UK: 'login.grep-uk.example',
  PORTAL_LOGIN_HOST_UK_PARTNER: 'partner.grep-uk.example',
  PORTAL_CDN_HOST: 'https://cdn.grep.example/portal',
  PORTAL_API_SERVER: 'https://api.grep.example',
  PORTAL_ANALYTICS_ID_CA: 'G-GREPCA0001',
  PORTAL_ANALYTICS_ID_UK: 'G-GREPUK0001',
  PORTAL_ANALYTICS_SCRIPT_HOST: 'https://analytics.grep.example',
  PORTAL_ANALYTICS_CONSENT: 'UK=not-required,CA=required',
  PORTAL_ALLOWED_REDIRECT_ORIGINS: 'https://redirect.grep.example',
  PORTAL_API_TIMEOUT_MS: '98765',
  PORTAL_TELEMETRY_URL: 'https://collector.grep.example/v1',
  VITE_CDN_HOST: 'https://old-name-cdn.grep.example',
}

/**
 * Where `npm test` puts the one production build its checks share (scripts/build-production.ts), and the record of
 * the environment it was built in. `npm test` sets PORTAL_BUILT=1 once it has built it and dist/ (`build:test`);
 * without it, each check builds its own.
 */
export const PRODUCTION_BUILD_DIR = 'dist-production'
export const PRODUCTION_BUILT_WITH = 'reports/production-build.json'
export const builtByThisRun = () => process.env.PORTAL_BUILT === '1'
