/** Forced new password: what a person sees in each state (../shared/oracle.ts), from what they did. */
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
import { mustResetMachine } from './must-reset.machine'

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

const form =
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
    'mustReset.form.editing': form(null),
    'mustReset.form.invalid': (path) => form(summaryOf(problems(path)))(path),
    'mustReset.form.failed': form(['GENERIC_ERROR']),
    'mustReset.saving': (path) => ({
      heading: 'MUST_RESET_TITLE',
      shows: ['SAVING'],
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
