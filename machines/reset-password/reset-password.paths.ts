/**
 * Reset or activate from a link: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from the link they opened,
 * what they typed and what the server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  resetPasswordMachine,
  type FamilyOutcome,
  type LinkCheckOutcome,
  type ResetPasswordContext,
  type ResetPasswordEvent,
  type ResetPasswordInput,
  type SavePasswordOutcome,
} from './reset-password.machine'
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

export const redirectPolicy = {
  origin: 'http://localhost:3000',
  allowedOrigins: ['https://product.example.org'],
}
const base = { token: 'tok-123', higherEd: null, redirectPolicy }

const account = {
  emailAddress: 'paula.parent@example.org',
  userName: 'paula.parent',
  activateName: 'Paula Parent',
  activatedBy: 'Ms. Rivera',
  institutionName: 'Lakeside Secondary School',
}

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const checkOutcomes = {
  valid: [{ kind: 'valid', account }],
  expired: [{ kind: 'expired' }],
  used: [{ kind: 'used' }],
  invalid: [{ kind: 'invalid' }],
} satisfies { [K in LinkCheckOutcome['kind']]: Extract<LinkCheckOutcome, { kind: K }>[] }

const familyOutcomes = {
  found: [
    {
      kind: 'found',
      family: {
        parentName: 'Paula Parent',
        students: [
          { firstName: 'Sam', lastName: 'Student' },
          { firstName: 'Léa', lastName: 'Tremblay' },
        ],
      },
    },
  ],
} satisfies { [K in FamilyOutcome['kind']]: Extract<FamilyOutcome, { kind: K }>[] }

const saveOutcomes = {
  saved: [
    { kind: 'saved', url: '/demo/signed-in?session=s1' },
    { kind: 'saved', url: 'javascript:alert(1)' },
  ],
  expired: [{ kind: 'expired' }],
  used: [{ kind: 'used' }],
  refused: [{ kind: 'refused' }],
} satisfies { [K in SavePasswordOutcome['kind']]: Extract<SavePasswordOutcome, { kind: K }>[] }

export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ResetPasswordContext

const GOOD_PASSWORD = 'long-enough-1'

function passwordsFor(context: ResetPasswordContext): readonly string[] {
  // The parent's form has two fields; 'short' is walked on the single-field forms.
  return context.kind === 'activateParent' ? ['', GOOD_PASSWORD] : ['', 'short', GOOD_PASSWORD]
}

const CONFIRMATIONS = ['', GOOD_PASSWORD, 'different-1'] as const

/** Pressing the button sends what the fields hold: what the person typed (no confirmation field: empty). */
const submitOf = (context: ResetPasswordContext): ResetPasswordEvent => ({
  type: 'user.submit',
  values: { password: context.password, confirmPassword: context.confirmPassword },
})

function events(snapshot: AnyMachineSnapshot): (ResetPasswordEvent | ActorOutcomeEvent)[] {
  const context = contextOf(snapshot)
  if (snapshot.matches('checking')) return actorAnswers('checkLink', checkOutcomes)
  if (snapshot.matches('loadingFamily')) return actorAnswers('loadFamily', familyOutcomes).slice(0, 2)
  if (snapshot.matches('saving')) return actorAnswers('savePassword', saveOutcomes)
  if (snapshot.matches('checkFailed')) return [{ type: 'user.retry' }]
  if (!snapshot.matches('form')) return []
  const parent = context.kind === 'activateParent'
  return [
    ...passwordsFor(context)
      .filter((value) => value !== context.password)
      .map((value) => ({ type: 'user.changePassword' as const, value })),
    ...(parent ? CONFIRMATIONS : [])
      .filter((value) => value !== context.confirmPassword)
      .map((value) => ({ type: 'user.changeConfirmPassword' as const, value })),
    ...(['password', 'confirmPassword'] as const)
      // Leaving a field again changes nothing a plan tells apart, yet it is a step from every state.
      .filter((field) => parent || field === 'password')
      .map((field) => ({ type: 'user.leave' as const, field })),
    submitOf(context),
  ]
}

/** Every kind of answer to the link check in words: a new kind fails to compile until it has some. */
const CHECK_SAYS: {
  [K in LinkCheckOutcome['kind']]: (outcome: Extract<LinkCheckOutcome, { kind: K }>) => string
} = {
  valid: ({ account: { userName } }) => `the server says the link is good, for ${userName}`,
  expired: () => 'the server says the link has expired',
  used: () => 'the server says the link was already used',
  invalid: () => 'the server refuses the link without saying why',
}

const FAMILY_SAYS: {
  [K in FamilyOutcome['kind']]: (outcome: Extract<FamilyOutcome, { kind: K }>) => string
} = {
  found: ({ family }) =>
    `the server sends the family's names (${family.parentName}; ` +
    `${family.students.map((student) => `${student.firstName} ${student.lastName}`).join(', ')})`,
}

const SAVE_SAYS: {
  [K in SavePasswordOutcome['kind']]: (outcome: Extract<SavePasswordOutcome, { kind: K }>) => string
} = {
  saved: ({ url }) =>
    followableUrl(url, redirectPolicy) === null
      ? `the server saves the password but sends the person to ${url}, a url the page refuses to follow`
      : `the server saves the password and sends the person to ${url}`,
  expired: () => 'the server says the link has expired (410)',
  used: () => 'the server says the link was already used (409)',
  refused: () => 'the server refuses the new password',
}

/** An answer in words, from the words for each kind of answer of that call. */
const sayAnswer = <T extends { kind: string }>(
  says: { [K in T['kind']]: (outcome: Extract<T, { kind: K }>) => string },
  outcome: T,
) => (says[outcome.kind as T['kind']] as (answer: T) => string)(outcome)

const activating = (context: ResetPasswordContext) => context.kind !== 'reset'
const titleOf = (context: ResetPasswordContext) =>
  activating(context) ? '"Activate your account"' : '"Set a new password"'
const GENERIC_ERROR = '"Something went wrong on our side. Please try again."'

/** The form as the person left it: who it is for, the fields as typed, plus what differs in this state. */
const form =
  (rest: string) =>
  (snapshot: AnyMachineSnapshot): string => {
    const context = contextOf(snapshot)
    const email = context.account?.emailAddress ?? context.higherEd?.email ?? ''
    const who = activating(context) ? email : (context.account?.userName ?? '')
    let about: string
    if (context.kind === 'activateParent') {
      const students =
        context.family === null
          ? '"We couldn\'t load your students\' names. You can still activate your account."'
          : context.family.students.map((student) => `${student.firstName} ${student.lastName}`).join(', ')
      about = `, ${context.family?.parentName ?? context.account?.activateName ?? ''} and their students (${students})`
    } else {
      about = ` (access to ${context.account?.institutionName ?? context.higherEd?.schoolName ?? ''})`
    }
    const fields =
      context.kind === 'activateParent'
        ? 'Create a password and Confirm your password as typed'
        : `${activating(context) ? 'Create a password' : 'New password'} as typed`
    return `${titleOf(context)} form for ${who}${about}, ${fields}; ${rest}`
  }

const button = (context: ResetPasswordContext) => (activating(context) ? 'Activate account' : 'Sign in')

export const resetPasswordPaths = definePathModel({
  title: 'Reset or activate from a link',
  machine: resetPasswordMachine,
  starts: [
    { label: 'plain reset', input: { ...base, resetType: 'ResetPassword' } satisfies ResetPasswordInput },
    { label: 'account activation', input: { ...base, resetType: 'ActivateAccount' } },
    { label: 'parent activation', input: { ...base, resetType: 'ActivateParent' } },
    {
      label: 'higher-education activation',
      input: {
        ...base,
        resetType: 'HigherEdActivation',
        higherEd: { email: 'hana.highered@example.org', schoolName: 'Northern College' },
      },
    },
  ],
  events,
  serializeState: (snapshot) => {
    const context = contextOf(snapshot)
    // The family's names are read from the context by the expectations; which answer brought the form does not
    // make it another state to plan for.
    return JSON.stringify([
      snapshot.value,
      context.password,
      context.confirmPassword,
      [...context.touched].sort(),
    ])
  },
  // A whole journey fills the form in correctly (after perhaps submitting it empty first) and sends it.
  journeyEvents: (snapshot) => {
    if (!snapshot.matches('form')) return events(snapshot)
    const context = contextOf(snapshot)
    const password = GOOD_PASSWORD
    return [
      ...(context.password === password ? [] : [{ type: 'user.changePassword' as const, value: password }]),
      ...(context.kind === 'activateParent' && context.confirmPassword !== password
        ? [{ type: 'user.changeConfirmPassword' as const, value: password }]
        : []),
      submitOf(context),
    ]
  },
  journeyKey: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([snapshot.value, context.password, context.confirmPassword])
  },
  say: (event) => {
    switch (event.type) {
      case 'user.changePassword':
        if (event.value === '') return 'clear the password'
        return event.value.length < 8
          ? `type a password that is too short ("${event.value}")`
          : `type a new password ("${event.value}")`
      case 'user.changeConfirmPassword':
        if (event.value === '') return 'clear Confirm your password'
        return event.value === GOOD_PASSWORD
          ? `type the new password again in Confirm your password ("${event.value}")`
          : `type a confirmation that does not match ("${event.value}")`
      case 'user.leave':
        return event.field === 'password' ? 'leave the password field' : 'leave Confirm your password'
      case 'user.submit':
        return 'press Sign in (Activate account on an activation)'
      case 'user.retry':
        return 'press Try again'
      case 'xstate.done.actor.checkLink':
        return sayAnswer(CHECK_SAYS, event.output as LinkCheckOutcome)
      case 'xstate.done.actor.loadFamily':
        return sayAnswer(FAMILY_SAYS, event.output as FamilyOutcome)
      case 'xstate.done.actor.savePassword':
        return sayAnswer(SAVE_SAYS, event.output as SavePasswordOutcome)
    }
    return sayOtherEvent(event)
  },
  branches: {
    'xstate.done.actor.checkLink [isValidParentLink]':
      "the link is good and activates a parent's account, so the page loads the family's names before the form",
    'xstate.done.actor.checkLink [isOutcome(valid)]': 'the link is good, so the page shows the form',
    'xstate.done.actor.checkLink [isOutcome(expired)]':
      'the page says the link has expired and shows no form',
    'xstate.done.actor.checkLink [isOutcome(used)]':
      'the page says the link was already used and shows no form',
    'xstate.done.actor.checkLink [otherwise]':
      'the link is refused for another reason, so the page shows the generic error and no form',
    'user.submit [isFormInvalid]':
      "the password is empty or shorter than 8 characters, or a parent's confirmation is empty or does not match, so nothing is saved",
    'user.submit [otherwise]':
      "the password has 8 characters or more, and a parent's confirmation matches it, so the page saves it",
    'xstate.done.actor.savePassword [isSavedToFollowableUrl]':
      'the page follows the address it was given, marked as an activation when the link activates an account',
    'xstate.done.actor.savePassword [isOutcome(expired)]':
      'the link expired in the meantime, so the page drops the form and says so',
    'xstate.done.actor.savePassword [isOutcome(used)]':
      'the link was used in the meantime, so the page drops the form and says so',
    'xstate.done.actor.savePassword [otherwise]':
      'the password was not saved, or the address is one the page will not follow, so the page keeps the form and shows the generic error',
  },
  screens: {
    'resetPassword.checking': (snapshot) =>
      `${titleOf(contextOf(snapshot))} page saying "Checking your link…"; no form yet`,
    'resetPassword.loadingFamily':
      '"Activate your account" page still saying "Checking your link…" while the students\' names load; no form yet',
    'resetPassword.checkFailed': `"We couldn't open your link" page saying ${GENERIC_ERROR}, with a Try again button, "Get a new link" and "Back to sign in"; no form`,
    'resetPassword.invalid': `"We couldn't open your link" page saying ${GENERIC_ERROR}, with a "Get a new link" button but no Try again; no form`,
    'resetPassword.expired': (snapshot) => {
      const said =
        contextOf(snapshot).kind === 'activateParent'
          ? '"Your invitation to activate your parent account has expired…"'
          : '"Links in our emails only work for a limited time…"'
      return `"This link has expired" page saying ${said}, with "Get a new link" (to /forgot); no form`
    },
    'resetPassword.used':
      '"This link has already been used" page saying "Each link works only once…", with "Go to sign in" and ' +
      '"Get a new link"; no form',
    'resetPassword.form.editing': (snapshot) => {
      const mismatch = contextOf(snapshot).kind === 'activateParent' ? ', "The passwords do not match."' : ''
      return form(
        'once a field is left a problem shows beside it ("This field is required.", "Your password must have ' +
          `at least 8 characters."${mismatch}); no error summary`,
      )(snapshot)
    },
    'resetPassword.form.invalid': form("the error summary lists each field's problem, if any is left"),
    'resetPassword.form.failed': (snapshot) =>
      form(`the error summary says ${GENERIC_ERROR}; ${button(contextOf(snapshot))} works again`)(snapshot),
    'resetPassword.saving': (snapshot) => {
      const context = contextOf(snapshot)
      const busy = activating(context) ? '"Activating your account…"' : '"Saving…"'
      return `${button(context)} is busy (${busy}) and the password cannot be changed`
    },
    'resetPassword.redirecting': (snapshot) =>
      `${titleOf(contextOf(snapshot))} page saying "Taking you to your account…" while the browser goes to ` +
      `${contextOf(snapshot).destination ?? 'the destination'}`,
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from the link they opened, what they typed and what the server said;
// the browser walks check it in the page after every step.

const linkOf = (path: PathSoFar) => path.start.input as ResetPasswordInput
const resetType = (path: PathSoFar) => linkOf(path).resetType
/** Which links activate an account, in the spec's words (Reset / activate page): the rest reset a password. */
const activatingLink = (path: PathSoFar) =>
  ['ActivateAccount', 'ActivateParent', 'HigherEdActivation'].includes(resetType(path))
const forParent = (path: PathSoFar) => resetType(path) === 'ActivateParent'
const title = (path: PathSoFar) => (activatingLink(path) ? 'ACTIVATE_ACCOUNT' : 'RESET_PASSWORD')
const passwordLabel = (path: PathSoFar) => (activatingLink(path) ? 'CREATE_PASSWORD' : 'NEW_PASSWORD')
const buttonId = (path: PathSoFar) => (activatingLink(path) ? 'ACTIVATE_ACCOUNT_BUTTON' : 'SIGN_IN_BUTTON')
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
  const identifier = activatingLink(path) ? (account?.emailAddress ?? higherEd?.email) : account?.userName
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
    { role: 'button', name: buttonId(path), busy },
  ]
}

const formScreen =
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
    'resetPassword.form.editing': formScreen(() => null),
    'resetPassword.form.invalid': formScreen(stillWrong),
    'resetPassword.form.failed': formScreen(() => ['GENERIC_ERROR']),
    'resetPassword.saving': (path) => ({
      heading: title(path),
      url: ADDRESS,
      busyWords: activatingLink(path) ? 'ACTIVATING' : 'SAVING',
      controls: fields(path, true),
      ...(byThePerson(lastEvent(path)) ? { focus: 'kept' as const } : {}),
    }),
    'resetPassword.redirecting': (path) => {
      const saved = lastAnswer<SavePasswordOutcome>(path, 'savePassword')
      if (saved?.kind !== 'saved') return {}
      // An activation tells the product so: `activate=true` on the address it was given.
      const destination = new URL(saved.url, 'http://path.invalid')
      if (activatingLink(path)) destination.searchParams.set('activate', 'true')
      const address = saved.url.startsWith('/')
        ? `${destination.pathname}${destination.search}`
        : destination.href
      return { leavesFor: address }
    },
  },
})
