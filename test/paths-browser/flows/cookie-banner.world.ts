/**
 * The cookie banner, through the real portal (../world.ts), on the server with analytics configured and consent
 * required (docs/decisions/031): on the sign-in page, as on every page.
 */
import {
  cookieBannerMachine,
  type AnalyticsChoice,
  type CookieBannerInput,
} from '../../../machines/cookie-banner/cookie-banner.machine'
import { choiceCookie } from '../../../src/browser/consent'
import { press } from '../gestures'
import { defineWorld, type RunControls, type WalkState } from '../world'
import { signInPath } from './sign-in.world'

/**
 * A start's browser, then `path`: the tab kept from earlier walks forgets any answer and analytics cookie first,
 * then keeps the start's answer, as a returning visitor's browser does.
 */
export async function arriveWithAnswer(
  walk: WalkState,
  run: RunControls,
  keptChoice: AnalyticsChoice | null,
  path: string,
): Promise<void> {
  await run.open('/demo/product/en/help')
  await walk.person.tab.evaluate(
    (kept: string | null) => {
      for (const entry of document.cookie.split(';')) {
        const name = entry.trim().split('=')[0] ?? ''
        if (name === 'portal_analytics_choice' || /^_ga(_|$)/.test(name))
          document.cookie = `${name}=; Max-Age=0; Path=/`
      }
      if (kept !== null) document.cookie = kept
    },
    keptChoice === null ? null : choiceCookie(keptChoice, false),
  )
  await run.open(path)
}

const arrive = (walk: WalkState, run: RunControls) =>
  arriveWithAnswer(walk, run, (walk.start.input as CookieBannerInput).keptChoice, signInPath(walk.locale))

export const cookieBannerWorld = defineWorld({
  machine: cookieBannerMachine,
  server: 'analytics',
  starts: {
    'no answer kept': { arrive },
    'an answer kept from an earlier visit': { arrive },
    // Excluded from the browser walks by its path model: WebKitGTK sends no Global Privacy Control.
    'a browser that sends Global Privacy Control': { arrive },
  },
  gestures: {
    'user.accept': (_event, walk) => press(walk, 'ACCEPT_ANALYTICS_COOKIES'),
    'user.reject': (_event, walk) => press(walk, 'REJECT_ANALYTICS_COOKIES'),
    'user.hide': (_event, walk) => press(walk, 'HIDE_COOKIE_MESSAGE'),
  },
  calls: {},
})
