/**
 * What a refused email link means, read from the server's message (spec section 8): a message containing
 * 'expired' means the link expired, one containing 'used' that it was used; anything else, or no message,
 * says nothing more. Case is ignored (the mass-print service says EXPIRED).
 */
export function refusalOf(message: string | null | undefined): 'expired' | 'used' | null {
  if (!message) return null
  if (/expired/i.test(message)) return 'expired'
  if (/used/i.test(message)) return 'used'
  return null
}
