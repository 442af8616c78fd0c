/**
 * Log out from the dual-login header (spec sections 1 and 4): end the session, remove the stored token and go
 * to the root. The server is asked, but its answer does not matter: an unreachable server must not keep a
 * person signed in on this browser, so every outcome leaves the same way.
 */
import { fromPromise, setup } from 'xstate'
import { CALL_IN_FLIGHT } from '../shared/calls'

export const logOutMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads `types`; XState ignores it as the machine runs.
  types: {
    events: {} as { type: 'user.logOut' },
  },
  actors: {
    /** Ends the session on the server. Provided by the app. */
    // Stryker disable next-line ArrowFunction,StringLiteral: the app always provides the call (src/shell/log-out.tsx); a placeholder that answers nothing logs out just as one that fails, and no one sees its message.
    endSession: fromPromise<unknown>(() => Promise.reject(new Error('endSession is provided by the app'))),
  },
  // Stryker disable next-line ObjectLiteral: the app always provides both effects (src/shell/log-out.tsx); without it, an effect declared as doing nothing and one not declared at all both do nothing.
  actions: {
    // Effects that leave the machine; the app provides them, tests provide spies.
    forgetStoredTokens: () => {},
    goToSignIn: () => {},
  },
}).createMachine({
  id: 'logOut',
  initial: 'signedIn',
  states: {
    signedIn: {
      on: { 'user.logOut': { target: 'loggingOut' } },
    },
    loggingOut: {
      tags: [CALL_IN_FLIGHT],
      // A second press while the call runs is ignored: one gesture, one call.
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: { target: 'loggedOut', actions: ['forgetStoredTokens', 'goToSignIn'] },
        onError: { target: 'loggedOut', actions: ['forgetStoredTokens', 'goToSignIn'] },
      },
    },
    loggedOut: { type: 'final' },
  },
})
