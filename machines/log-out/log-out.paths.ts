/** Log out: the fixtures its paths are planned from, and the words of its test cases (../shared/path-model.ts). */
import type { AnyMachineSnapshot } from 'xstate'
import { logOutMachine } from './log-out.machine'
import { actorFailures, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'

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
