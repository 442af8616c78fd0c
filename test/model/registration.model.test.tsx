import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { fieldProblems, REGISTRATION_FIELDS } from '../../machines/registration/registration.fields'
import { registrationMachine } from '../../machines/registration/registration.machine'
import type {
  RegisterOutcome,
  RegistrationContext,
  RegistrationDataOutcome,
  RegistrationEvent,
  RegistrationField,
} from '../../machines/registration/registration.types'
import type { MessageKey } from '../../src/i18n/message-keys'
import { PROBLEM_MESSAGES } from '../../src/views/parts/field-errors'
import { RegistrationView } from '../../src/views/registration'
import {
  actorAnswers,
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type ActorOutcomeEvent,
  type Page,
} from './flow-model'

type RegistrationPage = Page<typeof registrationMachine>

const INSTITUTIONS = [
  { institutionId: 101, name: 'Northern College' },
  { institutionId: 'riverside-ss', name: 'Riverside Secondary School' },
]

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const dataOutcomes = {
  allowed: [
    { kind: 'allowed', userClaim: 'jordan.lee@example.org', institutions: INSTITUTIONS },
    { kind: 'allowed', userClaim: 'NORTHERN\\jlee', institutions: INSTITUTIONS },
    // Nowhere to ask to join: not allowed.
    { kind: 'allowed', userClaim: 'jordan.lee@example.org', institutions: [] },
  ],
  notAllowed: [{ kind: 'notAllowed' }],
  unknownKey: [{ kind: 'unknownKey' }],
} satisfies {
  [K in RegistrationDataOutcome['kind']]: Extract<RegistrationDataOutcome, { kind: K }>[]
}

const registerOutcomes = {
  registered: [{ kind: 'registered' }],
  rejected: [
    { kind: 'rejected', translationKey: 'REGISTRATION_EMAIL_IN_USE' },
    { kind: 'rejected', translationKey: null },
  ],
} satisfies { [K in RegisterOutcome['kind']]: Extract<RegisterOutcome, { kind: K }>[] }

/** What a person types: a good value, one the rules refuse, and nothing. */
const VALUES: Record<RegistrationField, readonly string[]> = {
  firstName: ['Zoë', 'R2D2', ''],
  lastName: ["O'Neil", 'Smith!', ''],
  displayName: ['Zo'],
  institution: ['riverside-ss', ''],
  email: ['jordan.lee@example.org', 'jordan.lee@', ''],
}

const CHANGE_EVENTS = {
  firstName: 'user.changeFirstName',
  lastName: 'user.changeLastName',
  displayName: 'user.changeDisplayName',
  institution: 'user.changeInstitution',
  email: 'user.changeEmail',
} as const satisfies Record<RegistrationField, RegistrationEvent['type']>

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RegistrationContext

const changeTo = (field: RegistrationField, value: string): RegistrationEvent => ({
  type: CHANGE_EVENTS[field],
  value,
})

/**
 * The form is explored the way a person fills it, one field at a time in its order: the first field that
 * still has a problem, or has not been left, gets each value and a leave. With every field done, the
 * institution can go back to 'Select one'. Submitting is possible from every state.
 */
function formEvents(context: RegistrationContext): RegistrationEvent[] {
  const problems = fieldProblems(context)
  const pending = REGISTRATION_FIELDS.find(
    (field) => problems[field] !== undefined || !context.touched.includes(field),
  )
  const events: RegistrationEvent[] = []
  if (pending === undefined) events.push(changeTo('institution', ''))
  else {
    const editable = !(pending === 'email' && context.emailFromClaim)
    if (editable) {
      for (const value of VALUES[pending]) {
        if (value !== context[pending]) events.push(changeTo(pending, value))
      }
    }
    if (!context.touched.includes(pending)) events.push({ type: 'user.leave', field: pending })
  }
  events.push({ type: 'user.submit' })
  return events
}

function events(snapshot: AnyMachineSnapshot): (RegistrationEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('loading')) return actorAnswers('loadRegistrationData', dataOutcomes)
  if (snapshot.matches('loadFailed')) return [{ type: 'user.retry' }]
  if (snapshot.matches('registering')) return actorAnswers('register', registerOutcomes)
  if (!snapshot.matches('form')) return []
  return formEvents(contextOf(snapshot))
}

/** Whole journeys: each field given a good value in turn, then a submit. */
function journeyEvents(snapshot: AnyMachineSnapshot): (RegistrationEvent | ActorOutcomeEvent)[] {
  if (!snapshot.matches('form')) return events(snapshot)
  const context = contextOf(snapshot)
  const problems = fieldProblems(context)
  const pending = REGISTRATION_FIELDS.find((field) => problems[field] !== undefined)
  const [good] = pending === undefined ? [] : VALUES[pending]
  return [
    ...(pending === undefined || good === undefined ? [] : [changeTo(pending, good)]),
    { type: 'user.submit' },
  ]
}

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
  expect(field(page, 'displayName')).toHaveAccessibleDescription(normalized(page.text('DISPLAY_NAME_HINT')))

  const email = field(page, 'email')
  if (context.emailFromClaim) {
    expect(email).toHaveAttribute('readonly')
    expect(email).toHaveValue('jordan.lee@example.org')
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining(normalized(page.text('EMAIL_FROM_SSO_HINT'))),
    )
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
  expect(screen.getByRole('alert')).toHaveTextContent(normalized(message))
}

const lastDataOutcome = (page: RegistrationPage) =>
  'output' in page.lastEvent ? (page.lastEvent.output as RegistrationDataOutcome) : null

describeFlowModel<typeof registrationMachine>('SSO registration', {
  machine: registrationMachine,
  starts: [{ label: 'a new SSO identity', input: { k: 'sso-key-1' } }],
  events,
  journeyEvents,
  serializeState: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.emailFromClaim,
      REGISTRATION_FIELDS.map((name) => context[name]),
      [...context.touched].sort(),
      context.translationKey,
    ])
  },
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.emailFromClaim,
      Object.keys(fieldProblems(context)).length,
      context.translationKey,
    ])
  },
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
      expect(heading(page)).toBeInTheDocument()
      expect(screen.getByRole('alert')).toHaveTextContent(normalized(page.text('REGISTRATION_LOAD_FAILED')))
      expect(screen.getByRole('button', { name: page.text('TRY_AGAIN') })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: page.text('GO_TO_SIGN_IN') })).toBeInTheDocument()
      expect(screen.queryByRole('textbox')).toBeNull()
    },
    'registration.form.editing': (page) => {
      expectForm(page)
      expect(screen.queryByRole('alert')).toBeNull()
    },
    'registration.form.invalid': (page) => {
      expectForm(page)
      const problems = fieldProblems(page.actor.getSnapshot().context)
      // Fixed since the submit: the summary has nothing left to list.
      if (Object.keys(problems).length === 0) {
        expect(screen.queryByRole('alert')).toBeNull()
        return
      }
      const summary = screen.getByRole('alert')
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
      expect(screen.getByText(page.text('SENDING_REQUEST'))).toBeInTheDocument()
      expect(field(page, 'firstName')).toHaveAttribute('readonly')
      expect(field(page, 'institution')).toHaveAttribute('aria-disabled', 'true')
    },
    'registration.registered': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual(['goToConfirmation'])
      expect(page.actor.getSnapshot().context.registeredEmail).toBe('jordan.lee@example.org')
    },
    'registration.leaving': (page) => {
      expect(screen.getByRole('status')).toHaveTextContent(page.text('REDIRECTING'))
      expect(page.effects).toEqual([
        lastDataOutcome(page)?.kind === 'unknownKey' ? 'goToErrorPage' : 'goToNotAllowed',
      ])
    },
  },
})
