/**
 * Reset or activate from a link: what a person sees in each state (../shared/oracle.ts), from the link they opened,
 * what they typed and what the server said.
 */
import {
  byThePerson,
  defineOracle,
  errorSummary,
  fieldMessages,
  lastAnswer,
  lastEvent,
  lastValue,
  summaryOf,
  touchedFields,
  type Control,
  type PathSoFar,
  type Screen,
  type Words,
} from '../shared/oracle'
import { resetPasswordMachine } from './reset-password.machine'
import type {
  FamilyOutcome,
  LinkCheckOutcome,
  ResetPasswordInput,
  SavePasswordOutcome,
} from './reset-password.types'

const linkOf = (path: PathSoFar) => path.start.input as ResetPasswordInput
const resetType = (path: PathSoFar) => linkOf(path).resetType
/** Which links activate an account, in the spec's words (Reset / activate page): the rest reset a password. */
const activating = (path: PathSoFar) =>
  ['ActivateAccount', 'ActivateParent', 'HigherEdActivation'].includes(resetType(path))
const forParent = (path: PathSoFar) => resetType(path) === 'ActivateParent'
const title = (path: PathSoFar) => (activating(path) ? 'ACTIVATE_ACCOUNT' : 'RESET_PASSWORD')
const passwordLabel = (path: PathSoFar) => (activating(path) ? 'CREATE_PASSWORD' : 'NEW_PASSWORD')
const button = (path: PathSoFar) => (activating(path) ? 'ACTIVATE_ACCOUNT_BUTTON' : 'SIGN_IN_BUTTON')
const ADDRESS = /^\/reset\/[^/]+\/[^/]+(\?.*)?$/

const password = (path: PathSoFar) => lastValue(path, 'user.changePassword', '')
const confirmation = (path: PathSoFar) => lastValue(path, 'user.changeConfirmPassword', '')

/** Who the link is for, as the link check (or a higher-education link's own query) said. */
function whoFor(path: PathSoFar): Words[] {
  const check = lastAnswer<LinkCheckOutcome>(path, 'checkLink')
  const account = check?.kind === 'valid' ? check.account : null
  const higherEd = linkOf(path).higherEd
  if (forParent(path)) {
    const family = lastAnswer<FamilyOutcome>(path, 'loadFamily')
    return [
      { text: account?.emailAddress ?? '' },
      { text: family?.family.parentName ?? account?.activateName ?? '' },
      ...(family === undefined
        ? ['CHILDREN_NOT_LOADED']
        : family.family.students.map((student) => ({ text: `${student.firstName} ${student.lastName}` }))),
    ]
  }
  const identifier = activating(path) ? (account?.emailAddress ?? higherEd?.email) : account?.userName
  const institution = account?.institutionName ?? higherEd?.schoolName
  return [{ text: identifier ?? '' }, 'ACCESS_TO', { text: institution ?? '' }]
}

/**
 * What is wrong with the fields as they hold (spec section 5): the password is required and has 8 characters or
 * more; a parent's confirmation is required and equals it.
 */
function problems(path: PathSoFar): { password: Words | null; confirmPassword: Words | null } {
  const typed = password(path)
  const confirmed = confirmation(path)
  return {
    password: typed === '' ? 'REQUIRED' : [...typed].length < 8 ? 'MIN_CHARACTER_WARNING_8' : null,
    // Only a parent's activation asks for the password twice.
    confirmPassword: !forParent(path)
      ? null
      : confirmed === ''
        ? 'REQUIRED'
        : confirmed === typed
          ? null
          : 'PASSWORDS_DO_NOT_MATCH',
  }
}

/** What is still wrong, as the summary lists it after a submit; null once nothing is. */
const stillWrong = (path: PathSoFar): Words[] | null => summaryOf(problems(path))

/** The fields as they hold, each with its problem beside it once left or after the form's button. */
function fields(path: PathSoFar, busy: boolean): Control[] {
  const messages = fieldMessages(
    problems(path),
    touchedFields(path, forParent(path) ? ['password', 'confirmPassword'] : ['password']),
  )
  return [
    { role: 'field', name: passwordLabel(path), value: password(path), message: messages.password },
    forParent(path)
      ? {
          role: 'field',
          name: 'CONFIRM_PASSWORD',
          value: confirmation(path),
          message: messages.confirmPassword,
        }
      : { role: 'field', name: 'CONFIRM_PASSWORD', absent: true },
    { role: 'button', name: button(path), busy },
  ]
}

const form =
  (problems: (path: PathSoFar) => readonly Words[] | null) =>
  (path: PathSoFar): Screen => {
    const summary = errorSummary(problems(path))
    return {
      heading: title(path),
      url: ADDRESS,
      ...summary,
      shows: [...whoFor(path), ...summary.shows],
      controls: fields(path, false),
    }
  }

/** A link that cannot be used: the problem is the heading, and the way to a new link is offered. */
const problemPage = (heading: string, message: Words, more: readonly Control[]): Screen => ({
  heading,
  url: ADDRESS,
  shows: [message],
  controls: [
    { role: 'link', name: 'GET_NEW_LINK' },
    { role: 'field', name: 'NEW_PASSWORD', absent: true },
    { role: 'field', name: 'CREATE_PASSWORD', absent: true },
    ...more,
  ],
})

export const resetPasswordOracle = defineOracle({
  machine: resetPasswordMachine,
  screens: {
    'resetPassword.checking': (path) => ({
      heading: title(path),
      url: ADDRESS,
      shows: ['CHECKING_LINK'],
      controls: [{ role: 'field', name: passwordLabel(path), absent: true }],
    }),
    'resetPassword.loadingFamily': (path) => ({
      heading: title(path),
      url: ADDRESS,
      shows: ['CHECKING_LINK'],
      controls: [{ role: 'field', name: passwordLabel(path), absent: true }],
    }),
    'resetPassword.checkFailed': problemPage('LINK_FAILED_TITLE', 'GENERIC_ERROR', [
      { role: 'button', name: 'TRY_AGAIN' },
    ]),
    'resetPassword.invalid': problemPage('LINK_FAILED_TITLE', 'GENERIC_ERROR', [
      { role: 'button', name: 'TRY_AGAIN', absent: true },
    ]),
    'resetPassword.expired': (path) =>
      problemPage(
        'LINK_EXPIRED_TITLE',
        forParent(path) ? 'LINK_EXPIRED_PARENT_TEXT' : 'LINK_EXPIRED_TEXT',
        [],
      ),
    'resetPassword.used': problemPage('LINK_USED_TITLE', 'LINK_USED_TEXT', [
      { role: 'link', name: 'GO_TO_SIGN_IN' },
    ]),
    'resetPassword.form.editing': form(() => null),
    'resetPassword.form.invalid': form(stillWrong),
    'resetPassword.form.failed': form(() => ['GENERIC_ERROR']),
    'resetPassword.saving': (path) => ({
      heading: title(path),
      url: ADDRESS,
      shows: [activating(path) ? 'ACTIVATING' : 'SAVING'],
      controls: fields(path, true),
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'resetPassword.redirecting': (path) => {
      const saved = lastAnswer<SavePasswordOutcome>(path, 'savePassword')
      if (saved?.kind !== 'saved') return {}
      // An activation tells the product so: `activate=true` on the address it was given.
      const destination = new URL(saved.url, 'http://path.invalid')
      if (activating(path)) destination.searchParams.set('activate', 'true')
      const address = saved.url.startsWith('/')
        ? `${destination.pathname}${destination.search}`
        : destination.href
      return { leavesFor: address }
    },
  },
})
