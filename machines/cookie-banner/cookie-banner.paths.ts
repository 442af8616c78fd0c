/**
 * The cookie banner: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), on a host whose analytics
 * asks first.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { definePathModel } from '../shared/path-model'
import { cookieBannerMachine, type CookieBannerEvent, type CookieBannerInput } from './cookie-banner.machine'
import { defineOracle, lastEvent, type Control, type PathSoFar, type Screen } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

function events(snapshot: AnyMachineSnapshot): CookieBannerEvent[] {
  if (snapshot.matches('asking')) return [{ type: 'user.accept' }, { type: 'user.reject' }]
  if (snapshot.matches('hidden')) return []
  return [{ type: 'user.hide' }]
}

export const cookieBannerPaths = definePathModel({
  title: 'Cookie banner',
  machine: cookieBannerMachine,
  starts: [
    { label: 'no answer kept', input: { keptChoice: null, globalPrivacyControl: false } },
    {
      label: 'an answer kept from an earlier visit',
      input: { keptChoice: 'accepted', globalPrivacyControl: false },
    },
    {
      label: 'a browser that sends Global Privacy Control',
      input: { keptChoice: null, globalPrivacyControl: true },
    },
  ],
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  say: (event) => {
    switch (event.type) {
      case 'user.accept':
        return 'press Accept analytics cookies'
      case 'user.reject':
        return 'press Reject analytics cookies'
      case 'user.hide':
        return 'press Hide cookie message'
      default:
        return event.type
    }
  },
  screens: {
    'cookieBanner.asking':
      'the banner "Cookies on …" first on the page: what analytics cookies are for, Accept and Reject analytics cookies, View cookies; nothing of analytics loaded',
    'cookieBanner.accepted':
      '"You\'ve accepted analytics cookies", focused, with Hide cookie message and Change your cookie settings; the page view is sent',
    'cookieBanner.rejected':
      '"You\'ve rejected analytics cookies", focused, with Hide cookie message and Change your cookie settings; nothing of analytics loaded',
    'cookieBanner.browserRefused':
      "the banner says the browser's Global Privacy Control was honoured, with Hide cookie message and Change your cookie settings; nothing of analytics loaded",
    'cookieBanner.hidden': "no banner; focus on the page's main content when the person hid it",
  },
  excludedSteps: [
    {
      where: 'browser',
      why:
        "a browser's Global Privacy Control: WebKitGTK sends none, and its driver cannot make a page see one " +
        "before the page's own scripts run; the consent journey checks the notice in Chromium and Firefox ESR, " +
        'with the signal given before the page loads',
      applies: (step) =>
        step.to === 'cookieBanner.browserRefused' || step.from === 'cookieBanner.browserRefused',
    },
  ],
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), on a host whose analytics asks first; the browser walks check it in
// the page after every step.

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
