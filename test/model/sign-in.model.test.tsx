import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { signInMachine } from '../../machines/sign-in/sign-in.machine'
import { SignInView } from '../../src/screens/sign-in/sign-in'
import {
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type Page,
} from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import { REJECTED_MESSAGE, signInPaths } from '../../machines/sign-in/sign-in.paths'

type SignInPage = Page<typeof signInMachine>

const usernameField = (page: SignInPage) => screen.getByLabelText(page.text('USERNAME_OR_EMAIL'))
const passwordField = (page: SignInPage) =>
  screen.getByLabelText(page.text('PASSWORD'), { selector: 'input' })

/** Whatever the form state, what the person typed is on screen and the links lead where the spec says. */
function expectForm(page: SignInPage) {
  const context = page.actor.getSnapshot().context
  expect(screen.getByRole('heading', { level: 1, name: page.text('SIGN_IN_TITLE') })).toBeInTheDocument()
  expect(usernameField(page)).toHaveValue(context.username)
  expect(passwordField(page)).toHaveValue(context.password)
  expect(passwordField(page)).toHaveAttribute('autocomplete', 'current-password')
  const keep = screen.getByRole('checkbox', { name: page.text('KEEP_ME_SIGNED_IN') })
  if (context.keepSignedIn) expect(keep).toBeChecked()
  else expect(keep).not.toBeChecked()
  const lang = page.locale === 'fr-CA' ? '?lang=fr' : ''
  expect(screen.getByRole('link', { name: page.text('TROUBLE_SIGNING_IN') })).toHaveAttribute(
    'href',
    `/forgot${lang}`,
  )
  expect(screen.getByRole('link', { name: page.text('DONT_HAVE_ACCOUNT') })).toHaveAttribute(
    'href',
    `/noaccount${lang}`,
  )
  expect(screen.getByRole('button', { name: page.text('SIGN_IN_BUTTON') })).not.toHaveAttribute(
    'aria-disabled',
  )
  if (context.savedAppToken !== null) expect(page.effects).toContain('forgetAppToken')
  // REQUIRED shows beside a field once it has been touched (left, or submitted) and is empty.
  const required = page.text('REQUIRED')
  const touched = (field: 'username' | 'password') => context.touched.includes(field)
  expectFieldMessage(
    usernameField(page),
    touched('username') && context.username.trim() === '' ? required : null,
  )
  expectFieldMessage(passwordField(page), touched('password') && context.password === '' ? required : null)
}

function expectProblem(page: SignInPage, message: string) {
  expectForm(page)
  const summary = problemShown()
  expect(summary).toHaveTextContent(normalized(page.text('ERROR_SUMMARY_TITLE')))
  expect(summary).toHaveTextContent(normalized(message))
  // The summary takes focus when it appears, so a screen reader reads it at once; typing keeps focus.
  if (page.lastEvent.type.startsWith('xstate.')) expect(summary).toHaveFocus()
}

describeFlowModel<typeof signInMachine>({
  ...signInPaths,
  render: (actor) => <SignInView actor={actor} />,
  perform: {
    'user.changeUsername': async (event, page) => {
      await replaceText(usernameField(page), event.value)
    },
    'user.changePassword': async (event, page) => {
      await replaceText(passwordField(page), event.value)
    },
    'user.leave': async (event, page) => {
      await leaveField(event.field === 'username' ? usernameField(page) : passwordField(page))
    },
    'user.changeKeepSignedIn': async (_event, page) => {
      await page.user.click(screen.getByRole('checkbox', { name: page.text('KEEP_ME_SIGNED_IN') }))
    },
    'user.submit': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('SIGN_IN_BUTTON') }))
    },
  },
  expectations: {
    'signIn.resumingSession': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('RESUMING_SESSION'))
      expect(screen.queryByRole('textbox')).toBeNull()
    },
    'signIn.form.editing': (page) => {
      expectForm(page)
      // Before a submit, problems show only beside the fields: no summary, and nothing was sent.
      expect(problemShownOrNull()).toBeNull()
      expect(page.effects).not.toContain('redirectToDestination')
    },
    'signIn.form.invalid': (page) => {
      expectForm(page)
      const context = page.actor.getSnapshot().context
      // After a submit the summary lists what is still missing; it empties as the person fills the fields in.
      const missing = [context.username.trim() === '', context.password === ''].filter(Boolean).length
      if (missing > 0) {
        const summary = problemShown()
        expect(summary.querySelectorAll('li')).toHaveLength(missing)
        expect(summary).toHaveTextContent(page.text('REQUIRED'))
      }
    },
    'signIn.form.rejected': (page) => {
      expectProblem(page, REJECTED_MESSAGE)
      if (page.lastEvent.type.startsWith('xstate.')) expect(passwordField(page)).toHaveValue('')
    },
    'signIn.form.notFound': (page) => {
      expectProblem(page, page.text('USERNAME_OR_PASSWORD_NOT_FOUND'))
      if (page.lastEvent.type.startsWith('xstate.')) expect(passwordField(page)).toHaveValue('')
    },
    'signIn.form.failed': (page) => expectProblem(page, page.text('GENERIC_ERROR')),
    'signIn.submitting': (page) => {
      const button = screen.getByRole('button', { name: page.text('SIGN_IN_BUTTON') })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      // The spinner at once; the busy words only once the wait has lasted (BUSY_WORDS_AFTER_MS), never after
      // the answer (docs/decisions/035).
      expect(screen.queryByText(page.text('SIGNING_IN'))).toBeNull()
      expect(usernameField(page)).toHaveAttribute('readonly')
      expect(problemShownOrNull()).toBeNull()
    },
    'signIn.redirecting': (page) => {
      const context = page.actor.getSnapshot().context
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects.at(-1)).toBe('redirectToDestination')
      // The browser goes to the absolute url the policy parsed, never to the raw string the server sent.
      expect(context.destination).toMatch(/^https?:\/\/(localhost:3000|product\.example\.org)\//)
      const kept = context.keepSignedIn && context.appToken !== null
      if (kept) expect(page.effects).toContain('storeAppToken')
      else expect(page.effects).not.toContain('storeAppToken')
    },
    'signIn.mustReset': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual(expect.arrayContaining(['holdMustResetAccount', 'goToMustReset']))
      expect(page.effects).not.toContain('storeAppToken')
    },
  },
})
