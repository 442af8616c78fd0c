/**
 * Log out: the fixtures its paths are planned from, and the words of its test cases (../shared/path-model.ts); and
 * what a person sees in each state (../shared/oracle.ts).
 */
import type { AnyMachineSnapshot } from 'xstate'
import { logOutMachine } from './log-out.machine'
import { actorFailures, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import { defineOracle } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

function events(snapshot: AnyMachineSnapshot): ({ type: 'user.logOut' } | ActorOutcomeEvent)[] {
  if (snapshot.matches('loggingOut')) {
    return [
      { type: 'xstate.done.actor.endSession', output: { kind: 'loggedOut' } },
      // An unreachable server logs the person out all the same.
      ...actorFailures('endSession'),
    ]
  }
  return [{ type: 'user.logOut' }]
}

export const logOutPaths = definePathModel({
  title: 'Log out (dual-login header)',
  machine: logOutMachine,
  starts: [{ label: 'signed in', input: undefined as never }],
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  say: (event) => {
    if (event.type === 'user.logOut') return 'press Sign out in the header'
    return sayOtherEvent(event, () => 'the server ends the session')
  },
  screens: {
    'logOut.signedIn': 'the header shows a Sign out button, ready to press; nothing is forgotten yet',
    'logOut.loggingOut':
      'the button says "Signing you out…" and is busy (pressing it again does nothing); nothing is forgotten yet',
    'logOut.loggedOut':
      'the stored sign-in is forgotten and the browser goes to sign in, whatever the server answered',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts); the browser walks check it in the page after every step.

export const logOutOracle = defineOracle({
  machine: logOutMachine,
  screens: {
    'logOut.signedIn': { controls: [{ role: 'button', name: 'LOG_OUT', busy: false }] },
    // Pressing it again does nothing: one gesture, one call.
    'logOut.loggingOut': { controls: [{ role: 'button', name: 'LOGGING_OUT', busy: true }], focus: 'kept' },
    // Whatever the server said, this browser forgets the sign-in (the product's session and a kept token, which
    // the walk's start put there) and goes to sign in.
    'logOut.loggedOut': {
      url: /^\/$/,
      heading: 'SIGN_IN_TITLE',
      storage: { appToken: null, auth_token: null },
    },
  },
})
