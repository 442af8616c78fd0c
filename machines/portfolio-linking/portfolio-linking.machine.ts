/**
 * Portfolio linking (`/portfoliolinking/{k}/{userType}`; spec: Portfolio linking, sections 4, 5 and 8). A person
 * arriving through single sign-on joins the identity to the account they already have by signing in with it.
 *
 * - Username and password are required; their problems show once touched, and an invalid form sends nothing.
 * - Linked: a full-page redirect to the returned url, only if the redirect policy accepts it.
 * - 401: USERNAME_OR_PASSWORD_NOT_FOUND, the password cleared. Anything else (or a url we will not follow):
 *   GENERIC_ERROR, the form kept.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT, LEAVING_PAGE } from '../shared/calls'
import {
  hasFieldProblems,
  submittedForm,
  takeSubmitted,
  touchLeftField,
  untouchField,
  type PasswordCleared,
  type SubmitEvent,
} from '../shared/fields'
import { followableUrl, type RedirectPolicy } from '../shared/redirect-policy'
import {
  fieldProblems,
  PORTFOLIO_LINKING_FIELDS,
  type PortfolioLinkingField,
} from './portfolio-linking.fields'

export interface PortfolioLinkingInput {
  /** The SSO key from the address, sent as SsoToken. */
  k: string
  /** `educator` shows the educator text; anything else the student text (spec: Portfolio linking). */
  audience: 'educator' | 'student'
  redirectPolicy: RedirectPolicy
}

export interface PortfolioLinkingContext extends PortfolioLinkingInput {
  username: string
  password: string
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: PortfolioLinkingField[]
  /** The absolute url the redirect policy accepted. */
  destination: string | null
}

/** What the form holds when it is sent. */
type PortfolioLinkingValues = Pick<PortfolioLinkingContext, 'username' | 'password'>

export type PortfolioLinkingEvent =
  | { type: 'user.changeUsername'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.leave'; field: PortfolioLinkingField }
  | SubmitEvent<PortfolioLinkingValues>

export interface LinkPortfolioRequest {
  username: string
  password: string
  ssoToken: string
}

export type LinkPortfolioOutcome =
  | { kind: 'linked'; url: string }
  /** HTTP 401: USERNAME_OR_PASSWORD_NOT_FOUND. */
  | { kind: 'notFound' }

function destinationOf(context: PortfolioLinkingContext, event: { type: string }): string | null {
  const outcome = outputOf<LinkPortfolioOutcome>(event, 'linkPortfolio')
  return outcome?.kind === 'linked' ? followableUrl(outcome.url, context.redirectPolicy) : null
}

export const portfolioLinkingMachine = setup({
  types: {
    context: {} as PortfolioLinkingContext,
    events: {} as PortfolioLinkingEvent,
    input: {} as PortfolioLinkingInput,
    emitted: {} as PasswordCleared,
  },
  actors: {
    /** Links the account to the SSO identity. Provided by the app. */
    linkPortfolio: fromPromise<LinkPortfolioOutcome, LinkPortfolioRequest>(() =>
      Promise.reject(new Error('linkPortfolio is provided by the app')),
    ),
  },
  guards: {
    isFormInvalid: ({ context, event }) => hasFieldProblems(fieldProblems(submittedForm(context, event))),
    isLinkedAtFollowableUrl: ({ context, event }) => destinationOf(context, event) !== null,
    isOutcome: outcomeGuard<LinkPortfolioOutcome>(),
  },
  actions: {
    assignUsername: assign({
      username: ({ context, event }) =>
        event.type === 'user.changeUsername' ? event.value : context.username,
    }),
    assignPassword: assign({
      password: ({ context, event }) =>
        event.type === 'user.changePassword' ? event.value : context.password,
    }),
    touchField: touchLeftField<PortfolioLinkingContext, PortfolioLinkingEvent>(),
    takeSubmitted: takeSubmitted<PortfolioLinkingContext, PortfolioLinkingEvent>(PORTFOLIO_LINKING_FIELDS),
    // The password was wrong or the account unknown: the next try starts from an empty password.
    clearPassword: assign(({ context }) => ({
      password: '',
      touched: untouchField(context.touched, 'password'),
    })),
    // The field holds its own value (docs/decisions/022): the view empties it when told.
    announcePasswordCleared: emit({ type: 'passwordCleared' }),
    assignDestination: assign({ destination: ({ context, event }) => destinationOf(context, event) }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    redirectToDestination: () => {},
  },
}).createMachine({
  id: 'portfolioLinking',
  context: ({ input }) => ({ ...input, username: '', password: '', touched: [], destination: null }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'user.changeUsername': { actions: 'assignUsername' },
        'user.changePassword': { actions: 'assignPassword' },
        // Each field's leave is a step of its own for the path coverage (machines/shared/steps.ts).
        'user.leave': { actions: 'touchField', meta: { fields: PORTFOLIO_LINKING_FIELDS } },
        'user.submit': [
          { guard: 'isFormInvalid', target: '.invalid', actions: 'takeSubmitted' },
          { target: 'linking', actions: 'takeSubmitted' },
        ],
      },
      states: {
        editing: {},
        /** Submitted with a blank field: REQUIRED beside it and in the summary. Nothing was sent. */
        invalid: {},
        /** HTTP 401: USERNAME_OR_PASSWORD_NOT_FOUND. */
        notFound: {},
        /** Any other failure, or a url we will not follow: GENERIC_ERROR. */
        failed: {},
      },
    },
    linking: {
      tags: [CALL_IN_FLIGHT],
      // Edits and further submits are ignored here: one gesture sends one request.
      invoke: {
        id: 'linkPortfolio',
        src: 'linkPortfolio',
        input: ({ context }) => ({
          username: context.username,
          password: context.password,
          ssoToken: context.k,
        }),
        onDone: [
          {
            guard: 'isLinkedAtFollowableUrl',
            target: 'redirecting',
            actions: ['assignDestination', 'redirectToDestination'],
          },
          {
            guard: { type: 'isOutcome', params: { kind: 'notFound' } },
            target: 'form.notFound',
            actions: ['clearPassword', 'announcePasswordCleared'],
          },
          { target: 'form.failed' },
        ],
        onError: { target: 'form.failed' },
      },
    },
    /** Linked; the browser is leaving for the product. */
    redirecting: { type: 'final', tags: [LEAVING_PAGE] },
  },
})
