/**
 * Header help menu: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts).
 */
import type { AnyMachineSnapshot } from 'xstate'
import { HEADER_MENU_DELAY_MS, headerMenuMachine, type HeaderMenuEvent } from './header-menu.machine'
import { definePathModel, sayEvent, type ActorOutcomeEvent } from '../shared/path-model'
import { defineOracle, type Screen } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

function events(snapshot: AnyMachineSnapshot): (HeaderMenuEvent | ActorOutcomeEvent)[] {
  const pending: ActorOutcomeEvent[] = []
  if (snapshot.matches('opening')) pending.push({ type: 'xstate.after.menuDelay.headerMenu.opening' })
  if (snapshot.matches('closing')) pending.push({ type: 'xstate.after.menuDelay.headerMenu.closing' })
  return [{ type: 'user.toggle' }, { type: 'user.dismiss' }, ...pending]
}

const CLOSED = 'the Help button, collapsed; no menu'
const OPEN = 'the Help button, expanded, and the menu below it with its Help and Contact us links'

export const headerMenuPaths = definePathModel({
  title: 'Header help menu',
  machine: headerMenuMachine,
  starts: [{ label: 'closed', input: undefined as never }],
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  freezeDelays: ['menuDelay'],
  say: (event) => {
    switch (event.type) {
      case 'user.toggle':
        return 'press Help'
      case 'user.dismiss':
        return 'press Escape (or click outside the menu)'
      case 'xstate.after.menuDelay.headerMenu.opening':
        return `wait ${HEADER_MENU_DELAY_MS} ms: the menu opens`
      case 'xstate.after.menuDelay.headerMenu.closing':
        return `wait ${HEADER_MENU_DELAY_MS} ms: the menu closes`
    }
    return sayEvent(event)
  },
  screens: {
    'headerMenu.closed': CLOSED,
    // During the delay the menu keeps its previous look, so a double activation cannot flicker it.
    'headerMenu.opening': `for ${HEADER_MENU_DELAY_MS} ms it still looks closed: ${CLOSED}`,
    'headerMenu.open': OPEN,
    'headerMenu.closing': `for ${HEADER_MENU_DELAY_MS} ms it still looks open: ${OPEN}`,
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts); the browser walks check it in the page after every step.

/**
 * The menu as its Help button says, expanded or not, on whichever page it is, and its two links inside what the
 * button controls: shown when it is expanded, absent when not (so a menu that opens empty fails).
 */
const menu = (expanded: boolean): Screen => ({
  controls: [
    { role: 'button', name: 'FOOTER_HELP', expanded },
    ...(['FOOTER_HELP', 'FOOTER_CONTACT'] as const).map((name) => ({
      role: 'link' as const,
      name,
      in: 'FOOTER_HELP',
      ...(expanded ? {} : { absent: true as const }),
    })),
  ],
  // The person pressed Help, or Escape which hands focus back to it: focus is on Help either way.
  focus: 'kept',
})

export const headerMenuOracle = defineOracle({
  machine: headerMenuMachine,
  screens: {
    'headerMenu.closed': menu(false),
    // During the delay the menu keeps its previous look, so a double activation cannot flicker it.
    'headerMenu.opening': menu(false),
    'headerMenu.open': menu(true),
    'headerMenu.closing': menu(true),
  },
})
