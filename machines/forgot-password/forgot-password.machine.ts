/**
 * Forgot password (spec: Forgot password; sections 4 "Forgot", 5, 8).
 *
 * One email field. A valid address is posted once; on success the form gives way to a confirmation that
 * names the address and repeats the server's friendly message. Every other answer keeps the form, and
 * what was typed, with the reason shown.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT } from '../shared/calls'
import {
  hasFieldProblems,
  submittedForm,
  takeSubmitted,
  touchLeftField,
  type SubmitEvent,
} from '../shared/fields'
import { fieldProblems, FORGOT_PASSWORD_FIELDS, type ForgotPasswordField } from './forgot-password.fields'

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
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: ForgotPasswordField[]
  /** The address the link went to, fixed at the moment of sending. */
  sentTo: string | null
  friendlyMessage: string | null
  translationKey: string | null
}

/** What the form holds when it is sent. */
type ForgotPasswordValues = Pick<ForgotPasswordContext, 'email'>

export type ForgotPasswordEvent =
  | { type: 'user.changeEmail'; value: string }
  | { type: 'user.leave'; field: ForgotPasswordField }
  | SubmitEvent<ForgotPasswordValues>

const sendOutcome = (event: { type: string }) => outputOf<ForgotPasswordOutcome>(event, 'sendResetLink')

export const forgotPasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads the types; XState ignores them at run time
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    /** Asks the server to email a reset link. Provided by the app. */
    sendResetLink: fromPromise<ForgotPasswordOutcome, { email: string }>(() =>
      // Stryker disable next-line StringLiteral: the app always provides the call; this text only tells a developer which one is missing, and any rejection shows the generic error
      Promise.reject(new Error('sendResetLink is provided by the app')),
    ),
  },
  guards: {
    isFormInvalid: ({ context, event }) => hasFieldProblems(fieldProblems(submittedForm(context, event))),
    isOutcome: outcomeGuard<ForgotPasswordOutcome>(),
  },
  actions: {
    // Stryker disable next-line ConditionalExpression,StringLiteral: assignEmail runs only on user.changeEmail; the other branch only narrows the event's type
    assignEmail: assign({ email: ({ event }) => (event.type === 'user.changeEmail' ? event.value : '') }),
    touchField: touchLeftField<ForgotPasswordContext, ForgotPasswordEvent>(),
    takeSubmitted: takeSubmitted<ForgotPasswordContext, ForgotPasswordEvent>(FORGOT_PASSWORD_FIELDS),
    assignSent: assign(({ context, event }) => {
      const outcome = sendOutcome(event)
      return {
        sentTo: context.email.trim(),
        // Stryker disable next-line ConditionalExpression,OptionalChaining: assignSent runs only on the sent outcome; the check only narrows its type
        friendlyMessage: outcome?.kind === 'sent' ? outcome.friendlyMessage : null,
      }
    }),
    assignTranslationKey: assign({
      translationKey: ({ event }) => {
        const outcome = sendOutcome(event)
        // Stryker disable next-line ConditionalExpression,OptionalChaining: assignTranslationKey runs only on the rejected outcome; the check only narrows its type
        return outcome?.kind === 'rejected' ? outcome.translationKey : null
      },
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { email: '', touched: [], sentTo: null, friendlyMessage: null, translationKey: null },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'user.changeEmail': { actions: 'assignEmail' },
        // Each field's leave is a step of its own for the path coverage (machines/shared/steps.ts).
        'user.leave': { actions: 'touchField', meta: { fields: FORGOT_PASSWORD_FIELDS } },
        'user.submit': [
          { guard: 'isFormInvalid', target: '.invalid', actions: 'takeSubmitted' },
          { target: 'sending', actions: 'takeSubmitted' },
        ],
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
      tags: [CALL_IN_FLIGHT],
      // Edits and further submits are ignored here: one gesture sends one request.
      invoke: {
        id: 'sendResetLink',
        src: 'sendResetLink',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          { guard: { type: 'isOutcome', params: { kind: 'sent' } }, target: 'sent', actions: 'assignSent' },
          { guard: { type: 'isOutcome', params: { kind: 'multipleUsers' } }, target: 'form.multipleUsers' },
          {
            guard: { type: 'isOutcome', params: { kind: 'rejected' } },
            target: 'form.rejected',
            actions: 'assignTranslationKey',
          },
          { target: 'form.noRecord' },
        ],
        onError: { target: 'form.failed' },
      },
    },
    /** The form is hidden; the confirmation names the address. */
    sent: { type: 'final' },
  },
})
