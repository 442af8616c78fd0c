/**
 * Reset or activate from an email link (`/reset/{token}/{resetType}`; spec: Reset / activate page, sections 4,
 * 5 and 8).
 *
 * The link is checked first (except for a higher-education activation, whose link the register call itself
 * checks). A good link shows the form, with the family's names for a parent activation; a refused one shows why
 * (expired, used, invalid) with the way to a new link, and never the form. The password is saved once per
 * submit and the browser goes on to the returned url.
 *
 * Invariants:
 * - What the person typed stays in context after every failure.
 * - While a call is in flight, edits and further submits are ignored: one gesture sends one request.
 * - The browser is only ever sent to a url the redirect policy accepts, as the policy parsed it, with
 *   `activate=true` added for an activation; anything else is a generic failure.
 * - A link that turns out expired or used when saving (another tab spent it) shows that, like at the start.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT, LEAVING_PAGE } from '../shared/calls'
import {
  hasFieldProblems,
  submittedForm,
  takeSubmitted,
  touchLeftField,
  type SubmitEvent,
} from '../shared/fields'
import { followableUrl, type RedirectPolicy } from '../shared/redirect-policy'
import {
  fieldProblems,
  RESET_PASSWORD_FIELDS,
  resetPasswordFields,
  type ResetPasswordField,
} from './reset-password.fields'
import { isActivation, resetLinkKind, type ResetLinkKind } from '../shared/reset-link-kind'

export interface ResetPasswordInput {
  token: string
  /** The link's resetType, sent to the server as it is. */
  resetType: string
  /** HigherEdActivation only: the email and school name carried in the link's query. */
  higherEd: { email: string; schoolName: string } | null
  redirectPolicy: RedirectPolicy
}

/** Who the link is for, as the token check answered (spec section 3, token validation response). */
interface LinkAccount {
  emailAddress: string
  userName: string
  activateName: string | null
  activatedBy: string | null
  institutionName: string | null
}

interface Student {
  firstName: string
  lastName: string
}

/** A parent activation's family: the parent's name and their students (POST /api/auth/familydataget). */
interface Family {
  parentName: string
  students: Student[]
}

export interface ResetPasswordContext extends ResetPasswordInput {
  kind: ResetLinkKind
  account: LinkAccount | null
  /** Parent activation: null until loaded, and stays null if it could not be. */
  family: Family | null
  password: string
  confirmPassword: string
  touched: ResetPasswordField[]
  /** Where the browser goes after saving: the absolute url the redirect policy parsed and accepted. */
  destination: string | null
}

/** What the form holds when it is sent; a form without the confirmation sends it empty. */
type ResetPasswordValues = Pick<ResetPasswordContext, ResetPasswordField>

export type ResetPasswordEvent =
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.changeConfirmPassword'; value: string }
  | { type: 'user.leave'; field: ResetPasswordField }
  | SubmitEvent<ResetPasswordValues>
  | { type: 'user.retry' }

/** What checking a link can mean; unexpected failures (network, 5xx, unreadable answer) reject instead. */
export type LinkCheckOutcome =
  | { kind: 'valid'; account: LinkAccount }
  | { kind: 'expired' }
  | { kind: 'used' }
  /** The server refused the link for another reason, or gave none. */
  | { kind: 'invalid' }

export type FamilyOutcome = { kind: 'found'; family: Family }

/** What saving the password can mean. */
export type SavePasswordOutcome =
  | { kind: 'saved'; url: string }
  | { kind: 'expired' }
  | { kind: 'used' }
  /** Refused for another reason: a generic error, and the person may try again. */
  | { kind: 'refused' }

export interface CheckLinkRequest {
  token: string
  resetType: string
}

export interface SavePasswordRequest {
  /** A higher-education activation saves through its register call. */
  kind: ResetLinkKind
  token: string
  resetType: string
  userName: string
  password: string
}

const checkOutcome = (event: { type: string }) => outputOf<LinkCheckOutcome>(event, 'checkLink')
const familyOutcome = (event: { type: string }) => outputOf<FamilyOutcome>(event, 'loadFamily')
const saveOutcome = (event: { type: string }) => outputOf<SavePasswordOutcome>(event, 'savePassword')

/** The url to follow after saving: the one the policy accepted, marked for an activation. */
function destinationOf(
  context: ResetPasswordContext,
  outcome: SavePasswordOutcome | undefined,
): string | null {
  if (outcome?.kind !== 'saved') return null
  const href = followableUrl(outcome.url, context.redirectPolicy)
  if (href === null || !isActivation(context.kind)) return href
  const url = new URL(href)
  url.searchParams.set('activate', 'true')
  return url.href
}

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    /** Asks the server whether the link is still good, and whose it is. Provided by the app. */
    checkLink: fromPromise<LinkCheckOutcome, CheckLinkRequest>(() =>
      Promise.reject(new Error('checkLink is provided by the app')),
    ),
    /** Loads a parent's name and students. Provided by the app. */
    loadFamily: fromPromise<FamilyOutcome, { token: string; email: string }>(() =>
      Promise.reject(new Error('loadFamily is provided by the app')),
    ),
    /**
     * Saves the new password on the link: the reset-password call, or for a higher-education activation the
     * register call. Provided by the app.
     */
    savePassword: fromPromise<SavePasswordOutcome, SavePasswordRequest>(() =>
      Promise.reject(new Error('savePassword is provided by the app')),
    ),
  },
  guards: {
    isHigherEdActivation: ({ context }) => context.kind === 'higherEdActivation',
    /** The link is good and it activates a parent: their family's names come next. */
    isValidParentLink: ({ context, event }) =>
      context.kind === 'activateParent' && checkOutcome(event)?.kind === 'valid',
    isFormInvalid: ({ context, event }) => hasFieldProblems(fieldProblems(submittedForm(context, event))),
    isSavedToFollowableUrl: ({ context, event }) => destinationOf(context, saveOutcome(event)) !== null,
    isOutcome: outcomeGuard<LinkCheckOutcome | SavePasswordOutcome>(),
  },
  actions: {
    assignAccount: assign({
      account: ({ event }) => {
        const outcome = checkOutcome(event)
        return outcome?.kind === 'valid' ? outcome.account : null
      },
    }),
    assignFamily: assign({
      family: ({ event }) => familyOutcome(event)?.family ?? null,
    }),
    assignPassword: assign({
      password: ({ event }) => (event.type === 'user.changePassword' ? event.value : ''),
    }),
    assignConfirmPassword: assign({
      confirmPassword: ({ event }) => (event.type === 'user.changeConfirmPassword' ? event.value : ''),
    }),
    touchField: touchLeftField<ResetPasswordContext, ResetPasswordEvent>(),
    takeSubmitted: takeSubmitted<ResetPasswordContext, ResetPasswordEvent>(resetPasswordFields),
    assignDestination: assign({
      destination: ({ context, event }) => destinationOf(context, saveOutcome(event)),
    }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    redirectToDestination: () => {},
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    ...input,
    kind: resetLinkKind(input.resetType),
    account: null,
    family: null,
    password: '',
    confirmPassword: '',
    touched: [],
    destination: null,
  }),
  initial: 'start',
  states: {
    start: {
      // A higher-education activation has no token check: its register call checks the link.
      always: [{ guard: 'isHigherEdActivation', target: 'form' }, { target: 'checking' }],
    },
    checking: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'checkLink',
        src: 'checkLink',
        input: ({ context }) => ({ token: context.token, resetType: context.resetType }),
        onDone: [
          { guard: 'isValidParentLink', target: 'loadingFamily', actions: 'assignAccount' },
          {
            guard: { type: 'isOutcome', params: { kind: 'valid' } },
            target: 'form',
            actions: 'assignAccount',
          },
          { guard: { type: 'isOutcome', params: { kind: 'expired' } }, target: 'expired' },
          { guard: { type: 'isOutcome', params: { kind: 'used' } }, target: 'used' },
          { target: 'invalid' },
        ],
        onError: { target: 'checkFailed' },
      },
    },
    /** The check itself failed (network, 5xx, an unreadable answer): the link may be fine, so try again. */
    checkFailed: {
      on: { 'user.retry': { target: 'checking' } },
    },
    loadingFamily: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'loadFamily',
        src: 'loadFamily',
        input: ({ context }) => ({ token: context.token, email: context.account?.emailAddress ?? '' }),
        onDone: { target: 'form', actions: 'assignFamily' },
        // The names reassure but are not needed to activate: the form says they could not be loaded.
        onError: { target: 'form' },
      },
    },
    form: {
      initial: 'editing',
      on: {
        'user.changePassword': { actions: 'assignPassword' },
        'user.changeConfirmPassword': { actions: 'assignConfirmPassword' },
        // Each field's leave is a step of its own for the path coverage (machines/shared/steps.ts).
        'user.leave': { actions: 'touchField', meta: { fields: RESET_PASSWORD_FIELDS } },
        'user.submit': [
          { guard: 'isFormInvalid', target: '.invalid', actions: 'takeSubmitted' },
          { target: 'saving', actions: 'takeSubmitted' },
        ],
      },
      states: {
        editing: {},
        /** Submitted with a problem: the error summary lists each field's. Nothing was sent. */
        invalid: {},
        /** Saving failed (refused, 5xx, network, an unreadable answer or a url we will not follow). */
        failed: {},
      },
    },
    saving: {
      tags: [CALL_IN_FLIGHT],
      // Edits and further submits are ignored here: the request already carries what was typed.
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({
          kind: context.kind,
          token: context.token,
          resetType: context.resetType,
          userName: context.account?.userName ?? '',
          password: context.password,
        }),
        onDone: [
          {
            guard: 'isSavedToFollowableUrl',
            target: 'redirecting',
            actions: ['assignDestination', 'redirectToDestination'],
          },
          { guard: { type: 'isOutcome', params: { kind: 'expired' } }, target: 'expired' },
          { guard: { type: 'isOutcome', params: { kind: 'used' } }, target: 'used' },
          { target: 'form.failed' },
        ],
        onError: { target: 'form.failed' },
      },
    },
    /** The link expired: the form is gone; a new link is one step away (/forgot). */
    expired: { type: 'final' },
    /** The link was already used. */
    used: { type: 'final' },
    /** The server refused the link for another reason, or gave none: a generic error. */
    invalid: { type: 'final' },
    /** Saved; the browser is leaving for the destination. */
    redirecting: { type: 'final', tags: [LEAVING_PAGE] },
  },
})
