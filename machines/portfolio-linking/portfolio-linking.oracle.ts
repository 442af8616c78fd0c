/** Portfolio linking: what a person sees in each state (../shared/oracle.ts), from what they did and the server said. */
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
import { portfolioLinkingMachine } from './portfolio-linking.machine'
import type { LinkPortfolioOutcome, PortfolioLinkingInput } from './portfolio-linking.types'

const ADDRESS = /^\/portfoliolinking\/[^/]+\/[^/]+$/

/** The password as the field holds it: what was last typed, unless the server has refused it since. */
function passwordShown(path: PathSoFar): string {
  let password = ''
  for (const event of path.events) {
    if (event.type === 'user.changePassword') password = (event as unknown as { value: string }).value
    const kind = (event as { output?: { kind?: string } }).output?.kind
    if (event.type === 'xstate.done.actor.linkPortfolio' && kind === 'notFound') password = ''
  }
  return password
}

/** What is wrong with the fields as they hold: each is required (spec section 5). */
const problems = (path: PathSoFar): { username: Words | null; password: Words | null } => ({
  username: lastValue(path, 'user.changeUsername', '').trim() === '' ? 'REQUIRED' : null,
  password: passwordShown(path) === '' ? 'REQUIRED' : null,
})

/**
 * The fields as they hold, each with its problem beside it once left or after Link account, but for a password
 * the server refused: emptied, it starts untouched again (docs/decisions/003).
 */
function fields(path: PathSoFar, busy: boolean): Control[] {
  const touched = touchedFields(path, ['username', 'password'], {
    emptiedBy: (event) =>
      event.type === 'xstate.done.actor.linkPortfolio' &&
      (event as { output?: { kind?: string } }).output?.kind === 'notFound'
        ? ['password']
        : [],
  })
  const messages = fieldMessages(problems(path), touched)
  return [
    {
      role: 'field',
      name: 'USERNAME_OR_EMAIL',
      value: lastValue(path, 'user.changeUsername', ''),
      message: messages.username,
    },
    { role: 'field', name: 'PASSWORD', value: passwordShown(path), message: messages.password },
    { role: 'button', name: 'LINK_ACCOUNT_BUTTON', busy },
  ]
}

/** The educator's text and way to register, or the student's reasons linking can fail. */
const forAudience = (path: PathSoFar): Words[] =>
  (path.start.input as PortfolioLinkingInput).audience === 'educator'
    ? ['PORTFOLIO_LINKING_EDUCATOR_TEXT', 'PORTFOLIO_LINKING_REGISTER', 'PORTFOLIO_LINKING_FORGOT']
    : [
        'PORTFOLIO_REASON_NO_ACCOUNT',
        'PORTFOLIO_REASON_WRONG_EMAIL',
        'PORTFOLIO_REASON_NO_EMAIL',
        'PORTFOLIO_LINKING_FORGOT',
      ]

const form =
  (problem: (path: PathSoFar) => readonly Words[] | null) =>
  (path: PathSoFar): Screen => {
    const summary = errorSummary(problem(path))
    return {
      heading: 'PORTFOLIO_LINKING_TITLE',
      url: ADDRESS,
      ...summary,
      shows: [...forAudience(path), ...summary.shows],
      controls: fields(path, false),
    }
  }

export const portfolioLinkingOracle = defineOracle({
  machine: portfolioLinkingMachine,
  screens: {
    'portfolioLinking.form.editing': form(() => null),
    'portfolioLinking.form.invalid': form((path) => summaryOf(problems(path))),
    'portfolioLinking.form.notFound': form(() => ['USERNAME_OR_PASSWORD_NOT_FOUND']),
    'portfolioLinking.form.failed': form(() => ['GENERIC_ERROR']),
    'portfolioLinking.linking': (path) => ({
      heading: 'PORTFOLIO_LINKING_TITLE',
      url: ADDRESS,
      shows: ['LINKING_ACCOUNT'],
      controls: fields(path, true),
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'portfolioLinking.redirecting': (path) => {
      const answer = lastAnswer<LinkPortfolioOutcome>(path, 'linkPortfolio')
      return answer?.kind === 'linked' ? { leavesFor: answer.url } : {}
    },
  },
})
