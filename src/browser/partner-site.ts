/**
 * The UK partner login host serves only visitors who come from the partner's site (spec section 1).
 * Returns the url to send the visitor to, or null when they may stay.
 */
export function partnerSiteRedirect(options: {
  partnerSite: string
  referrer: string
  here: string
}): string | null {
  let partner: URL
  try {
    partner = new URL(options.partnerSite, options.here)
  } catch {
    return null
  }
  let referrerOrigin: string | null = null
  try {
    referrerOrigin = options.referrer === '' ? null : new URL(options.referrer).origin
  } catch {
    referrerOrigin = null
  }
  return referrerOrigin === partner.origin ? null : partner.href
}
