/**
 * A mass-print link (`/massprint/{token}/{tokenType}/{massPrintBatchJobId}`; spec: Mass-print link page, sections
 * 4 and 8). The documents are prepared on arrival and the browser goes on to them.
 *
 * - Ready: a full-page redirect to the returned url, only if the redirect policy accepts it.
 * - An answer whose message contains EXPIRED: MASSPRINT_LINK_EXPIRED. Any other refusal, or a url we will not
 *   follow: GENERIC_ERROR. A failed call (network, 5xx, an unreadable answer) can be tried again.
 */
import { assign, fromPromise, setup } from 'xstate'
import { outcomeGuard, outputOf, CALL_IN_FLIGHT, LEAVING_PAGE } from '../shared/calls'
import { followableUrl, type RedirectPolicy } from '../shared/redirect-policy'

export interface MassPrintInput {
  token: string
  /** Sent as MassPrintEmailType. */
  tokenType: string
  batchJobId: string
  redirectPolicy: RedirectPolicy
}

export interface MassPrintContext extends MassPrintInput {
  /** The absolute url the redirect policy parsed and accepted. */
  destination: string | null
}

export type MassPrintEvent = { type: 'user.retry' }

export interface PrepareDocumentRequest {
  token: string
  tokenType: string
  batchJobId: string
}

export type PrepareDocumentOutcome =
  | { kind: 'ready'; url: string }
  /** The server's message contains EXPIRED: MASSPRINT_LINK_EXPIRED. */
  | { kind: 'expired' }
  /** Any other refusal: GENERIC_ERROR. */
  | { kind: 'refused' }

function destinationOf(context: MassPrintContext, event: { type: string }): string | null {
  const outcome = outputOf<PrepareDocumentOutcome>(event, 'prepareDocument')
  return outcome?.kind === 'ready' ? followableUrl(outcome.url, context.redirectPolicy) : null
}

export const massPrintMachine = setup({
  // Stryker disable next-line ObjectLiteral: only TypeScript reads the types; XState ignores them at run time
  types: {
    context: {} as MassPrintContext,
    events: {} as MassPrintEvent,
    input: {} as MassPrintInput,
  },
  actors: {
    /** Asks the server to prepare the batch's documents. Provided by the app. */
    prepareDocument: fromPromise<PrepareDocumentOutcome, PrepareDocumentRequest>(() =>
      // Stryker disable next-line StringLiteral: the app always provides the call; this text only tells a developer which one is missing, and any rejection shows the generic error
      Promise.reject(new Error('prepareDocument is provided by the app')),
    ),
  },
  guards: {
    isReadyAtFollowableUrl: ({ context, event }) => destinationOf(context, event) !== null,
    isOutcome: outcomeGuard<PrepareDocumentOutcome>(),
  },
  actions: {
    assignDestination: assign({ destination: ({ context, event }) => destinationOf(context, event) }),
    // Effects that leave the machine; the app provides them, tests provide spies.
    redirectToDestination: () => {},
  },
}).createMachine({
  id: 'massPrint',
  context: ({ input }) => ({ ...input, destination: null }),
  initial: 'handling',
  states: {
    handling: {
      tags: [CALL_IN_FLIGHT],
      invoke: {
        id: 'prepareDocument',
        src: 'prepareDocument',
        input: ({ context }) => ({
          token: context.token,
          tokenType: context.tokenType,
          batchJobId: context.batchJobId,
        }),
        onDone: [
          {
            guard: 'isReadyAtFollowableUrl',
            target: 'redirecting',
            actions: ['assignDestination', 'redirectToDestination'],
          },
          { guard: { type: 'isOutcome', params: { kind: 'expired' } }, target: 'expired' },
          { target: 'refused' },
        ],
        onError: { target: 'failed' },
      },
    },
    /** The documents are ready; the browser is leaving for them. */
    redirecting: { type: 'final', tags: [LEAVING_PAGE] },
    /** MASSPRINT_LINK_EXPIRED. */
    expired: { type: 'final' },
    /** Refused for another reason, or a url we will not follow: GENERIC_ERROR. */
    refused: { type: 'final' },
    /** The call failed (network, 5xx, an unreadable answer): GENERIC_ERROR and a retry. */
    failed: {
      on: { 'user.retry': { target: 'handling' } },
    },
  },
})
