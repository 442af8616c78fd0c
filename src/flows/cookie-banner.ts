import { cookieBannerMachine } from '../../machines/cookie-banner/cookie-banner.machine'
import {
  keepChoice,
  startAnalytics,
  stopAnalytics,
  type ConsentedAnalytics,
} from '../browser/analytics-consent'
import type { Site } from '../config'

/** The cookie banner with the real choice, kept in its cookie, and the real analytics tag behind it. */
export const createCookieBannerFlow = (site: Site, analytics: ConsentedAnalytics) =>
  cookieBannerMachine.provide({
    actions: {
      keepAcceptance: () => keepChoice('accepted'),
      keepRefusal: () => keepChoice('rejected'),
      startAnalytics: () => startAnalytics(site, analytics),
      stopAnalytics: () => stopAnalytics(site, analytics),
    },
  })
