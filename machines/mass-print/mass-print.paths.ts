/**
 * Mass-print link: the fixtures its paths are planned from, and the words of its test cases
 * (../shared/path-model.ts); and what a person sees in each state (../shared/oracle.ts), from what the server said.
 */
import type { AnyMachineSnapshot } from 'xstate'
import {
  massPrintMachine,
  type MassPrintContext,
  type MassPrintEvent,
  type PrepareDocumentOutcome,
} from './mass-print.machine'
import { followableUrl } from '../shared/redirect-policy'
import { RequestTimeoutError, UnexpectedResponseError } from '../shared/calls'
import { definePathModel, sayOtherEvent, type ActorOutcomeEvent } from '../shared/path-model'
import { defineOracle, lastAnswer, type Screen } from '../shared/oracle'

// ---------------------------------------------------------------------------------------------------------
// The path model: the fixtures its paths are planned from, and the words of its test cases.

const redirectPolicy = { origin: 'http://localhost:3000', allowedOrigins: [] }

/** One fixture per kind of answer, so a new kind of outcome fails to compile until it has one. */
const outcomes = {
  ready: [
    { kind: 'ready', url: '/demo/mass-print/42' },
    { kind: 'ready', url: 'javascript:alert(document.domain)' },
    { kind: 'ready', url: 'https://evil.example/steal' },
  ],
  expired: [{ kind: 'expired' }],
  refused: [{ kind: 'refused' }],
} satisfies { [K in PrepareDocumentOutcome['kind']]: Extract<PrepareDocumentOutcome, { kind: K }>[] }

function events(snapshot: AnyMachineSnapshot): (MassPrintEvent | ActorOutcomeEvent)[] {
  if (snapshot.matches('failed')) return [{ type: 'user.retry' }]
  if (!snapshot.matches('handling')) return []
  return [
    ...Object.values(outcomes)
      .flat()
      .map((output): ActorOutcomeEvent => ({ type: 'xstate.done.actor.prepareDocument', output })),
    { type: 'xstate.error.actor.prepareDocument', error: new TypeError('Failed to fetch') },
    { type: 'xstate.error.actor.prepareDocument', error: new RequestTimeoutError(15_000) },
    { type: 'xstate.error.actor.prepareDocument', error: new UnexpectedResponseError(500, 'server fault') },
  ]
}

/** Every kind of answer in words: a new kind fails to compile until it has some. */
const SERVER_SAYS: {
  [K in PrepareDocumentOutcome['kind']]: (outcome: Extract<PrepareDocumentOutcome, { kind: K }>) => string
} = {
  ready: ({ url }) =>
    followableUrl(url, redirectPolicy) === null
      ? `the server says the documents are ready, but at ${url}, a url the page refuses to follow`
      : `the server says the documents are ready at ${url}`,
  expired: () => 'the server says the link has expired',
  refused: () => 'the server refuses the link for another reason',
}

const sayOutcome = (outcome: PrepareDocumentOutcome) =>
  (SERVER_SAYS[outcome.kind] as (answer: PrepareDocumentOutcome) => string)(outcome)

const GENERIC_ERROR = '"Something went wrong on our side. Please try again."'

export const massPrintPaths = definePathModel({
  title: 'Mass-print link',
  machine: massPrintMachine,
  starts: [
    {
      label: 'a mass-print link',
      input: { token: 'tok-123', tokenType: 'MassPrint', batchJobId: '42', redirectPolicy },
    },
  ],
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, (snapshot.context as MassPrintContext).destination]),
  say: (event) => {
    if (event.type === 'user.retry') return 'press Try again'
    return sayOtherEvent(event, (output) => sayOutcome(output as PrepareDocumentOutcome))
  },
  branches: {
    'xstate.done.actor.prepareDocument [isReadyAtFollowableUrl]': 'the page follows the address it was given',
    'xstate.done.actor.prepareDocument [isOutcome(expired)]': 'the page says the link has expired',
    'xstate.done.actor.prepareDocument [otherwise]':
      'the documents are refused or the address is one the page will not follow, so the page shows the generic error and no Try again',
  },
  screens: {
    'massPrint.handling': '"Your documents" page saying "Getting your documents ready…"',
    'massPrint.redirecting': (snapshot) =>
      `"Your documents" page saying "Opening your documents…" while the browser goes to ` +
      `${(snapshot.context as MassPrintContext).destination ?? 'the documents'}`,
    'massPrint.expired':
      '"This link has expired" page saying "This download link has expired. Ask the person who sent it to you ' +
      'for a new one.", with a Go to sign in link; the browser stays',
    'massPrint.refused': `"We couldn't open your link" page saying ${GENERIC_ERROR}, with a Go to sign in link but no Try again; the browser stays`,
    'massPrint.failed': `"We couldn't open your link" page saying ${GENERIC_ERROR}, with a Try again button and a Go to sign in link; the browser stays`,
  },
})

// ---------------------------------------------------------------------------------------------------------
// What each state shows (../shared/oracle.ts), from what the server said; the browser walks check it in the page
// after every step.

const ADDRESS = /^\/massprint\/[^/]+\/[^/]+\/[^/]+$/

/** A link that cannot be opened: the problem is the heading; the way to sign in stays. */
const problem = (heading: string, message: string, retry: boolean): Screen => ({
  heading,
  url: ADDRESS,
  shows: [message],
  controls: [
    { role: 'link', name: 'GO_TO_SIGN_IN' },
    retry ? { role: 'button', name: 'TRY_AGAIN' } : { role: 'button', name: 'TRY_AGAIN', absent: true },
  ],
})

export const massPrintOracle = defineOracle({
  machine: massPrintMachine,
  screens: {
    'massPrint.handling': { heading: 'MASSPRINT_TITLE', url: ADDRESS, shows: ['MASSPRINT_HANDLING'] },
    'massPrint.redirecting': (path) => {
      const answer = lastAnswer<PrepareDocumentOutcome>(path, 'prepareDocument')
      return answer?.kind === 'ready' ? { leavesFor: answer.url } : {}
    },
    'massPrint.expired': problem('LINK_EXPIRED_TITLE', 'MASSPRINT_LINK_EXPIRED', false),
    'massPrint.refused': problem('LINK_FAILED_TITLE', 'GENERIC_ERROR', false),
    'massPrint.failed': problem('LINK_FAILED_TITLE', 'GENERIC_ERROR', true),
  },
})
