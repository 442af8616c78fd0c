/**
 * The header's help menu (spec section 1: "Header menu state changes after a 25 ms delay").
 *
 * The delay lets the click that opened or closed the menu finish before the menu's own outside-click and
 * focus handling sees the new state. A toggle during the delay reverses the pending change.
 */
import { setup } from 'xstate'

export type HeaderMenuEvent = { type: 'user.toggle' } | { type: 'user.dismiss' }

export const HEADER_MENU_DELAY_MS = 25

export const headerMenuMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads `types`; XState ignores it as the machine runs.
  types: {
    events: {} as HeaderMenuEvent,
  },
  delays: {
    menuDelay: HEADER_MENU_DELAY_MS,
  },
}).createMachine({
  id: 'headerMenu',
  initial: 'closed',
  states: {
    closed: {
      on: { 'user.toggle': 'opening' },
    },
    opening: {
      after: { menuDelay: 'open' },
      on: { 'user.toggle': 'closed', 'user.dismiss': 'closed' },
    },
    open: {
      on: { 'user.toggle': 'closing', 'user.dismiss': 'closing' },
    },
    closing: {
      after: { menuDelay: 'closed' },
      // Dismissing again (Escape twice, a second outside click) changes nothing: it is already closing.
      on: { 'user.toggle': 'open' },
    },
  },
})
