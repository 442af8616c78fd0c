import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { logOutMachine } from '../../machines/log-out/log-out.machine'
import { LogOutButton } from '../../src/shell/log-out'
import { describeFlowModel } from './flow-model'
import { logOutPaths } from '../../machines/log-out/log-out.paths'

describeFlowModel<typeof logOutMachine>({
  ...logOutPaths,
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
