/**
 * Email and username confirmation links: what a person sees in each state (../shared/oracle.ts), from the link they
 * opened and what the server said.
 */
import {
  byThePerson,
  defineOracle,
  lastAnswer,
  lastEvent,
  type PathSoFar,
  type Screen,
} from '../shared/oracle'
import { emailConfirmationMachine } from './email-confirmation.machine'
import type { ConfirmLinkOutcome, EmailConfirmationInput } from './email-confirmation.types'

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
const expired =
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
const resent =
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
    'emailConfirmation.expired.idle': expired(false),
    'emailConfirmation.expired.resending': expired(true, ['RESENDING']),
    'emailConfirmation.expired.resendFailed': expired(false, ['RESEND_FAILED']),
    'emailConfirmation.expired.resent.coolingDown': resent(true),
    'emailConfirmation.expired.resent.ready': resent(false),
  },
})
