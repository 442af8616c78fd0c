/**
 * The UK partner login host serves only visitors who come from the partner's site (spec section 1).
 * Returns the url to send the visitor to, or null when they may stay.
 */
export function partnerSiteFor(options: {
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
  return originOf(options.referrer) === partner.origin ? null : partner.href
}

function originOf(url: string): string | null {
  try {
    return url === '' ? null : new URL(url).origin
  } catch {
    return null
  }
}
