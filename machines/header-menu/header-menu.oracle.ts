/** Header help menu: what a person sees in each state (../shared/oracle.ts). */
import { defineOracle, type Screen } from '../shared/oracle'
import { headerMenuMachine } from './header-menu.machine'

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
