/** The cookie banner: the fixtures its paths are planned from, and the words of its test cases (../shared/path-model.ts). */
import type { AnyMachineSnapshot } from 'xstate'
import { definePathModel } from '../shared/path-model'
import { cookieBannerMachine } from './cookie-banner.machine'
import type { CookieBannerEvent } from './cookie-banner.types'

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
