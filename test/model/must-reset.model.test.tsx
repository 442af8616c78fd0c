import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import {
  mustResetMachine,
  type MustResetContext,
  type MustResetEvent,
} from '../../machines/must-reset/must-reset.machine'
import { MustResetView } from '../../src/views/must-reset'
import { describeFlowModel, normalized, replaceText, type ActorOutcomeEvent, type Page } from './flow-model'

type MustResetPage = Page<typeof mustResetMachine>

const PASSWORDS = ['', 'short', 'long-enough-1'] as const

function events(snapshot: AnyMachineSnapshot): (MustResetEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('saving')) {
    return [
      { type: 'xstate.done.actor.saveNewPassword', output: undefined },
      { type: 'xstate.error.actor.saveNewPassword', error: new Error('500') },
    ]
  }
  if (!snapshot.matches('form')) return []
  const { password } = snapshot.context as MustResetContext
  return [
    ...PASSWORDS.filter((value) => value !== password).map((value) => ({
      type: 'user.changePassword' as const,
      value,
    })),
    { type: 'user.submit' },
  ]
}

const passwordField = (page: MustResetPage) =>
  screen.getByLabelText(page.text('NEW_PASSWORD'), { selector: 'input' })

function expectForm(page: MustResetPage) {
  expect(screen.getByRole('heading', { level: 1, name: page.text('MUST_RESET_TITLE') })).toBeInTheDocument()
  expect(passwordField(page)).toHaveValue(page.actor.getSnapshot().context.password)
  expect(passwordField(page)).toHaveAttribute('autocomplete', 'new-password')
  expect(screen.getByRole('link', { name: page.text('GO_BACK_TO_SIGN_IN') })).toBeInTheDocument()
}

describeFlowModel<typeof mustResetMachine>('Forced new password', {
  machine: mustResetMachine,
  starts: [
    { label: 'held account', input: { account: { userAccountId: 7, token: 'reset-token' } } },
    { label: 'no held account', input: { account: null } },
  ],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as MustResetContext).password]),
  journeyKey: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as MustResetContext).password.length >= 8]),
  render: (actor) => <MustResetView actor={actor} />,
  perform: {
    'user.changePassword': (event, page) => replaceText(page, passwordField(page), event.value),
    'user.submit': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('SAVE_PASSWORD') }))
    },
  },
  expectations: {
    'mustReset.leaving': (page) => {
      expect(page.effects).toEqual(['goToSignIn'])
      expect(screen.queryByRole('textbox')).toBeNull()
    },
    'mustReset.form.editing': (page) => {
      expectForm(page)
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'mustReset.form.invalid': (page) => {
      expectForm(page)
      const tooShort = page.actor.getSnapshot().context.password.length < 8
      if (tooShort) {
        expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true')
        expect(screen.getByRole('alert')).toHaveTextContent(normalized(page.text('MIN_CHARACTER_WARNING_8')))
      } else {
        expect(passwordField(page)).not.toHaveAttribute('aria-invalid')
      }
    },
    'mustReset.form.failed': (page) => {
      expectForm(page)
      expect(screen.getByRole('alert')).toHaveTextContent(normalized(page.text('GENERIC_ERROR')))
    },
    'mustReset.saving': (page) => {
      expect(screen.getByRole('button', { name: page.text('SAVE_PASSWORD') })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      expect(screen.getByText(page.text('SAVING'))).toBeInTheDocument()
    },
    'mustReset.changed': (page) => {
      expect(
        screen.getByRole('heading', { level: 1, name: page.text('PASSWORD_CHANGED_TITLE') }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: page.text('GO_TO_SIGN_IN') })).toBeInTheDocument()
      expect(page.effects).toEqual(['releaseMustResetAccount'])
    },
  },
})
