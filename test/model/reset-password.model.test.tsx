import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { resetPasswordMachine } from '../../machines/reset-password/reset-password.machine'
import type { MessageKey } from '../../src/i18n/i18n'
import { ResetPasswordView } from '../../src/screens/reset-password/reset-password'
import {
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type Page,
} from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import {
  contextOf,
  redirectPolicy,
  resetPasswordPaths,
} from '../../machines/reset-password/reset-password.paths'

type ResetPage = Page<typeof resetPasswordMachine>

const activating = (page: ResetPage) => contextOf(page.actor.getSnapshot()).kind !== 'reset'
const passwordField = (page: ResetPage) =>
  screen.getByLabelText(page.text(activating(page) ? 'CREATE_PASSWORD' : 'NEW_PASSWORD'), {
    selector: 'input',
  })
const confirmField = (page: ResetPage) =>
  screen.getByLabelText(page.text('CONFIRM_PASSWORD'), { selector: 'input' })
const submitButton = (page: ResetPage) =>
  screen.getByRole('button', {
    name: page.text(activating(page) ? 'ACTIVATE_ACCOUNT_BUTTON' : 'SIGN_IN_BUTTON'),
  })
const heading = (page: ResetPage) =>
  screen.getByRole('heading', {
    level: 1,
    name: page.text(activating(page) ? 'ACTIVATE_ACCOUNT' : 'RESET_PASSWORD'),
  })

/** REQUIRED, MIN_CHARACTER_WARNING_8 and the mismatch show once a field is touched (spec section 5). */
function expectedMessages(page: ResetPage): { password: string | null; confirmPassword: string | null } {
  const { password, confirmPassword, touched } = contextOf(page.actor.getSnapshot())
  const passwordMessage =
    password === ''
      ? page.text('REQUIRED')
      : password.length < 8
        ? page.text('MIN_CHARACTER_WARNING_8')
        : null
  const confirmMessage =
    confirmPassword === ''
      ? page.text('REQUIRED')
      : confirmPassword !== password
        ? page.text('PASSWORDS_DO_NOT_MATCH')
        : null
  return {
    password: touched.includes('password') ? passwordMessage : null,
    confirmPassword: touched.includes('confirmPassword') ? confirmMessage : null,
  }
}

function expectForm(page: ResetPage) {
  const context = contextOf(page.actor.getSnapshot())
  expect(heading(page)).toBeInTheDocument()
  expect(passwordField(page)).toHaveValue(context.password)
  expect(passwordField(page)).toHaveAttribute('autocomplete', 'new-password')
  const messages = expectedMessages(page)
  expectFieldMessage(passwordField(page), messages.password)
  const summary = document.querySelector<HTMLElement>('.account-summary')
  if (summary === null) throw new Error('no account summary')
  const details = within(summary)
  // Activation shows the email, a reset the username (spec: Reset / activate page).
  if (context.kind === 'reset') expect(details.getByText('paula.parent')).toBeInTheDocument()
  else if (context.kind === 'higherEdActivation')
    expect(details.getByText('hana.highered@example.org')).toBeInTheDocument()
  else expect(details.getByText('paula.parent@example.org')).toBeInTheDocument()
  if (context.kind === 'activateParent') {
    expect(confirmField(page)).toHaveValue(context.confirmPassword)
    expectFieldMessage(confirmField(page), messages.confirmPassword)
    expect(details.getByText('Paula Parent')).toBeInTheDocument()
    if (context.family === null)
      expect(details.getByText(page.text('CHILDREN_NOT_LOADED'))).toBeInTheDocument()
    else {
      expect(details.getByText('Sam Student')).toBeInTheDocument()
      expect(details.getByText('Léa Tremblay')).toBeInTheDocument()
    }
    expect(details.queryByText('Lakeside Secondary School')).toBeNull()
  } else {
    expect(screen.queryByLabelText(page.text('CONFIRM_PASSWORD'))).toBeNull()
    expect(details.getByText(page.text('ACCESS_TO'))).toBeInTheDocument()
    expect(
      details.getByText(
        context.kind === 'higherEdActivation' ? 'Northern College' : 'Lakeside Secondary School',
      ),
    ).toBeInTheDocument()
  }
  // Show/hide for each password field, each named for its field.
  expect(screen.getAllByRole('button', { name: page.text('SHOW_PASSWORD') })).toHaveLength(1)
  expect(screen.queryAllByRole('button', { name: page.text('SHOW_CONFIRM_PASSWORD') })).toHaveLength(
    context.kind === 'activateParent' ? 1 : 0,
  )
  expect(page.effects).not.toContain('redirectToDestination')
}

/** A link that cannot be used: the problem as the heading, no form, what happened, a way to a new link (/forgot). */
function expectLinkProblem(page: ResetPage, title: MessageKey, message: string) {
  expect(screen.getByRole('heading', { level: 1, name: page.text(title) })).toBeInTheDocument()
  expect(screen.queryByRole('textbox')).toBeNull()
  expect(document.querySelector('input[type="password"]')).toBeNull()
  expect(problemShown()).toHaveTextContent(normalized(message))
  const lang = page.locale === 'fr-CA' ? '?lang=fr' : ''
  expect(screen.getByRole('link', { name: page.text('GET_NEW_LINK') })).toHaveAttribute(
    'href',
    `/forgot${lang}`,
  )
}

describeFlowModel<typeof resetPasswordMachine>({
  ...resetPasswordPaths,
  render: (actor) => <ResetPasswordView actor={actor} />,
  perform: {
    'user.changePassword': (event, page) => replaceText(passwordField(page), event.value),
    'user.changeConfirmPassword': (event, page) => replaceText(confirmField(page), event.value),
    'user.leave': (event, page) =>
      leaveField(event.field === 'password' ? passwordField(page) : confirmField(page)),
    'user.submit': async (_event, page) => {
      await page.user.click(submitButton(page))
    },
    'user.retry': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('TRY_AGAIN') }))
    },
  },
  expectations: {
    'resetPassword.checking': (page) => {
      expect(heading(page)).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(page.text('CHECKING_LINK'))
      expect(document.querySelector('input[type="password"]')).toBeNull()
    },
    'resetPassword.loadingFamily': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('CHECKING_LINK'))
      expect(document.querySelector('input[type="password"]')).toBeNull()
    },
    'resetPassword.checkFailed': (page) => {
      expectLinkProblem(page, 'LINK_FAILED_TITLE', page.text('GENERIC_ERROR'))
      expect(screen.getByRole('button', { name: page.text('TRY_AGAIN') })).toBeInTheDocument()
    },
    'resetPassword.invalid': (page) => {
      expectLinkProblem(page, 'LINK_FAILED_TITLE', page.text('GENERIC_ERROR'))
      expect(screen.queryByRole('button', { name: page.text('TRY_AGAIN') })).toBeNull()
    },
    'resetPassword.expired': (page) => {
      const parent = contextOf(page.actor.getSnapshot()).kind === 'activateParent'
      expectLinkProblem(
        page,
        'LINK_EXPIRED_TITLE',
        page.text(parent ? 'LINK_EXPIRED_PARENT_TEXT' : 'LINK_EXPIRED_TEXT'),
      )
    },
    'resetPassword.used': (page) => {
      expectLinkProblem(page, 'LINK_USED_TITLE', page.text('LINK_USED_TEXT'))
      expect(screen.getByRole('link', { name: page.text('GO_TO_SIGN_IN') })).toBeInTheDocument()
    },
    'resetPassword.form.editing': (page) => {
      expectForm(page)
      expect(problemShownOrNull()).toBeNull()
    },
    'resetPassword.form.invalid': (page) => {
      expectForm(page)
      const messages = Object.values(expectedMessages(page)).filter((message) => message !== null)
      if (messages.length === 0) expect(problemShownOrNull()).toBeNull()
      else {
        const summary = problemShown()
        for (const message of messages) expect(summary).toHaveTextContent(normalized(message))
      }
    },
    'resetPassword.form.failed': (page) => {
      expectForm(page)
      const summary = problemShown()
      expect(summary).toHaveTextContent(normalized(page.text('GENERIC_ERROR')))
      if (page.lastEvent.type.startsWith('xstate.')) expect(summary).toHaveFocus()
    },
    'resetPassword.saving': (page) => {
      expect(submitButton(page)).toHaveAttribute('aria-disabled', 'true')
      expect(passwordField(page)).toHaveAttribute('readonly')
      // The spinner at once; the busy words only once the wait has lasted (BUSY_WORDS_AFTER_MS), never after
      // the answer (docs/decisions/035).
      expect(screen.queryByText(page.text(activating(page) ? 'ACTIVATING' : 'SAVING'))).toBeNull()
    },
    'resetPassword.redirecting': (page) => {
      const context = contextOf(page.actor.getSnapshot())
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual(['redirectToDestination'])
      // The absolute url the policy parsed, marked for an activation.
      const expected = new URL('/demo/signed-in?session=s1', redirectPolicy.origin)
      if (context.kind !== 'reset') expected.searchParams.set('activate', 'true')
      expect(context.destination).toBe(expected.href)
    },
  },
})
