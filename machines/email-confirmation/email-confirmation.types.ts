/** The four values an email-confirmation link carries (spec section 2: verify/… and confirmusernamechange/…). */
export interface EmailLink {
  token: string
  tokenType: string
  /** The language id of spec section 3 (1 en_CA … 8 en_GB). */
  languageType: number
  translationLanguage: string
}

/** The two pages this flow serves: a personal email verification and a username-change confirmation. */
export type EmailConfirmationPurpose = 'verifyEmail' | 'usernameChange'

export interface EmailConfirmationInput {
  link: EmailLink
  /** How long a person waits after a resend before they can ask again (60 s in the app). */
  resendCooldownSeconds: number
}

export interface EmailConfirmationContext extends EmailConfirmationInput {
  /** The address now confirmed (the verified email, or the new username). */
  email: string | null
  /** The server's message for an expired or used link, shown as it is (spec section 8). */
  message: string | null
  /** Seconds until another resend may be asked for. */
  secondsLeft: number
}

export type EmailConfirmationEvent =
  /** The person pressed "Confirm my email address" (or "Confirm my new username"): only now is the link spent. */
  { type: 'user.confirm' } | { type: 'user.resend' } | { type: 'user.retry' }

/** What confirming a link can mean; any other answer is an unexpected failure (generic error). */
export type ConfirmLinkOutcome =
  | { kind: 'confirmed'; email: string }
  /** HTTP 410. */
  | { kind: 'expired'; message: string | null }
  /** HTTP 409. */
  | { kind: 'used'; message: string | null }

export type ResendLinkOutcome = { kind: 'sent' }
