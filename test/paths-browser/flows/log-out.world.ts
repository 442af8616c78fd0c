/** Log out from the dual-login header, through the real portal (../world.ts): the chooser's header has it. */
import { outcomeOf } from '../../../src/api/endpoint'
import { logOutEndpoint } from '../../../src/api/log-out'
import { switchAccountEndpoint } from '../../../src/api/switch-account'
import { logOutMachine } from '../../../machines/log-out/log-out.machine'
import { press } from '../gestures'
import { defineWorld } from '../world'
import { APP_TOKEN, AUTH_TOKEN } from '../../../src/kept-in-browser'
import { arriveAtChooser, workspacesAnswer } from './switch-account.world'

export const logOutWorld = defineWorld({
  machine: logOutMachine,
  starts: {
    'signed in': {
      // The chooser lists a workspace, so it stays while the person logs out from its header.
      arrive: async (walk, run) => {
        const listed = {
          kind: 'listed',
          workspaces: [{ type: 'Educator', url: 'https://product.example.org/educator' }],
        } as const
        await run.queue(
          switchAccountEndpoint.path,
          workspacesAnswer({ ...listed, workspaces: [...listed.workspaces] }, walk.origin),
        )
        await run.release(switchAccountEndpoint.path)
        await arriveAtChooser(walk, run, {
          k: 'k-log-out',
          cameFrom: 'https://product.example.org/educator',
          redirectPolicy: { origin: '', allowedOrigins: [] },
        })
        // A signed-in person's storage: the product's session and a kept token, which logging out removes.
        await walk.person.tab.evaluate(
          (keys: readonly string[]) => {
            for (const key of keys) localStorage.setItem(key, `${key}-of-this-walk`)
          },
          [AUTH_TOKEN, APP_TOKEN],
        )
      },
    },
  },
  gestures: { 'user.logOut': (_event, walk) => press(walk, 'LOG_OUT') },
  calls: {
    endSession: {
      path: () => logOutEndpoint.path,
      read: (answer) => outcomeOf(logOutEndpoint, answer),
      answer: () => ({ status: 200, json: {} }),
    },
  },
})
