import { cookieBannerMachine } from '../../machines/cookie-banner/cookie-banner.machine'
import {
  keepChoice,
  startAnalytics,
  stopAnalytics,
  type ConsentedAnalytics,
} from '../browser/analytics-consent'
import type { HostVariant } from '../config'

/** The cookie banner with the real choice, kept in its cookie, and the real analytics tag behind it. */
export const createCookieBannerFlow = (variant: HostVariant, analytics: ConsentedAnalytics) =>
  cookieBannerMachine.provide({
    actions: {
      keepAcceptance: () => keepChoice('accepted'),
      keepRefusal: () => keepChoice('rejected'),
      startAnalytics: () => startAnalytics(variant, analytics),
      stopAnalytics: () => stopAnalytics(variant, analytics),
    },
  })
