/** The cookies page form's input, context and events (./cookie-settings.machine.ts). */
import type { AnalyticsChoice } from '../cookie-banner/cookie-banner.types'
import type { SubmitEvent } from '../shared/fields'

export type { AnalyticsChoice } from '../cookie-banner/cookie-banner.types'

export interface CookieSettingsInput {
  /** The answer this browser keeps, or null for none. */
  keptChoice: AnalyticsChoice | null
}

export interface CookieSettingsContext {
  /** The answer the form shows as chosen. */
  choice: AnalyticsChoice
}

interface CookieSettingsValues {
  choice: AnalyticsChoice
}

export type CookieSettingsEvent =
  { type: 'user.choose'; value: AnalyticsChoice } | SubmitEvent<CookieSettingsValues>
