/** The cookie banner's input and events (./cookie-banner.machine.ts). */

/** The person's answer about analytics cookies, as kept (src/browser/consent-cookie.ts). */
export type AnalyticsChoice = 'accepted' | 'rejected'

export interface CookieBannerInput {
  /** The answer this browser keeps from an earlier visit or page, or null for none. */
  keptChoice: AnalyticsChoice | null
  /** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
  globalPrivacyControl: boolean
}

export type CookieBannerEvent = { type: 'user.accept' } | { type: 'user.reject' } | { type: 'user.hide' }
