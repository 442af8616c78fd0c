/**
 * Portfolio linking: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what they did and the
 * server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import { PORTFOLIO_LINKING_FIELDS, type PortfolioLinkingField } from './portfolio-linking.fields'
import {
  portfolioLinkingMachine,
  type LinkPortfolioOutcome,
  type PortfolioLinkingContext,
  type PortfolioLinkingEvent,
  type PortfolioLinkingInput,
} from './portfolio-linking.machine'
import { followableUrl } from '../shared/redirect-policy'
import { actorAnswers, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
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

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: ['https://product.example.org'] }

/** Where a successful link sends the browser. */
export const PRODUCT_HOME = 'https://product.example.org/home'

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const outcomes = {
  linked: [
    { kind: 'linked', url: PRODUCT_HOME },
    { kind: 'linked', url: 'javascript:alert(document.domain)' },
  ],
  notFound: [{ kind: 'notFound' }],
} satisfies { [K in LinkPortfolioOutcome['kind']]: Extract<LinkPortfolioOutcome, { kind: K }>[] }

const USERNAME = 'eve.educator'
const PASSWORD = 'Demo-pass-1'

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PortfolioLinkingContext

function events(snapshot: AnyMachineSnapshot): (PortfolioLinkingEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('linking')) return actorAnswers('linkPortfolio', outcomes)
  if (!snapshot.matches('form')) return []
  const context = contextOf(snapshot)
  return [
    { type: 'user.changeUsername', value: context.username === '' ? USERNAME : '' },
    { type: 'user.changePassword', value: context.password === '' ? PASSWORD : '' },
    // Leaving a field again changes nothing a plan tells apart, yet it is a step from every state (../shared/steps.ts).
    ...PORTFOLIO_LINKING_FIELDS.map((field) => ({
      type: 'user.leave' as const,
      field,
    })),
    // Pressing Link account sends what the fields hold: what the person typed.
    { type: 'user.submit', values: { username: context.username, password: context.password } },
  ]
}

/** The fields as their labels name them (en-CA). */
const FIELD_WORDS: Record<PortfolioLinkingField, string> = {
  username: 'username or email',
  password: 'password',
}

/** Each kind of answer, by kind, so a new kind fails to compile until it has words. */
const SERVER_SAYS: {
  [K in LinkPortfolioOutcome['kind']]: (output: Extract<LinkPortfolioOutcome, { kind: K }>) => string
} = {
  linked: ({ url }) =>
    followableUrl(url, redirectPolicy) === null
      ? `the server links the account but sends the person to "${url}", which the portal will not follow`
      : `the server links the account and sends the person to ${url}`,
  notFound: () => 'the server refuses: the username or password is wrong',
}

const sayOutcome = (output: LinkPortfolioOutcome) =>
  (SERVER_SAYS[output.kind] as (output: LinkPortfolioOutcome) => string)(output)

/** The form as each audience sees it, and what else the screen shows. */
const form = (shows: string) => (snapshot: AnyMachineSnapshot) => {
  const audience =
    contextOf(snapshot).audience === 'educator'
      ? 'the educator text, with the links "I don\'t have an account yet" and "I forgot my password"'
      : 'the student text listing why linking can fail, with the link "I forgot my password"'
  return `"Link your existing account" form with ${audience}; the username or email and password as typed; ${shows}`
}

export const portfolioLinkingPaths = definePathModel({
  title: 'Portfolio linking',
  machine: portfolioLinkingMachine,
  starts: [
    { label: 'an educator', input: { k: 'sso-key-1', audience: 'educator', redirectPolicy } },
    { label: 'a student', input: { k: 'sso-key-1', audience: 'student', redirectPolicy } },
  ],
  events,
  serializeState: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.audience,
      context.username !== '',
      context.password !== '',
      [...context.touched].sort(),
    ])
  },
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([
      snapshot.value,
      context.audience,
      context.username !== '',
      context.password !== '',
    ])
  },
  say: (event) => {
    switch (event.type) {
      case 'user.changeUsername':
        return event.value === '' ? 'clear the username or email' : `type the username "${event.value}"`
      case 'user.changePassword':
        return event.value === '' ? 'clear the password' : 'type a password'
      case 'user.leave':
        return `leave the ${FIELD_WORDS[event.field]} field`
      case 'user.submit':
        return 'press Link account'
    }
    return sayOtherEvent(event, (output) => sayOutcome(output as LinkPortfolioOutcome))
  },
  passwordClearedOn: {
    outcomes: ['notFound'],
    why: 'the server said the username or password is wrong, so the password is typed again',
  },
  branches: {
    'user.submit [isFormInvalid]': 'the username or the password is empty, so nothing is sent',
    'user.submit [otherwise]': 'both fields are filled in, so the page asks to link the account',
    'xstate.done.actor.linkPortfolio [isLinkedAtFollowableUrl]': 'the page follows the address it was given',
    'xstate.done.actor.linkPortfolio [isOutcome(notFound)]':
      'the page says the username or password is incorrect and empties the password',
    'xstate.done.actor.linkPortfolio [otherwise]':
      'the address is one the page will not follow, so it shows the generic error',
  },
  screens: {
    'portfolioLinking.form.editing': form(
      '"This field is required." beside a blank field once it is left; no error summary',
    ),
    'portfolioLinking.form.invalid': form(
      'the error summary lists each blank field ("This field is required.") and empties as they are filled',
    ),
    'portfolioLinking.form.notFound': form(
      'the summary says the username or password is incorrect; the password was cleared for the next try',
    ),
    'portfolioLinking.form.failed': form(
      'the summary shows the generic error ("Something went wrong on our side"); Link account works again',
    ),
    'portfolioLinking.linking':
      'Link account is busy ("Linking your account…"); the username or email and password are read-only',
    'portfolioLinking.redirecting': (snapshot) =>
      `"Taking you to your account…" while the browser goes to ${contextOf(snapshot).destination ?? 'the product'}`,
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what they did and the server said; the browser walks check it
// in the page after every step.

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

const formScreen =
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
    'portfolioLinking.form.editing': formScreen(() => null),
    'portfolioLinking.form.invalid': formScreen((path) => summaryOf(problems(path))),
    'portfolioLinking.form.notFound': formScreen(() => ['USERNAME_OR_PASSWORD_NOT_FOUND']),
    'portfolioLinking.form.failed': formScreen(() => ['GENERIC_ERROR']),
    'portfolioLinking.linking': (path) => ({
      heading: 'PORTFOLIO_LINKING_TITLE',
      url: ADDRESS,
      busyWords: 'LINKING_ACCOUNT',
      controls: fields(path, true),
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'portfolioLinking.redirecting': (path) => {
      const answer = lastAnswer<LinkPortfolioOutcome>(path, 'linkPortfolio')
      return answer?.kind === 'linked' ? { leavesFor: answer.url } : {}
    },
  },
})
