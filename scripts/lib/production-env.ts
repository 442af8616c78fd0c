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
