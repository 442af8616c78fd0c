import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { mustResetMachine } from '../../machines/must-reset/must-reset.machine'
import { MustResetView } from '../../src/screens/must-reset/must-reset'
import {
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type Page,
} from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import { mustResetPaths } from '../../machines/must-reset/must-reset.paths'

type MustResetPage = Page<typeof mustResetMachine>

const passwordField = (page: MustResetPage) =>
  screen.getByLabelText(page.text('NEW_PASSWORD'), { selector: 'input' })

/** REQUIRED when empty, MIN_CHARACTER_WARNING_8 when shorter than 8; shown once the field is touched. */
function expectedPasswordMessage(page: MustResetPage): string | null {
  const { password, touched } = page.actor.getSnapshot().context
  if (!touched.includes('password')) return null
  if (password === '') return page.text('REQUIRED')
  return graphemes(password) < 8 ? page.text('MIN_CHARACTER_WARNING_8') : null
}

/** Characters as a person counts them. */
const graphemes = (value: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)].length

/** The account's username, in a field password managers read and nobody sees, beside the new password. */
function expectUsernameForPasswordManagers(page: MustResetPage) {
  // In the new password's own form, so a password manager ties the two together.
  const field = passwordField(page).closest('form')?.querySelector('input[name="username"]')
  expect(field).toHaveAttribute('autocomplete', 'username')
  expect(field).toHaveAttribute('type', 'text')
  expect(field).toHaveValue(page.actor.getSnapshot().context.account?.username)
  expect(field).toHaveAttribute('readonly')
  expect(field).not.toBeVisible()
  expect(screen.queryByRole('textbox')).toBeNull()
}

function expectForm(page: MustResetPage) {
  expect(screen.getByRole('heading', { level: 1, name: page.text('MUST_RESET_TITLE') })).toBeInTheDocument()
  expect(passwordField(page)).toHaveValue(page.actor.getSnapshot().context.password)
  expect(passwordField(page)).toHaveAttribute('autocomplete', 'new-password')
  expect(screen.getByRole('link', { name: page.text('GO_BACK_TO_SIGN_IN') })).toBeInTheDocument()
  expectFieldMessage(passwordField(page), expectedPasswordMessage(page))
  expectUsernameForPasswordManagers(page)
}

describeFlowModel<typeof mustResetMachine>({
  ...mustResetPaths,
  render: (actor) => <MustResetView actor={actor} />,
  perform: {
    'user.changePassword': (event, page) => replaceText(passwordField(page), event.value),
    'user.leave': (_event, page) => leaveField(passwordField(page)),
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
      // Before a submit a problem shows beside the field only.
      expect(problemShownOrNull()).toBeNull()
    },
    'mustReset.form.invalid': (page) => {
      expectForm(page)
      const message = expectedPasswordMessage(page)
      if (message === null) expect(problemShownOrNull()).toBeNull()
      else expect(problemShown()).toHaveTextContent(normalized(message))
    },
    'mustReset.form.failed': (page) => {
      expectForm(page)
      expect(problemShown()).toHaveTextContent(normalized(page.text('GENERIC_ERROR')))
    },
    'mustReset.saving': (page) => {
      expect(screen.getByRole('button', { name: page.text('SAVE_PASSWORD') })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      // The spinner at once; the busy words only once the wait has lasted (BUSY_WORDS_AFTER_MS), never after
      // the answer (docs/decisions/035).
      expect(screen.queryByText(page.text('SAVING'))).toBeNull()
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
