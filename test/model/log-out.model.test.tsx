import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { logOutMachine } from '../../machines/log-out/log-out.machine'
import { LogOutButton } from '../../src/shell/log-out'
import { actorFailures, describeFlowModel, type ActorOutcomeEvent } from './flow-model'

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

describeFlowModel<typeof logOutMachine>('Log out (dual-login header)', {
  machine: logOutMachine,
  starts: [{ label: 'signed in', input: undefined as never }],
  events,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  render: (actor) => <LogOutButton actor={actor} />,
  perform: {
    'user.logOut': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('LOG_OUT') }))
    },
  },
  expectations: {
    'logOut.signedIn': (page) => {
      expect(screen.getByRole('button', { name: page.text('LOG_OUT') })).not.toHaveAttribute('aria-disabled')
      expect(page.effects).toEqual([])
    },
    'logOut.loggingOut': (page) => {
      expect(screen.getByRole('button', { name: page.text('LOGGING_OUT') })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      expect(page.effects).toEqual([])
    },
    'logOut.loggedOut': (page) => {
      expect(page.effects).toEqual(['forgetStoredTokens', 'goToSignIn'])
    },
  },
})
