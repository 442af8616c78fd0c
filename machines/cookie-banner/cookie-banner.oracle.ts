/** The cookie banner: what a person sees in each state (../shared/oracle.ts), on a host whose analytics asks first. */
import { defineOracle, lastEvent, type Control, type PathSoFar, type Screen } from '../shared/oracle'
import { cookieBannerMachine } from './cookie-banner.machine'
import type { CookieBannerInput } from './cookie-banner.types'

const CHOICE_COOKIE = 'portal_analytics_choice'

/** The question's controls: both answers and the cookies page, or none of them once answered. */
const question = (shown: boolean): Control[] =>
  (['ACCEPT_ANALYTICS_COOKIES', 'REJECT_ANALYTICS_COOKIES'] as const).map((name) => ({
    role: 'button' as const,
    name,
    ...(shown ? {} : { absent: true as const }),
  }))

/** An answer's message, which takes focus as it replaces the buttons, with the way to hide it and to change it. */
const answered = (message: 'COOKIES_ACCEPTED' | 'COOKIES_REJECTED', choice: string): Screen => ({
  shows: [message],
  hides: ['COOKIE_BANNER_ANALYTICS'],
  controls: [
    ...question(false),
    { role: 'button', name: 'HIDE_COOKIE_MESSAGE' },
    { role: 'link', name: 'CHANGE_COOKIE_SETTINGS' },
  ],
  focus: 'alert',
  cookies: { [CHOICE_COOKIE]: choice },
  analytics: message === 'COOKIES_ACCEPTED' ? 'on' : 'off',
})

/** The answer kept: the path's start's, the banner's own, or the browser's refusal kept on hiding its notice. */
function keptAfter(path: PathSoFar): string | null {
  const { keptChoice, globalPrivacyControl } = path.start.input as CookieBannerInput
  const types = path.events.map((event) => event.type)
  if (types.includes('user.accept')) return 'v1.accepted'
  if (types.includes('user.reject') || (globalPrivacyControl && types.includes('user.hide')))
    return 'v1.rejected'
  return keptChoice === null ? null : `v1.${keptChoice}`
}

export const cookieBannerOracle = defineOracle({
  machine: cookieBannerMachine,
  screens: {
    'cookieBanner.asking': {
      shows: ['COOKIE_BANNER_ANALYTICS'],
      controls: [...question(true), { role: 'link', name: 'VIEW_COOKIES' }],
      cookies: { [CHOICE_COOKIE]: null },
      analytics: 'off',
    },
    'cookieBanner.accepted': answered('COOKIES_ACCEPTED', 'v1.accepted'),
    'cookieBanner.rejected': answered('COOKIES_REJECTED', 'v1.rejected'),
    'cookieBanner.browserRefused': {
      shows: ['COOKIES_REFUSED_BY_BROWSER'],
      controls: [...question(false), { role: 'link', name: 'CHANGE_COOKIE_SETTINGS' }],
      cookies: { [CHOICE_COOKIE]: null },
      analytics: 'off',
    },
    'cookieBanner.hidden': (path) => {
      const kept = keptAfter(path)
      return {
        hides: [
          'COOKIE_BANNER_ANALYTICS',
          'COOKIES_ACCEPTED',
          'COOKIES_REJECTED',
          'COOKIES_REFUSED_BY_BROWSER',
        ],
        controls: [...question(false), { role: 'button', name: 'HIDE_COOKIE_MESSAGE', absent: true }],
        cookies: { [CHOICE_COOKIE]: kept },
        analytics: kept === 'v1.accepted' ? 'on' : 'off',
        // Hidden by the person: the page's main content takes focus from the button that went.
        ...(lastEvent(path).type === 'user.hide' ? { focus: 'main' as const } : {}),
      }
    },
  },
})
