/**
 * The person's answer about analytics cookies, as the portal keeps it (docs/decisions/031): a first-party cookie,
 * read by the head script before the first paint and by the app. Pure text in and out, so the head script, the
 * app and the tests read it the same way.
 */

import { CHOICE_COOKIE, declarationOf } from '../kept-in-browser.ts'

export { CHOICE_COOKIE } from '../kept-in-browser.ts'

/**
 * The purposes the person answered about, as a version: a new purpose is a new version, and a choice of another
 * version counts as no answer, so the person is asked again.
 */
export const CHOICE_VERSION = 1

/** A year, as the choice is kept (the ICO's and GOV.UK's practice: ask again after at most a year). */
const CHOICE_MAX_AGE_S = 365 * 24 * 60 * 60

export type AnalyticsChoice = 'accepted' | 'rejected'

/** The choice a cookie string (`document.cookie`) holds for this version, or null for none. */
export function choiceIn(cookies: string): AnalyticsChoice | null {
  const prefix = `${CHOICE_COOKIE}=`
  const entries = cookies.split(';')
  for (let index = 0; index < entries.length; index++) {
    const entry = (entries[index] ?? '').trim()
    if (entry.indexOf(prefix) !== 0) continue
    const value = entry.slice(prefix.length)
    if (value === `v${CHOICE_VERSION}.accepted`) return 'accepted'
    if (value === `v${CHOICE_VERSION}.rejected`) return 'rejected'
  }
  return null
}

/** The `document.cookie` assignment that keeps `choice` for a year; `Secure` over https. */
export const choiceCookie = (choice: AnalyticsChoice, https: boolean): string =>
  `${CHOICE_COOKIE}=v${CHOICE_VERSION}.${choice}; Max-Age=${CHOICE_MAX_AGE_S}; Path=/; SameSite=Lax${
    https ? '; Secure' : ''
  }`

/**
 * The analytics tag's own cookies, as src/kept-in-browser.ts declares them (Google's tag: `_ga`,
 * `_ga_<container>`).
 */
const isAnalyticsCookie = (name: string): boolean => declarationOf(name, 'cookie')?.category === 'analytics'

/**
 * The `document.cookie` assignments that delete every analytics cookie `cookies` shows, wherever the tag may
 * have set it: on this host alone, and on each parent domain (the tag's default is the widest one a browser lets
 * it set). A parent a browser never let the tag use is refused quietly.
 */
export function analyticsCookieDeletions(cookies: string, hostname: string): string[] {
  const names = cookies
    .split(';')
    .map((entry) => entry.trim().split('=')[0] ?? '')
    .filter(isAnalyticsCookie)
  const labels = hostname.split('.')
  // `a.b.example` → b.example, a.b.example; a top-level domain alone is never a cookie's domain.
  const domains = labels.slice(0, -1).map((_label, index) => labels.slice(index).join('.'))
  const expired = 'Max-Age=0; Path=/'
  return [...new Set(names)].flatMap((name) => [
    `${name}=; ${expired}`,
    ...domains.map((domain) => `${name}=; ${expired}; Domain=${domain}`),
  ])
}
