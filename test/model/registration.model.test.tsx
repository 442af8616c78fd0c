import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import {
  fieldProblems,
  REGISTRATION_FIELDS,
  type RegistrationField,
} from '../../machines/registration/registration.fields'
import type {
  registrationMachine,
  RegistrationDataOutcome,
} from '../../machines/registration/registration.machine'
import type { MessageKey } from '../../src/i18n/i18n'
import { PROBLEM_MESSAGES } from '../../src/screens/parts/errors'
import { RegistrationView } from '../../src/screens/registration/registration'
import {
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  loosely,
  normalized,
  replaceText,
  type Page,
} from './flow-model'
import { problemShown, problemShownOrNull } from '../support/render'
import { INSTITUTIONS, PERSON_EMAIL, registrationPaths } from '../../machines/registration/registration.paths'

type RegistrationPage = Page<typeof registrationMachine>

const LABELS: Record<RegistrationField, MessageKey> = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  displayName: 'DISPLAY_NAME',
  institution: 'INSTITUTION',
  email: 'EMAIL',
}

const field = (page: RegistrationPage, name: RegistrationField) =>
  screen.getByLabelText(page.text(LABELS[name]))

const heading = (page: RegistrationPage) =>
  screen.getByRole('heading', { level: 1, name: page.text('REGISTRATION_TITLE') })

function expectForm(page: RegistrationPage) {
  const context = page.actor.getSnapshot().context
  expect(heading(page)).toBeInTheDocument()
  for (const name of REGISTRATION_FIELDS) expect(field(page, name)).toHaveValue(context[name])

  const select = field(page, 'institution')
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([page.text('SELECT_ONE'), ...INSTITUTIONS.map((institution) => institution.name)])
  expect(field(page, 'displayName')).toHaveAccessibleDescription(
    loosely(page.text('DISPLAY_NAME_HINT'), true),
  )

  const email = field(page, 'email')
  if (context.emailFromClaim) {
    expect(email).toHaveAttribute('readonly')
    expect(email).toHaveValue(PERSON_EMAIL)
    expect(email).toHaveAccessibleDescription(loosely(page.text('EMAIL_FROM_SSO_HINT')))
  }

  const problems = fieldProblems(context)
  for (const name of REGISTRATION_FIELDS) {
    const problem = context.touched.includes(name) ? problems[name] : undefined
    expectFieldMessage(field(page, name), problem === undefined ? null : page.text(PROBLEM_MESSAGES[problem]))
  }
  expect(page.effects).toEqual([])
}

function expectProblem(page: RegistrationPage, message: string) {
  expectForm(page)
  expect(problemShown()).toHaveTextContent(normalized(message))
}

const lastDataOutcome = (page: RegistrationPage) =>
  'output' in page.lastEvent ? (page.lastEvent.output as RegistrationDataOutcome) : null

describeFlowModel<typeof registrationMachine>({
  ...registrationPaths,
  render: (actor) => <RegistrationView actor={actor} />,
  perform: {
    'user.changeFirstName': async (event, page) => replaceText(field(page, 'firstName'), event.value),
    'user.changeLastName': async (event, page) => replaceText(field(page, 'lastName'), event.value),
    'user.changeDisplayName': async (event, page) => replaceText(field(page, 'displayName'), event.value),
    'user.changeInstitution': async (event, page) => replaceText(field(page, 'institution'), event.value),
    'user.changeEmail': async (event, page) => replaceText(field(page, 'email'), event.value),
    'user.leave': async (event, page) => leaveField(field(page, event.field)),
    'user.submit': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('SEND_REQUEST') }))
    },
    'user.retry': async (_event, page) => {
      await page.user.click(screen.getByRole('button', { name: page.text('TRY_AGAIN') }))
    },
  },
  expectations: {
    'registration.loading': (page) => {
      expect(heading(page)).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(page.text('LOADING_REGISTRATION'))
      expect(screen.queryByRole('textbox')).toBeNull()
    },
    'registration.loadFailed': (page) => {
      // A problem page: the problem is the heading.
      expect(
        screen.getByRole('heading', { level: 1, name: page.text('REGISTRATION_LOAD_FAILED_TITLE') }),
      ).toBeInTheDocument()
      expect(problemShown()).toHaveTextContent(normalized(page.text('REGISTRATION_LOAD_FAILED')))
      expect(screen.getByRole('button', { name: page.text('TRY_AGAIN') })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: page.text('GO_TO_SIGN_IN') })).toBeInTheDocument()
      expect(screen.queryByRole('textbox')).toBeNull()
    },
    'registration.form.editing': (page) => {
      expectForm(page)
      expect(problemShownOrNull()).toBeNull()
    },
    'registration.form.invalid': (page) => {
      expectForm(page)
      const problems = fieldProblems(page.actor.getSnapshot().context)
      // Fixed since the submit: the summary has nothing left to list.
      if (Object.keys(problems).length === 0) {
        expect(problemShownOrNull()).toBeNull()
        return
      }
      const summary = problemShown()
      const items = within(summary).queryAllByRole('listitem')
      expect(items).toHaveLength(Object.keys(problems).length)
      for (const [name, problem] of Object.entries(problems)) {
        const link = within(summary).getByRole('link', {
          name: page.text('ERROR_SUMMARY_ITEM', {
            field: page.text(LABELS[name as RegistrationField]),
            message: page.text(PROBLEM_MESSAGES[problem]),
          }),
        })
        expect(link).toHaveAttribute('href', `#${name}`)
      }
    },
    'registration.form.rejected': (page) => {
      const { translationKey } = page.actor.getSnapshot().context
      expectProblem(
        page,
        translationKey === 'REGISTRATION_EMAIL_IN_USE'
          ? page.text('REGISTRATION_EMAIL_IN_USE')
          : page.text('GENERIC_ERROR'),
      )
    },
    'registration.form.failed': (page) => expectProblem(page, page.text('GENERIC_ERROR')),
    'registration.registering': (page) => {
      expect(screen.getByRole('button', { name: page.text('SEND_REQUEST') })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      // The spinner at once; the busy words only once the wait has lasted (BUSY_WORDS_AFTER_MS), never after
      // the answer (docs/decisions/035).
      expect(screen.queryByText(page.text('SENDING_REQUEST'))).toBeNull()
      expect(field(page, 'firstName')).toHaveAttribute('readonly')
      expect(field(page, 'institution')).toHaveAttribute('aria-disabled', 'true')
    },
    'registration.registered': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual(['goToConfirmation'])
      expect(page.actor.getSnapshot().context.registeredEmail).toBe(PERSON_EMAIL)
    },
    'registration.leaving': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual([
        lastDataOutcome(page)?.kind === 'unknownKey' ? 'goToErrorPage' : 'goToNotAllowed',
      ])
    },
  },
})
