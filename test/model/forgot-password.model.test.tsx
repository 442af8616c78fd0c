import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { forgotPasswordMachine } from '../../machines/forgot-password/forgot-password.machine'
import { ForgotPasswordView } from '../../src/screens/forgot-password/forgot-password'
import {
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type Page,
} from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import { forgotPasswordPaths, KNOWN_EMAIL } from '../../machines/forgot-password/forgot-password.paths'

type ForgotPage = Page<typeof forgotPasswordMachine>

const emailField = (page: ForgotPage) => screen.getByLabelText(page.text('EMAIL'))
const backLink = (page: ForgotPage) => screen.getByRole('link', { name: page.text('GO_BACK_TO_SIGN_IN') })

/** REQUIRED when blank, EMAIL_ENTERED_INVALID when it is not an address; shown once the field is touched. */
function expectedEmailMessage(page: ForgotPage): string | null {
  const { email, touched } = page.actor.getSnapshot().context
  if (!touched.includes('email')) return null
  if (email.trim() === '') return page.text('REQUIRED')
  return email === KNOWN_EMAIL ? null : page.text('EMAIL_ENTERED_INVALID')
}

function expectForm(page: ForgotPage) {
  expect(screen.getByRole('heading', { level: 1, name: page.text('FORGOT_TITLE') })).toBeInTheDocument()
  expect(emailField(page)).toHaveValue(page.actor.getSnapshot().context.email)
  expect(emailField(page)).toHaveAttribute('autocomplete', 'email')
  expect(backLink(page)).toHaveAttribute('href', page.locale === 'fr-CA' ? '/sdmylife?lang=fr' : '/sdmylife')
  expectFieldMessage(emailField(page), expectedEmailMessage(page))
}

function expectProblem(page: ForgotPage, message: string) {
  expectForm(page)
  const summary = problemShown()
  expect(summary).toHaveTextContent(normalized(message))
  if (page.lastEvent.type.startsWith('xstate.')) expect(summary).toHaveFocus()
}

describeFlowModel<typeof forgotPasswordMachine>({
  ...forgotPasswordPaths,
  render: (actor) => <ForgotPasswordView actor={actor} signInPage={{ kind: 'sd' }} />,
  perform: {
    'user.changeEmail': (event, page) => replaceText(emailField(page), event.value),
    'user.leave': (_event, page) => leaveField(emailField(page)),
    'user.submit': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('SEND_LINK') }))
    },
  },
  expectations: {
    'forgotPassword.form.editing': (page) => {
      expectForm(page)
      // Before a submit a problem shows beside the field only.
      expect(problemShownOrNull()).toBeNull()
    },
    'forgotPassword.form.invalid': (page) => {
      expectForm(page)
      // The summary follows what is typed: it goes as soon as the address is valid.
      const message = expectedEmailMessage(page)
      if (message === null) expect(problemShownOrNull()).toBeNull()
      else expect(problemShown()).toHaveTextContent(normalized(message))
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
      // The spinner at once; the busy words only once the wait has lasted (BUSY_WORDS_AFTER_MS), never after
      // the answer (docs/decisions/035).
      expect(screen.queryByText(page.text('SENDING'))).toBeNull()
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
