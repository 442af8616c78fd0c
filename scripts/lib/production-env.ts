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
