/**
 * The cookies page's form (docs/decisions/031; GOV.UK's cookies page pattern): the analytics choice, changed at
 * any time.
 *
 * - The form opens on the choice that holds: the person's kept answer, else the browser's refusal (Global Privacy
 *   Control), else no, since nothing of analytics runs before a yes.
 * - Saving keeps the answer for a year, starts analytics (yes) or stops it and deletes its cookies (no), and the
 *   page says the settings were saved. Choosing again returns to the form; saving again saves again.
 */
import { assign, setup } from 'xstate'
import type { AnalyticsChoice } from '../cookie-banner/cookie-banner.machine'
import type { SubmitEvent } from '../shared/fields'

export interface CookieSettingsInput {
  /** The answer this browser keeps, or null for none. */
  keptChoice: AnalyticsChoice | null
}

export interface CookieSettingsContext {
  /** The answer the form shows as chosen. */
  choice: AnalyticsChoice
}

interface CookieSettingsValues {
  choice: AnalyticsChoice
}

export type CookieSettingsEvent =
  { type: 'user.choose'; value: AnalyticsChoice } | SubmitEvent<CookieSettingsValues>

/** The answer a submit carries, or the context's for any other event. */
const submittedChoice = (context: CookieSettingsContext, event: CookieSettingsEvent) =>
  // Stryker disable next-line ConditionalExpression: it is read only on user.submit (its guard and takeSubmitted); the check only narrows the event's type.
  event.type === 'user.submit' ? event.values.choice : context.choice

export const cookieSettingsMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads `types`; XState ignores it as the machine runs.
  types: {
    input: {} as CookieSettingsInput,
    context: {} as CookieSettingsContext,
    events: {} as CookieSettingsEvent,
  },
  guards: {
    acceptsAnalytics: ({ context, event }) => submittedChoice(context, event) === 'accepted',
  },
  actions: {
    assignChoice: assign({
      // Stryker disable next-line ConditionalExpression: assignChoice runs only on user.choose; the check only narrows the event's type.
      choice: ({ context, event }) => (event.type === 'user.choose' ? event.value : context.choice),
    }),
    takeSubmitted: assign({ choice: ({ context, event }) => submittedChoice(context, event) }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    keepAcceptance: () => {},
    keepRefusal: () => {},
    startAnalytics: () => {},
    stopAnalytics: () => {},
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the id names the steps the browser walks count (test/paths-browser), which a mutation run does not run; nothing a person sees depends on it.
  id: 'cookieSettings',
  context: ({ input }) => ({
    choice: input.keptChoice ?? 'rejected',
  }),
  initial: 'editing',
  on: {
    'user.submit': [
      {
        guard: 'acceptsAnalytics',
        target: '.saved',
        actions: ['takeSubmitted', 'keepAcceptance', 'startAnalytics'],
      },
      { target: '.saved', actions: ['takeSubmitted', 'keepRefusal', 'stopAnalytics'] },
    ],
  },
  states: {
    editing: {
      on: { 'user.choose': { actions: 'assignChoice' } },
    },
    saved: {
      on: { 'user.choose': { target: 'editing', actions: 'assignChoice' } },
    },
  },
})
