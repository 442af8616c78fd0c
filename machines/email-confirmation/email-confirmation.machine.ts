/**
 * Confirming an address from an email link: personal email verification (`/verify/…`) and username-change
 * confirmation (`/confirmusernamechange/…`) (spec: Email verification, Username-change confirmation; sections
 * 4 and 8). The two pages are one flow: the link is confirmed when the person presses the page's button, and the
 * answer is shown. The route provides the call for its page; the view words the outcome for it.
 *
 * - Nothing is spent on arrival: mail security scanners open every link of an incoming mail in a browser that
 *   runs scripts, before the person does, and would spend the single-use link (the person would then meet
 *   "already used"). Only `user.confirm`, a press, starts the call; no timer, focus or load sends it
 *   (docs/decisions/019-email-journeys.md).
 * - 200: confirmed, with the address. 410: expired, with the server's message and a way to get a new link.
 *   409: already used, with the message and a way to sign in. Anything else: a generic error and a retry.
 * - A new link can be asked for from an expired link. After a resend the button waits (60 s in the app),
 *   counting down visibly, before it can be used again; a failed resend says so and can be tried again.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT } from '../shared/calls'

/** The four values an email-confirmation link carries (spec section 2: verify/… and confirmusernamechange/…). */
export interface EmailLink {
  token: string
  tokenType: string
  /** The language id of spec section 3 (1 en_CA … 8 en_GB). */
  languageType: number
  translationLanguage: string
}

/** The two pages this flow serves: a personal email verification and a username-change confirmation. */
export type EmailConfirmationPurpose = 'verifyEmail' | 'usernameChange'

export interface EmailConfirmationInput {
  link: EmailLink
  /** How long a person waits after a resend before they can ask again (60 s in the app). */
  resendCooldownSeconds: number
}

export interface EmailConfirmationContext extends EmailConfirmationInput {
  /** The address now confirmed (the verified email, or the new username). */
  email: string | null
  /** The server's message for an expired or used link, shown as it is (spec section 8). */
  message: string | null
  /** Seconds until another resend may be asked for. */
  secondsLeft: number
}

export type EmailConfirmationEvent =
  /** The person pressed "Confirm my email address" (or "Confirm my new username"): only now is the link spent. */
  { type: 'user.confirm' } | { type: 'user.resend' } | { type: 'user.retry' }

/** What confirming a link can mean; any other answer is an unexpected failure (generic error). */
export type ConfirmLinkOutcome =
  | { kind: 'confirmed'; email: string }
  /** HTTP 410. */
  | { kind: 'expired'; message: string | null }
  /** HTTP 409. */
  | { kind: 'used'; message: string | null }

export type ResendLinkOutcome = { kind: 'sent' }

const confirmOutcome = (event: { type: string }) => outputOf<ConfirmLinkOutcome>(event, 'confirmLink')

export const emailConfirmationMachine = setup({
  types: {
    context: {} as EmailConfirmationContext,
    events: {} as EmailConfirmationEvent,
    input: {} as EmailConfirmationInput,
  },
  actors: {
    /** Confirms the address the link is for. Provided by the app, per page. */
    confirmLink: fromPromise<ConfirmLinkOutcome, EmailLink>(() =>
      Promise.reject(new Error('confirmLink is provided by the app')),
    ),
    /** Asks the server to send a fresh link. Provided by the app. */
    resendLink: fromPromise<ResendLinkOutcome, EmailLink>(() =>
      Promise.reject(new Error('resendLink is provided by the app')),
    ),
  },
  delays: {
    oneSecond: 1000,
  },
  guards: {
    isOutcome: outcomeGuard<ConfirmLinkOutcome>(),
    /** The countdown is on its last second. */
    isCooldownOver: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    assignEmail: assign({
      email: ({ event }) => {
        const outcome = confirmOutcome(event)
        return outcome?.kind === 'confirmed' ? outcome.email : null
      },
    }),
    assignMessage: assign({
      message: ({ event }) => {
        const outcome = confirmOutcome(event)
        return outcome?.kind === 'expired' || outcome?.kind === 'used' ? outcome.message : null
      },
    }),
    startCooldown: assign({ secondsLeft: ({ context }) => context.resendCooldownSeconds }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
}).createMachine({
  id: 'emailConfirmation',
  context: ({ input }) => ({ ...input, email: null, message: null, secondsLeft: 0 }),
  initial: 'awaitingConfirmation',
  states: {
    /**
     * The link is open and nothing has been sent: the page asks the person to confirm. Only their press counts;
     * a scanner that opens the page and waits, or focuses things, spends nothing.
     */
    awaitingConfirmation: {
      on: { 'user.confirm': { target: 'checking' } },
    },
    checking: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'confirmLink',
        src: 'confirmLink',
        input: ({ context }) => context.link,
        onDone: [
          {
            guard: { type: 'isOutcome', params: { kind: 'confirmed' } },
            target: 'confirmed',
            actions: 'assignEmail',
          },
          {
            guard: { type: 'isOutcome', params: { kind: 'expired' } },
            target: 'expired',
            actions: 'assignMessage',
          },
          {
            guard: { type: 'isOutcome', params: { kind: 'used' } },
            target: 'used',
            actions: 'assignMessage',
          },
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
    },
    /** The confirmation itself failed (network, 5xx, an unreadable answer): the link may be fine. */
    failed: {
      on: { 'user.retry': { target: 'checking' } },
    },
    /** The address is confirmed, with a check mark. */
    confirmed: { type: 'final' },
    /** Already used: the server's message and a Sign in button. */
    used: { type: 'final' },
    /** Expired: the server's message and a way to get a new link. */
    expired: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.resend': { target: 'resending' } },
        },
        resending: {
          tags: [CALL_IN_FLIGHT],
          // A second press while sending is ignored: one gesture sends one request.
          invoke: {
            id: 'resendLink',
            src: 'resendLink',
            input: ({ context }) => context.link,
            onDone: { target: 'resent', actions: 'startCooldown' },
            onError: { target: 'resendFailed' },
          },
        },
        /** Back to the expired link, not resent, saying the resend failed and can be tried again. */
        resendFailed: {
          on: { 'user.resend': { target: 'resending' } },
        },
        /** 'We've sent you a new email'. */
        resent: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              // Pressing resend now changes nothing: the button says how long is left.
              after: {
                oneSecond: [
                  { guard: 'isCooldownOver', target: 'ready' },
                  { target: 'coolingDown', reenter: true, actions: 'countDown' },
                ],
              },
            },
            ready: {
              on: { 'user.resend': { target: '#emailConfirmation.expired.resending' } },
            },
          },
        },
      },
    },
  },
})
