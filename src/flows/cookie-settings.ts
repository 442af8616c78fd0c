import { cookieSettingsMachine } from '../../machines/cookie-settings/cookie-settings.machine'
import {
  keepChoice,
  startAnalytics,
  stopAnalytics,
  type ConsentedAnalytics,
} from '../browser/analytics-consent'
import type { Site } from '../config'

/** The cookies page's form with the real choice, kept in its cookie, and the real analytics tag behind it. */
export const createCookieSettingsFlow = (site: Site, analytics: ConsentedAnalytics) =>
  cookieSettingsMachine.provide({
    actions: {
      keepAcceptance: () => keepChoice('accepted'),
      keepRefusal: () => keepChoice('rejected'),
      startAnalytics: () => startAnalytics(site, analytics),
      stopAnalytics: () => stopAnalytics(site, analytics),
    },
  })
