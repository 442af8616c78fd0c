import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { SIGN_IN_FIELDS } from '../../machines/sign-in/sign-in.fields'
import { signInMachine } from '../../machines/sign-in/sign-in.machine'
import type {
  LoginOutcome,
  ResumeOutcome,
  SignInContext,
  SignInEvent,
  SignInInput,
} from '../../machines/sign-in/sign-in.types'
import { SignInView } from '../../src/views/sign-in'
import {
  actorFailures,
  describeFlowModel,
  expectFieldMessage,
  leaveField,
  normalized,
  replaceText,
  type ActorOutcomeEvent,
  type Page,
} from './flow-model'
import { RequestTimeoutError } from '../../src/api/client'

type SignInPage = Page<typeof signInMachine>

// A 500 from login or redirect is one of their typed outcomes, not a rejection.
const SIGN_IN_FAILURES = [new TypeError('Failed to fetch'), new RequestTimeoutError(15_000)]

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: ['https://product.example.org'] }
const baseInput: SignInInput = {
  variant: { kind: 'standard' },
  redirect: null,
  timedOut: false,
  arrivedWithError: false,
  savedAppToken: null,
  redirectPolicy,
}

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const loginOutcomes = {
  signedIn: [
    { kind: 'signedIn', url: 'http://localhost:3000/demo/signed-in?session=s1', appToken: 'app-token-1' },
    { kind: 'signedIn', url: 'https://product.example.org/home', appToken: null },
    { kind: 'signedIn', url: 'javascript:alert(1)', appToken: 'app-token-2' },
  ],
  mustReset: [{ kind: 'mustReset', account: { userAccountId: 7, token: 'reset-token' } }],
  rejected: [{ kind: 'rejected', message: 'The password you entered is incorrect.' }],
  notFound: [{ kind: 'notFound' }],
} satisfies { [K in LoginOutcome['kind']]: Extract<LoginOutcome, { kind: K }>[] }

const resumeOutcomes = {
  resumed: [
    { kind: 'resumed', url: '/demo/signed-in?session=kept' },
    { kind: 'resumed', url: '//evil.example/steal' },
  ],
  refused: [{ kind: 'refused' }],
} satisfies { [K in ResumeOutcome['kind']]: Extract<ResumeOutcome, { kind: K }>[] }

const done = (id: string, output: unknown): ActorOutcomeEvent => ({ type: `xstate.done.actor.${id}`, output })
/** The unexpected failures an adapter rejects with: the network, and a call that ran out of time. */
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SignInContext

function events(snapshot: AnyMachineSnapshot): (SignInEvent | ActorOutcomeEvent)[] {
  const context = contextOf(snapshot)
  if (snapshot.matches('resumingSession')) {
    return [
      ...Object.values(resumeOutcomes)
        .flat()
        .map((output) => done('resumeSession', output)),
      ...actorFailures('resumeSession', SIGN_IN_FAILURES),
    ]
  }
  if (snapshot.matches('submitting')) {
    return [
      ...Object.values(loginOutcomes)
        .flat()
        .map((output) => done('login', output)),
      ...actorFailures('login', SIGN_IN_FAILURES),
    ]
  }
  // The form is walked from the start without a kept session; the kept-session start covers resuming only.
  if (!snapshot.matches('form') || context.savedAppToken !== null) return []
  return [
    { type: 'user.changeUsername', value: context.username === '' ? 'sam.student' : '' },
    { type: 'user.changePassword', value: context.password === '' ? 'Demo-pass-1' : '' },
    { type: 'user.changeKeepSignedIn', value: !context.keepSignedIn },
    ...SIGN_IN_FIELDS.filter((field) => !context.touched.includes(field)).map((field) => ({
      type: 'user.leave' as const,
      field,
    })),
    { type: 'user.submit' },
  ]
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = contextOf(snapshot)
  return JSON.stringify([
    snapshot.value,
    context.username !== '',
    context.password !== '',
    context.keepSignedIn,
    [...context.touched].sort(),
    context.savedAppToken !== null,
  ])
}

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
  const summary = screen.getByRole('alert')
  expect(summary).toHaveTextContent(normalized(page.text('ERROR_SUMMARY_TITLE')))
  expect(summary).toHaveTextContent(normalized(message))
  // The summary takes focus when it appears, so a screen reader reads it at once; typing keeps focus.
  if (page.lastEvent.type.startsWith('xstate.')) expect(summary).toHaveFocus()
}

describeFlowModel<typeof signInMachine>('Sign-in', {
  machine: signInMachine,
  starts: [
    { label: 'no kept session', input: baseInput },
    { label: 'kept session', input: { ...baseInput, savedAppToken: 'kept-token' } },
  ],
  events,
  serializeState,
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([snapshot.value, context.username !== '', context.password !== ''])
  },
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
      expect(screen.queryByRole('alert')).toBeNull()
      expect(page.effects).not.toContain('redirectToDestination')
    },
    'signIn.form.invalid': (page) => {
      expectForm(page)
      const context = page.actor.getSnapshot().context
      // After a submit the summary lists what is still missing; it empties as the person fills the fields in.
      const missing = [context.username.trim() === '', context.password === ''].filter(Boolean).length
      if (missing > 0) {
        const summary = screen.getByRole('alert')
        expect(summary.querySelectorAll('li')).toHaveLength(missing)
        expect(summary).toHaveTextContent(page.text('REQUIRED'))
      }
    },
    'signIn.form.rejected': (page) => {
      expectProblem(page, 'The password you entered is incorrect.')
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
      expect(screen.getByText(page.text('SIGNING_IN'))).toBeInTheDocument()
      expect(usernameField(page)).toHaveAttribute('readonly')
      expect(screen.queryByRole('alert')).toBeNull()
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
