import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import {
  forgotPasswordMachine,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  type ForgotPasswordOutcome,
} from '../../machines/forgot-password/forgot-password.machine'
import { ForgotPasswordView } from '../../src/views/forgot-password'
import { describeFlowModel, normalized, replaceText, type ActorOutcomeEvent, type Page } from './flow-model'

type ForgotPage = Page<typeof forgotPasswordMachine>

const outcomes = {
  sent: [{ kind: 'sent', friendlyMessage: 'If the address is right, the email arrives within 5 minutes.' }],
  multipleUsers: [{ kind: 'multipleUsers' }],
  rejected: [{ kind: 'rejected', translationKey: 'ACCOUNT_NOT_ACTIVATED' }],
  noRecord: [{ kind: 'noRecord' }],
} satisfies { [K in ForgotPasswordOutcome['kind']]: Extract<ForgotPasswordOutcome, { kind: K }>[] }

const EMAILS = ['', 'not-an-email', 'sam.student@example.org'] as const

function events(snapshot: AnyMachineSnapshot): (ForgotPasswordEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('sending')) {
    return [
      ...Object.values(outcomes)
        .flat()
        .map((output): ActorOutcomeEvent => ({ type: 'xstate.done.actor.sendResetLink', output })),
      { type: 'xstate.error.actor.sendResetLink', error: new Error('offline') },
    ]
  }
  if (!snapshot.matches('form')) return []
  const { email } = snapshot.context as ForgotPasswordContext
  return [
    ...EMAILS.filter((value) => value !== email).map((value) => ({
      type: 'user.changeEmail' as const,
      value,
    })),
    { type: 'user.submit' },
  ]
}

const emailField = (page: ForgotPage) => screen.getByLabelText(page.text('EMAIL'))
const backLink = (page: ForgotPage) => screen.getByRole('link', { name: page.text('GO_BACK_TO_SIGN_IN') })

function expectForm(page: ForgotPage) {
  expect(screen.getByRole('heading', { level: 1, name: page.text('FORGOT_TITLE') })).toBeInTheDocument()
  expect(emailField(page)).toHaveValue(page.actor.getSnapshot().context.email)
  expect(emailField(page)).toHaveAttribute('autocomplete', 'email')
  expect(backLink(page)).toHaveAttribute('href', page.locale === 'fr-CA' ? '/sdmylife?lang=fr' : '/sdmylife')
}

function expectProblem(page: ForgotPage, message: string) {
  expectForm(page)
  const summary = screen.getByRole('alert')
  expect(summary).toHaveTextContent(normalized(message))
  if (page.lastEvent.type.startsWith('xstate.')) expect(summary).toHaveFocus()
}

describeFlowModel<typeof forgotPasswordMachine>('Forgot password', {
  machine: forgotPasswordMachine,
  starts: [{ label: 'from the SD sign-in', input: undefined as never }],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as ForgotPasswordContext).email]),
  journeyKey: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      (snapshot.context as ForgotPasswordContext).email === 'sam.student@example.org',
    ]),
  render: (actor) => <ForgotPasswordView actor={actor} variant={{ kind: 'sd' }} />,
  perform: {
    'user.changeEmail': (event, page) => replaceText(page, emailField(page), event.value),
    'user.submit': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('SEND_LINK') }))
    },
  },
  expectations: {
    'forgotPassword.form.editing': (page) => {
      expectForm(page)
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'forgotPassword.form.invalid': (page) => {
      expectForm(page)
      const { email } = page.actor.getSnapshot().context
      const message = email.trim() === '' ? page.text('REQUIRED') : page.text('EMAIL_ENTERED_INVALID')
      if (email === 'sam.student@example.org') {
        // Corrected after the failed submit: the field error goes away as soon as the address is valid.
        expect(emailField(page)).not.toHaveAttribute('aria-invalid')
      } else {
        expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
        expect(emailField(page)).toHaveAccessibleDescription(expect.stringContaining(normalized(message)))
        expect(screen.getByRole('alert')).toHaveTextContent(normalized(message))
      }
    },
    'forgotPassword.form.multipleUsers': (page) =>
      expectProblem(page, page.text('MULTIPLE_USER_FOUND_ERROR')),
    'forgotPassword.form.rejected': (page) => expectProblem(page, page.text('ACCOUNT_NOT_ACTIVATED')),
    'forgotPassword.form.noRecord': (page) => expectProblem(page, page.text('NO_RECORD_OF_EMAIL')),
    'forgotPassword.form.failed': (page) => expectProblem(page, page.text('GENERIC_ERROR')),
    'forgotPassword.sending': (page) => {
      expect(screen.getByRole('button', { name: page.text('SEND_LINK') })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      expect(screen.getByText(page.text('SENDING'))).toBeInTheDocument()
      expect(emailField(page)).toHaveAttribute('readonly')
    },
    'forgotPassword.sent': (page) => {
      expect(
        screen.getByRole('heading', { level: 1, name: page.text('LINK_SENT_TITLE') }),
      ).toBeInTheDocument()
      expect(screen.queryByRole('textbox')).toBeNull()
      const confirmation = screen.getByRole('status')
      expect(confirmation).toHaveTextContent(
        normalized(page.text('LINK_SENT_TO', { email: 'sam.student@example.org' })),
      )
      expect(confirmation).toHaveTextContent('If the address is right, the email arrives within 5 minutes.')
      expect(backLink(page)).toBeInTheDocument()
    },
  },
})
