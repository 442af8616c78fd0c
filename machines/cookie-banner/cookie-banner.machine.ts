/**
 * The cookie banner (docs/decisions/031; GOV.UK's cookie banner pattern): on a host where analytics needs the
 * person's consent, every page asks whether analytics cookies may be used, until they answer. Nothing of
 * analytics runs before a yes.
 *
 * - No answer kept, and no refusal from the browser: the question, with Accept and Reject of equal weight and a
 *   link to the cookies page. A person can sign in without answering; the banner never covers the page.
 * - An answer: it is kept for a year, analytics starts (accept) or stops with its cookies deleted (reject), and
 *   the banner says what was chosen, with the cookies page to change it, until the person hides the message.
 * - The browser sends Global Privacy Control: analytics is refused without asking, and the banner says so, with
 *   the cookies page, where the person can still choose otherwise. Hiding that message keeps the refusal.
 * - An answer kept from an earlier visit or page (the cookies page, where the banner does not show): nothing shows.
 */
import { setup } from 'xstate'

/** The person's answer about analytics cookies, as kept (src/browser/consent-cookie.ts). */
export type AnalyticsChoice = 'accepted' | 'rejected'

export interface CookieBannerInput {
  /** The answer this browser keeps from an earlier visit or page, or null for none. */
  keptChoice: AnalyticsChoice | null
  /** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
  globalPrivacyControl: boolean
}

export type CookieBannerEvent = { type: 'user.accept' } | { type: 'user.reject' } | { type: 'user.hide' }

export const cookieBannerMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads `types`; XState ignores it as the machine runs.
  types: {
    input: {} as CookieBannerInput,
    context: {} as CookieBannerInput,
    events: {} as CookieBannerEvent,
  },
  guards: {
    hasKeptChoice: ({ context }) => context.keptChoice !== null,
    browserRefusesTracking: ({ context }) => context.globalPrivacyControl,
  },
  // Stryker disable next-line ObjectLiteral: the app always provides the four effects (src/shell/cookie-banner.tsx); without it, an effect declared as doing nothing and one not declared at all both do nothing.
  actions: {
    // Effects that leave the machine; the app provides them, tests provide spies.
    keepAcceptance: () => {},
    keepRefusal: () => {},
    startAnalytics: () => {},
    stopAnalytics: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id names the steps the browser walks count (test/paths-browser), which a mutation run does not run; nothing a person sees depends on it.
  id: 'cookieBanner',
  context: ({ input }) => ({ ...input }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasKeptChoice', target: 'hidden' },
        { guard: 'browserRefusesTracking', target: 'browserRefused' },
        { target: 'asking' },
      ],
    },
    asking: {
      on: {
        'user.accept': { target: 'accepted', actions: ['keepAcceptance', 'startAnalytics'] },
        'user.reject': { target: 'rejected', actions: ['keepRefusal', 'stopAnalytics'] },
      },
    },
    accepted: {
      on: { 'user.hide': { target: 'hidden' } },
    },
    rejected: {
      on: { 'user.hide': { target: 'hidden' } },
    },
    // Analytics never started: hiding the notice keeps the browser's refusal as the person's choice.
    browserRefused: {
      on: { 'user.hide': { target: 'hidden', actions: 'keepRefusal' } },
    },
    hidden: { type: 'final' },
  },
})
