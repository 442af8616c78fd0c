/**
 * Email and username confirmation links: the fixtures their paths are planned from, and the words of their test
 * cases (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from the link they
 * opened and what the server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  emailConfirmationMachine,
  type ConfirmLinkOutcome,
  type EmailConfirmationContext,
  type EmailConfirmationEvent,
  type EmailConfirmationInput,
  type EmailConfirmationPurpose,
  type ResendLinkOutcome,
} from './email-confirmation.machine'
import { actorAnswers, definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import {
  byThePerson,
  defineOracle,
  errorSummary,
  lastAnswer,
  lastEvent,
  type PathSoFar,
  type Screen,
} from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

/** Two seconds instead of the app's 60, so every second of the countdown is a step of its own. */
export const COOLDOWN_SECONDS = 2

const start = (purpose: EmailConfirmationPurpose): EmailConfirmationInput => ({
  link: {
    token: 'tok-123',
    tokenType: purpose === 'verifyEmail' ? 'PersonalEmail' : 'UserNameChange',
    languageType: 1,
    translationLanguage: 'en-CA',
  },
  resendCooldownSeconds: COOLDOWN_SECONDS,
})

export const purposeOf = (context: EmailConfirmationContext): EmailConfirmationPurpose =>
  context.link.tokenType === 'PersonalEmail' ? 'verifyEmail' : 'usernameChange'

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const confirmOutcomes = {
  confirmed: [{ kind: 'confirmed', email: 'vera.personal@example.net' }],
  expired: [
    { kind: 'expired', message: 'This link has expired.' },
    { kind: 'expired', message: null },
  ],
  used: [
    { kind: 'used', message: 'This link has already been used.' },
    { kind: 'used', message: null },
  ],
} satisfies { [K in ConfirmLinkOutcome['kind']]: Extract<ConfirmLinkOutcome, { kind: K }>[] }

const resendOutcomes = {
  sent: [{ kind: 'sent' }],
} satisfies { [K in ResendLinkOutcome['kind']]: Extract<ResendLinkOutcome, { kind: K }>[] }

export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as EmailConfirmationContext

/** An answer the machine does not know (say, from a newer adapter): the page must not wait for ever. */
const unknownOutcome: ActorOutcomeEvent = {
  type: 'xstate.done.actor.confirmLink',
  output: { kind: 'somethingNew' },
}

function events(snapshot: AnyMachineSnapshot): (EmailConfirmationEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('awaitingConfirmation')) return [{ type: 'user.confirm' }]
  if (snapshot.matches('checking')) return [...actorAnswers('confirmLink', confirmOutcomes), unknownOutcome]
  if (snapshot.matches('failed')) return [{ type: 'user.retry' }]
  if (snapshot.matches({ expired: 'resending' })) return actorAnswers('resendLink', resendOutcomes)
  if (snapshot.matches({ expired: { resent: 'coolingDown' } })) {
    return [{ type: 'xstate.after.oneSecond.emailConfirmation.expired.resent.coolingDown' }]
  }
  if (snapshot.matches('expired')) return [{ type: 'user.resend' }]
  return []
}

const withMessage = (message: string | null) =>
  message === null ? 'with no message' : `with its message "${message}"`

/** Every kind of answer to the confirmation in words: a new kind fails to compile until it has some. */
const CONFIRM_SAYS: {
  [K in ConfirmLinkOutcome['kind']]: (outcome: Extract<ConfirmLinkOutcome, { kind: K }>) => string
} = {
  confirmed: ({ email }) => `the server confirms the address (${email})`,
  expired: ({ message }) => `the server says the link has expired (410), ${withMessage(message)}`,
  used: ({ message }) => `the server says the link was already used (409), ${withMessage(message)}`,
}

const RESEND_SAYS: Record<ResendLinkOutcome['kind'], string> = {
  sent: 'the server sends a new link',
}

function sayConfirmOutcome(outcome: { kind: string }): string {
  const say = CONFIRM_SAYS[outcome.kind as ConfirmLinkOutcome['kind']] as
    ((answer: ConfirmLinkOutcome) => string) | undefined
  return say === undefined
    ? `the server answers "${outcome.kind}", an answer the page does not know`
    : say(outcome as ConfirmLinkOutcome)
}

const TITLES: Record<EmailConfirmationPurpose, string> = {
  verifyEmail: '"Email confirmation"',
  usernameChange: '"Username change"',
}

/** The button that spends the link, and what the page says while the call is out. */
const CONFIRM_BUTTONS: Record<EmailConfirmationPurpose, string> = {
  verifyEmail: '"Confirm my email address"',
  usernameChange: '"Confirm my new username"',
}
const CONFIRMING: Record<EmailConfirmationPurpose, string> = {
  verifyEmail: '"Confirming your email address…"',
  usernameChange: '"Confirming your new username…"',
}

const page = (snapshot: AnyMachineSnapshot) => `${TITLES[purposeOf(contextOf(snapshot))]} page`

/** The expired link as the page shows it in every step of asking for a new one, plus what differs. */
const expired =
  (rest: string) =>
  (snapshot: AnyMachineSnapshot): string => {
    const { message } = contextOf(snapshot)
    const said =
      message === null
        ? 'its own "Links in our emails only work for a limited time…"'
        : `the server's message ("${message}")`
    return `"This link has expired" page saying ${said}, with a Back to sign in link; ${rest}`
  }

/** Once a new email is on its way, the page says so, not that the link expired. */
const resent = (rest: string) =>
  `"Check your email" page with a check mark and "We've sent you a new confirmation email…", and a Back to sign ` +
  `in link; ${rest}`

export const emailConfirmationPaths = definePathModel({
  title: 'Email and username confirmation links',
  machine: emailConfirmationMachine,
  starts: [
    { label: 'personal email verification', input: start('verifyEmail') },
    { label: 'username change', input: start('usernameChange') },
  ],
  events,
  freezeDelays: ['oneSecond'],
  excludedSteps: [
    {
      where: 'browser',
      why:
        'only an answer the machine does not know leads from checking to failed by onDone; the adapters read ' +
        'every status into a known outcome and reject anything else, so no HTTP answer gives one (a newer ' +
        'adapter could: jsdom injects it)',
      applies: (step) =>
        step.from === 'emailConfirmation.checking' &&
        step.event === 'xstate.done.actor.confirmLink' &&
        step.to === 'emailConfirmation.failed',
    },
  ],
  serializeState: (snapshot) => {
    const context = contextOf(snapshot)
    return JSON.stringify([snapshot.value, context.email, context.message, context.secondsLeft])
  },
  say: (event) => {
    switch (event.type) {
      case 'user.confirm':
        return 'press the Confirm button ("Confirm my email address" or "Confirm my new username")'
      case 'user.resend':
        return 'press "Send me a new link" ("Send another email" once one was sent)'
      case 'user.retry':
        return 'press Try again'
      case 'xstate.done.actor.resendLink':
        return RESEND_SAYS[(event.output as ResendLinkOutcome).kind]
      case 'xstate.after.oneSecond.emailConfirmation.expired.resent.coolingDown':
        return 'one second passes'
    }
    return sayOtherEvent(event, (output) => sayConfirmOutcome(output as { kind: string }))
  },
  branches: {
    'xstate.done.actor.confirmLink [isOutcome(confirmed)]': 'the page says the address is confirmed',
    'xstate.done.actor.confirmLink [isOutcome(expired)]':
      'the page says the link has expired and offers a new one',
    'xstate.done.actor.confirmLink [isOutcome(used)]':
      'the page says the link was already used and offers Sign in',
    'xstate.done.actor.confirmLink [otherwise]':
      'the page does not know that answer, so it shows the generic error with Try again',
    'xstate.after.oneSecond.emailConfirmation.expired.resent.coolingDown [isCooldownOver]':
      'it was the last second of the wait, so a new link can be asked for',
    'xstate.after.oneSecond.emailConfirmation.expired.resent.coolingDown [otherwise]':
      'more of the wait is left, so the countdown goes down by one',
  },
  screens: {
    'emailConfirmation.awaitingConfirmation': (snapshot) =>
      `${page(snapshot)} asking the person to confirm, with a ${CONFIRM_BUTTONS[purposeOf(contextOf(snapshot))]} ` +
      'button; nothing has been sent',
    'emailConfirmation.checking': (snapshot) =>
      `${page(snapshot)} saying ${CONFIRMING[purposeOf(contextOf(snapshot))]}`,
    'emailConfirmation.failed':
      '"We couldn\'t open your link" page saying "Something went wrong on our side. Please try again.", with a ' +
      'Try again button and a Back to sign in link',
    'emailConfirmation.confirmed': (snapshot) => {
      const { email } = contextOf(snapshot)
      const confirmed =
        purposeOf(contextOf(snapshot)) === 'verifyEmail'
          ? `"Thank you. Your email address ${email} is confirmed."`
          : `"Your username is now ${email}. Use it the next time you sign in."`
      return `${page(snapshot)} with a check mark and ${confirmed}, and a Sign in button`
    },
    'emailConfirmation.used': (snapshot) => {
      const { message } = contextOf(snapshot)
      const said =
        message === null ? 'its own "Each link works only once…"' : `the server's message ("${message}")`
      return `"This link has already been used" page saying ${said}, with a Sign in button (a link) and no other button`
    },
    'emailConfirmation.expired.idle': expired('"Send me a new link" can be pressed'),
    'emailConfirmation.expired.resending': expired(
      '"Send me a new link" is busy and "Sending you a new email…" is read out',
    ),
    'emailConfirmation.expired.resendFailed': expired(
      '"There is a problem: We couldn\'t send a new email. Please try again." below it, with focus, and "Send me a new link" can be pressed again',
    ),
    'emailConfirmation.expired.resent.coolingDown': (snapshot) => {
      const { secondsLeft } = contextOf(snapshot)
      const readOut = secondsLeft === COOLDOWN_SECONDS ? ', read out as the wait starts' : ''
      return resent(
        `"Send another email" looks unusable and cannot be pressed yet, and "You can ask for another email in ` +
          `${secondsLeft} seconds." counts down right under it${readOut}`,
      )
    },
    'emailConfirmation.expired.resent.ready': resent(
      '"Send another email" can be pressed again, and "You can ask for another email now." is shown under it and read out',
    ),
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from the link they opened and what the server said; the browser
// walks check it in the page after every step.

/** The two pages, told apart by the link's token type (spec section 2). */
const PAGES = {
  PersonalEmail: {
    url: /^\/verify\//,
    title: 'EMAIL_CONFIRMATION',
    intro: 'CONFIRM_EMAIL_INTRO',
    button: 'CONFIRM_EMAIL_BUTTON',
    checking: 'CONFIRMING_EMAIL',
    confirmed: 'EMAIL_CONFIRMED',
  },
  UserNameChange: {
    url: /^\/confirmusernamechange\//,
    title: 'USERNAME_CHANGE_TITLE',
    intro: 'CONFIRM_USERNAME_INTRO',
    button: 'CONFIRM_USERNAME_BUTTON',
    checking: 'CONFIRMING_USERNAME',
    confirmed: 'USERNAME_CHANGED',
  },
} as const

const pageOf = (path: PathSoFar) =>
  (path.start.input as EmailConfirmationInput).link.tokenType === 'PersonalEmail'
    ? PAGES.PersonalEmail
    : PAGES.UserNameChange

/** The server's message for an expired or used link, or the page's own words when it gave none. */
function messageOf(path: PathSoFar, own: string): Screen['shows'] {
  const answer = lastAnswer<ConfirmLinkOutcome>(path, 'confirmLink')
  const message = answer !== undefined && 'message' in answer ? answer.message : null
  return [message === null ? own : { text: message }]
}

/** Whether the person's last press came on the page saying a new email was sent: a new link came before it. */
const sentBefore = (path: PathSoFar) =>
  path.events.at(-2)?.type.startsWith('xstate.after.') === true ||
  path.events.at(-2)?.type === 'xstate.done.actor.resendLink'

/** The expired link, as it stays while a new one is asked for. */
const expiredScreen =
  (busy: boolean, more: Screen['shows'] = []) =>
  (path: PathSoFar): Screen => ({
    heading: 'LINK_EXPIRED_TITLE',
    url: pageOf(path).url,
    shows: [...(messageOf(path, 'LINK_EXPIRED_TEXT') ?? []), ...more],
    hides: ['RESEND_EMAIL_CONFIRMATION'],
    controls: [
      { role: 'button', name: 'CLICK_HERE_FOR_NEW_ONE', busy },
      { role: 'link', name: 'GO_BACK_TO_SIGN_IN' },
    ],
    // Pressed on the expired page, the button stays and keeps focus; pressed on the page that said a new email was
    // sent, that page gives way to this one, and focus goes to its heading.
    ...(busy && byThePerson(lastEvent(path))
      ? { focus: sentBefore(path) ? ('heading' as const) : ('kept' as const) }
      : {}),
  })

/**
 * How long the page makes a person wait before asking again
 * (src/screens/email-confirmation/email-confirmation.tsx).
 */
const RESEND_WAIT_SECONDS = 60

/** The seconds left to wait: the page's wait, less each second that passed since the new email went. */
function secondsLeft(path: PathSoFar): number {
  const sent = path.events.findLastIndex((event) => event.type === 'xstate.done.actor.resendLink')
  const passed = path.events.slice(sent + 1).filter((event) => event.type.startsWith('xstate.after.')).length
  return RESEND_WAIT_SECONDS - passed
}

/** Once a new email is on its way, the page says so; the button waits before it can be used again. */
const resentScreen =
  (waiting: boolean) =>
  (path: PathSoFar): Screen => ({
    heading: 'LINK_SENT_TITLE',
    url: pageOf(path).url,
    shows: [
      'RESEND_EMAIL_CONFIRMATION',
      waiting
        ? { id: 'RESEND_AVAILABLE_IN', values: { seconds: secondsLeft(path) } }
        : 'RESEND_AVAILABLE_NOW',
    ],
    hides: ['LINK_EXPIRED_TITLE'],
    controls: [
      { role: 'button', name: 'SEND_ANOTHER_EMAIL', busy: waiting },
      { role: 'link', name: 'GO_BACK_TO_SIGN_IN' },
    ],
  })

export const emailConfirmationOracle = defineOracle({
  machine: emailConfirmationMachine,
  screens: {
    // Nothing is spent on arrival: the page asks first (docs/decisions/019).
    'emailConfirmation.awaitingConfirmation': (path) => ({
      heading: pageOf(path).title,
      url: pageOf(path).url,
      shows: [pageOf(path).intro],
      controls: [{ role: 'button', name: pageOf(path).button, busy: false }],
    }),
    'emailConfirmation.checking': (path) => ({
      heading: pageOf(path).title,
      url: pageOf(path).url,
      shows: [pageOf(path).checking],
    }),
    'emailConfirmation.failed': (path) => ({
      heading: 'LINK_FAILED_TITLE',
      url: pageOf(path).url,
      shows: ['GENERIC_ERROR'],
      controls: [{ role: 'button', name: 'TRY_AGAIN' }],
    }),
    'emailConfirmation.confirmed': (path) => {
      const answer = lastAnswer<ConfirmLinkOutcome>(path, 'confirmLink')
      const email = answer?.kind === 'confirmed' ? answer.email : ''
      return {
        heading: pageOf(path).title,
        url: pageOf(path).url,
        shows: [{ id: pageOf(path).confirmed, values: { email } }],
        controls: [{ role: 'link', name: 'SIGN_IN_BUTTON' }],
      }
    },
    'emailConfirmation.used': (path) => ({
      heading: 'LINK_USED_TITLE',
      url: pageOf(path).url,
      shows: messageOf(path, 'LINK_USED_TEXT'),
      controls: [{ role: 'link', name: 'SIGN_IN_BUTTON' }],
    }),
    'emailConfirmation.expired.idle': expiredScreen(false),
    'emailConfirmation.expired.resending': (path) => ({
      ...expiredScreen(true)(path),
      busyWords: 'RESENDING',
    }),
    // Not resent: the error summary says so and takes focus, as a form's does; the button can be pressed again.
    'emailConfirmation.expired.resendFailed': (path) => {
      const summary = errorSummary(['RESEND_FAILED'])
      return { ...expiredScreen(false, summary.shows)(path), focus: summary.focus }
    },
    'emailConfirmation.expired.resent.coolingDown': resentScreen(true),
    'emailConfirmation.expired.resent.ready': resentScreen(false),
  },
})
