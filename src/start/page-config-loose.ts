/**
 * What the head scripts read of the page's configuration before the app has validated it (decision 026): the
 * login hosts, which decide the page's language, the telemetry collector, where a failed start is reported, and
 * the analytics settings, which decide whether the cookie banner shows (decision 031).
 * Each is taken only when it has the right shape; the rest is the entry's to validate (src/config.ts), and a page
 * whose configuration is missing or broken still gets its language and its failure message.
 */
import { STAND_IN_LOGIN_HOSTS, type Site } from '../urls/hosts.ts'

/** The id of the configuration's JSON data block, which the server that serves the page writes in. */
export const PAGE_CONFIG_ID = 'portal-config'

export interface LooseConfig {
  loginHosts: Readonly<Record<Site, string>>
  /** The collector's address (a path on this origin, or an http(s) URL), or null. */
  telemetryUrl: string | null
  /** The analytics ids, script host and consent setting, or none (no analytics) where any is not text. */
  analytics: { ca: string; uk: string; scriptHost: string; consent: string }
}

const NO_ANALYTICS = { ca: '', uk: '', scriptHost: '', consent: 'required' }

const isAnalytics = (value: unknown): value is LooseConfig['analytics'] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).ca === 'string' &&
  typeof (value as Record<string, unknown>).uk === 'string' &&
  typeof (value as Record<string, unknown>).scriptHost === 'string' &&
  typeof (value as Record<string, unknown>).consent === 'string'

const isHosts = (value: unknown): value is Record<Site, string> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).CA === 'string' &&
  typeof (value as Record<string, unknown>).UK === 'string' &&
  typeof (value as Record<string, unknown>).UK_PARTNER === 'string'

const isCollector = (value: unknown): value is string =>
  typeof value === 'string' && (/^\/(?!\/)/.test(value) || /^https?:\/\/[^/\s]+(?:\/\S*)?$/i.test(value))

export function readLooseConfig(doc: Document): LooseConfig {
  let parsed: unknown
  try {
    parsed = JSON.parse(doc.getElementById(PAGE_CONFIG_ID)?.textContent ?? '')
  } catch {
    parsed = null
  }
  const given = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  return {
    loginHosts: isHosts(given.loginHosts) ? given.loginHosts : STAND_IN_LOGIN_HOSTS,
    telemetryUrl: isCollector(given.telemetryUrl) ? given.telemetryUrl : null,
    analytics: isAnalytics(given.analytics) ? given.analytics : NO_ANALYTICS,
  }
}
