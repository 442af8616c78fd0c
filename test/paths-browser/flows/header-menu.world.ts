/** The header's help menu, through the real portal (../world.ts): on the sign-in page, as on every page. */
import { headerMenuMachine } from '../../../machines/header-menu/header-menu.machine'
import { key, press } from '../gestures'
import { defineWorld } from '../world'
import { signInPath } from './sign-in.world'

export const headerMenuWorld = defineWorld({
  machine: headerMenuMachine,
  starts: { closed: { path: ({ locale }) => signInPath(locale) } },
  gestures: {
    'user.toggle': (_event, walk) => press(walk, 'FOOTER_HELP'),
    'user.dismiss': (_event, walk) => key(walk, 'Escape'),
  },
  calls: {},
})
