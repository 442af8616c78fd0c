/**
 * What a refused email link means, read from the server's message (spec section 8): a message containing
 * 'expired' means the link expired, one containing 'used' that it was used; anything else, or no message,
 * says nothing more. Case is ignored (the mass-print service says EXPIRED).
 */
export function refusalOf(message: string | null | undefined): 'expired' | 'used' | null {
  // Stryker disable next-line ConditionalExpression: without it no message would match either ('null', 'undefined', '')
  if (!message) return null
  if (/expired/i.test(message)) return 'expired'
  if (/used/i.test(message)) return 'used'
  return null
}

/** How every refused email link is read, in words (the API document's description of those answers). */
export const LINK_REFUSAL =
  "Refused: the portal reads the message, not the status (spec section 8): one containing 'expired' (any " +
  "case) is an expired link, one containing 'used' a used link, anything else (or no message) an invalid link."

/** How a refused password save is read, in words. */
export const SAVE_REFUSAL =
  "Refused: a message containing 'expired' is an expired link, one containing 'used' a used link (read like " +
  "the token check's); otherwise the generic error, with what was typed kept."

/** Messages a refused password save may carry, as examples: one of each reading. */
export const SAVING_REFUSALS = [
  'This link has expired.',
  'This link has already been used.',
  'The password is too weak.',
] as const
