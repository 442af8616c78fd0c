/**
 * The cookies page's form, through the real portal (../world.ts), on the server with analytics configured and
 * consent required (docs/decisions/031).
 */
import {
  cookieSettingsMachine,
  type CookieSettingsEvent,
  type CookieSettingsInput,
} from '../../../machines/cookie-settings/cookie-settings.machine'
import { pick, press } from '../gestures'
import { defineWorld, type RunControls, type WalkState } from '../world'
import { arriveWithAnswer } from './cookie-banner.world'

/** The cookies page, in the walk's language. */
const cookiesPath = (locale: string) => (locale === 'fr-CA' ? '/cookies?lang=fr' : '/cookies')

/** The start's browser (./cookie-banner.world.ts), then the cookies page. */
const arrive = (walk: WalkState, run: RunControls) =>
  arriveWithAnswer(walk, run, (walk.start.input as CookieSettingsInput).keptChoice, cookiesPath(walk.locale))

export const cookieSettingsWorld = defineWorld({
  machine: cookieSettingsMachine,
  server: 'analytics',
  starts: { 'no answer kept': { arrive }, 'analytics accepted earlier': { arrive } },
  gestures: {
    'user.choose': (event, walk) =>
      pick(
        walk,
        (event as Extract<CookieSettingsEvent, { type: 'user.choose' }>).value === 'accepted'
          ? 'COOKIES_CHOICE_YES'
          : 'COOKIES_CHOICE_NO',
      ),
    'user.submit': (_event, walk) => press(walk, 'SAVE_COOKIE_SETTINGS'),
  },
  calls: {},
})
