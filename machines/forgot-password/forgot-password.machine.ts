/**
 * Forgot password (spec: Forgot password; sections 4 "Forgot", 5, 8).
 *
 * One email field. A valid address is posted once; on success the form gives way to a confirmation that
 * names the address and repeats the server's friendly message. Every other answer keeps the form, and
 * what was typed, with the reason shown.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outputOf } from '../shared/actor-output'
import { isEmail } from '../shared/validation'

export type ForgotPasswordOutcome =
  | { kind: 'sent'; friendlyMessage: string | null }
  /** HTTP 409: several accounts share the address. */
  | { kind: 'multipleUsers' }
  /** The server named the problem with a translation key. */
  | { kind: 'rejected'; translationKey: string }
  /** The server knows no account with this address and gave no reason. */
  | { kind: 'noRecord' }

export interface ForgotPasswordContext {
  email: string
  /** The address the link went to, fixed at the moment of sending. */
  sentTo: string | null
  friendlyMessage: string | null
  translationKey: string | null
}

export type ForgotPasswordEvent = { type: 'user.changeEmail'; value: string } | { type: 'user.submit' }

const sendOutcome = (event: { type: string }) => outputOf<ForgotPasswordOutcome>(event, 'sendResetLink')

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    /** Asks the server to email a reset link. Provided by the app. */
    sendResetLink: fromPromise<ForgotPasswordOutcome, { email: string }>(() =>
      Promise.reject(new Error('sendResetLink is provided by the app')),
    ),
  },
  guards: {
    isEmailInvalid: ({ context }) => !isEmail(context.email),
    isSent: ({ event }) => sendOutcome(event)?.kind === 'sent',
    isMultipleUsers: ({ event }) => sendOutcome(event)?.kind === 'multipleUsers',
    isRejectedWithKey: ({ event }) => sendOutcome(event)?.kind === 'rejected',
  },
  actions: {
    assignEmail: assign({ email: ({ event }) => (event.type === 'user.changeEmail' ? event.value : '') }),
    assignSent: assign(({ context, event }) => {
      const outcome = sendOutcome(event)
      return {
        sentTo: context.email.trim(),
        friendlyMessage: outcome?.kind === 'sent' ? outcome.friendlyMessage : null,
      }
    }),
    assignTranslationKey: assign({
      translationKey: ({ event }) => {
        const outcome = sendOutcome(event)
        return outcome?.kind === 'rejected' ? outcome.translationKey : null
      },
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', sentTo: null, friendlyMessage: null, translationKey: null },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'user.changeEmail': { actions: 'assignEmail' },
        'user.submit': [{ guard: 'isEmailInvalid', target: '.invalid' }, { target: 'sending' }],
      },
      states: {
        editing: {},
        /** Blank shows REQUIRED; anything not matching the email pattern shows EMAIL_ENTERED_INVALID. */
        invalid: {},
        /** HTTP 409: MULTIPLE_USER_FOUND_ERROR. */
        multipleUsers: {},
        /** The first message's translationKey, translated. */
        rejected: {},
        /** No account and no reason given: "There's no record of this email". */
        noRecord: {},
        /** 5xx, network failure or a body that fails its schema. */
        failed: {},
      },
    },
    sending: {
      // Edits and further submits are ignored here: one gesture sends one request.
      invoke: {
        id: 'sendResetLink',
        src: 'sendResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: 'isSent', target: 'sent', actions: 'assignSent' },
          { guard: 'isMultipleUsers', target: 'form.multipleUsers' },
          { guard: 'isRejectedWithKey', target: 'form.rejected', actions: 'assignTranslationKey' },
          { target: 'form.noRecord' },
        ],
        onError: { target: 'form.failed' },
      },
    },
    /** The form is hidden; the confirmation names the address. */
    sent: { type: 'final' },
  },
})
