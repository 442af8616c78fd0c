/** Forced new password: what a person sees in each state (../shared/oracle.ts), from what they did. */
import {
  byThePerson,
  defineOracle,
  errorSummary,
  lastEvent,
  lastValue,
  type PathSoFar,
  type Screen,
  type Words,
} from '../shared/oracle'
import { mustResetMachine } from './must-reset.machine'

const typed = (path: PathSoFar) => lastValue(path, 'user.changePassword', '')

/** Characters as a person counts them. */
const length = (text: string) =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length

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
        { role: 'field', name: 'NEW_PASSWORD', value: typed(path) },
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
    'mustReset.form.invalid': (path) => {
      const password = typed(path)
      if (password === '') return form(['REQUIRED'])(path)
      return length(password) < 8 ? form(['MIN_CHARACTER_WARNING_8'])(path) : form(null)(path)
    },
    'mustReset.form.failed': form(['GENERIC_ERROR']),
    'mustReset.saving': (path) => ({
      heading: 'MUST_RESET_TITLE',
      shows: ['SAVING'],
      controls: [
        { role: 'field', name: 'NEW_PASSWORD', value: typed(path) },
        { role: 'button', name: 'SAVE_PASSWORD', busy: true },
      ],
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
