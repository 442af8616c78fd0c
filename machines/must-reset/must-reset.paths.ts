/**
 * Forced new password: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what they did.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  mustResetMachine,
  type MustResetContext,
  type MustResetEvent,
  type MustResetOutcome,
} from './must-reset.machine'
import { RequestTimeoutError, UnexpectedResponseError } from '../shared/calls'
import { definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import {
  byThePerson,
  defineOracle,
  errorSummary,
  fieldMessages,
  lastEvent,
  lastValue,
  summaryOf,
  touchedFields,
  type Control,
  type PathSoFar,
  type Screen,
  type Words,
} from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

const PASSWORDS = ['', 'short', 'long-enough-1'] as const

function events(snapshot: AnyMachineSnapshot): (MustResetEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('saving')) {
    return [
      { type: 'xstate.done.actor.saveNewPassword', output: { kind: 'saved' } },
      { type: 'xstate.error.actor.saveNewPassword', error: new UnexpectedResponseError(500, 'server fault') },
      { type: 'xstate.error.actor.saveNewPassword', error: new RequestTimeoutError(15_000) },
    ]
  }
  if (!snapshot.matches('form')) return []
  const { password } = snapshot.context as MustResetContext
  return [
    ...PASSWORDS.filter((value) => value !== password).map((value) => ({
      type: 'user.changePassword' as const,
      value,
    })),
    // Leaving a field again changes nothing a plan tells apart, yet it is a step from every state (../shared/steps.ts).
    { type: 'user.leave' as const, field: 'password' as const },
    // Pressing Save password sends what the field holds: what the person typed.
    { type: 'user.submit', values: { password } },
  ]
}

const SERVER_SAYS: Record<MustResetOutcome['kind'], string> = {
  saved: 'the server saves the new password',
}

const form = (problem: string) =>
  `"Choose a new password" form, the new password as typed (the username hidden beside it for password ` +
  `managers), a Back to sign in link; ${problem}`

export const mustResetPaths = definePathModel({
  title: 'Forced new password',
  machine: mustResetMachine,
  starts: [
    {
      label: 'held account',
      input: { account: { userAccountId: 7, token: 'reset-token', username: 'max.mustreset' } },
    },
    { label: 'no held account', input: { account: null } },
  ],
  events,
  serializeState: (snapshot) => {
    const { password, touched } = snapshot.context as MustResetContext
    return JSON.stringify([snapshot.value, password, touched])
  },
  journeyKey: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as MustResetContext).password.length >= 8]),
  say: (event) => {
    switch (event.type) {
      case 'user.changePassword':
        if (event.value === '') return 'clear the new password'
        return event.value.length < 8
          ? `type "${event.value}", fewer than 8 characters`
          : `type "${event.value}", 8 characters or more`
      case 'user.leave':
        return 'leave the new password field'
      case 'user.submit':
        return 'press Save password'
    }
    return sayOtherEvent(event, (output) => SERVER_SAYS[(output as MustResetOutcome).kind])
  },
  branches: {
    'user.submit [isFormInvalid]':
      'the new password is empty or shorter than 8 characters, so nothing is saved',
    'user.submit [otherwise]': 'the new password has 8 characters or more, so the page saves it',
  },
  screens: {
    'mustReset.leaving': 'no account is held (a reload, or a direct visit): the browser goes back to sign in',
    'mustReset.form.editing': form(
      'once the field is left, a problem shows beside it ("This field is required." or "Your password must ' +
        'have at least 8 characters."); no error summary',
    ),
    'mustReset.form.invalid': form(
      'the error summary lists the problem with the new password, if any is left',
    ),
    'mustReset.form.failed': form(
      'the error summary says "Something went wrong on our side. Please try again."; Save password works again',
    ),
    'mustReset.saving': 'Save password is busy ("Saving…") and the new password cannot be changed',
    'mustReset.changed':
      '"Your password has been changed" with a Go to sign in button; the held account is released',
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what they did; the browser walks check it in the page after
// every step.

const typed = (path: PathSoFar) => lastValue(path, 'user.changePassword', '')

/** Characters as a person counts them. */
const length = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length

/** What is wrong with the new password as typed: nothing, or it is missing or too short (spec section 5). */
function problems(path: PathSoFar): { password: Words | null } {
  const password = typed(path)
  if (password === '') return { password: 'REQUIRED' }
  return { password: length(password) < 8 ? 'MIN_CHARACTER_WARNING_8' : null }
}

/** The new password as typed, and its problem beside it once the person has left it or pressed Save. */
const passwordField = (path: PathSoFar): Control => ({
  role: 'field',
  name: 'NEW_PASSWORD',
  value: typed(path),
  message: fieldMessages(problems(path), touchedFields(path, ['password'])).password,
})

const formScreen =
  (problem: readonly Words[] | null) =>
  (path: PathSoFar): Screen => {
    const summary = errorSummary(problem)
    return {
      heading: 'MUST_RESET_TITLE',
      url: /^\/mustreset$/,
      ...summary,
      shows: problem === null ? ['MUST_RESET_INTRO'] : summary.shows,
      controls: [
        passwordField(path),
        { role: 'button', name: 'SAVE_PASSWORD', busy: false },
        { role: 'link', name: 'GO_BACK_TO_SIGN_IN' },
      ],
    }
  }

export const mustResetOracle = defineOracle({
  machine: mustResetMachine,
  screens: {
    // Nothing held (a reload, a direct visit): the person is back at sign in.
    'mustReset.leaving': { url: /^\/$/, heading: 'SIGN_IN_TITLE' },
    'mustReset.form.editing': formScreen(null),
    'mustReset.form.invalid': (path) => formScreen(summaryOf(problems(path)))(path),
    'mustReset.form.failed': formScreen(['GENERIC_ERROR']),
    'mustReset.saving': (path) => ({
      heading: 'MUST_RESET_TITLE',
      busyWords: 'SAVING',
      controls: [passwordField(path), { role: 'button', name: 'SAVE_PASSWORD', busy: true }],
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'mustReset.changed': {
      heading: 'PASSWORD_CHANGED_TITLE',
      url: /^\/mustreset$/,
      shows: ['PASSWORD_CHANGED_BODY'],
      controls: [
        { role: 'link', name: 'GO_TO_SIGN_IN' },
        { role: 'field', name: 'NEW_PASSWORD', absent: true },
      ],
      focus: 'heading',
    },
  },
})
