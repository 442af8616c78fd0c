import { cookieSettingsMachine } from '../../machines/cookie-settings/cookie-settings.machine'
import {
  keepChoice,
  startAnalytics,
  stopAnalytics,
  type ConsentedAnalytics,
} from '../browser/analytics-consent'
import type { HostVariant } from '../config'

/** The cookies page's form with the real choice, kept in its cookie, and the real analytics tag behind it. */
export const createCookieSettingsFlow = (variant: HostVariant, analytics: ConsentedAnalytics) =>
  cookieSettingsMachine.provide({
    actions: {
      keepAcceptance: () => keepChoice('accepted'),
      keepRefusal: () => keepChoice('rejected'),
      startAnalytics: () => startAnalytics(variant, analytics),
      stopAnalytics: () => stopAnalytics(variant, analytics),
    },
  })
