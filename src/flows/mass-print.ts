import { massPrintMachine } from '../../machines/mass-print/mass-print.machine'
import type {
  MassPrintInput,
  PrepareDocumentOutcome,
  PrepareDocumentRequest,
} from '../../machines/mass-print/mass-print.types'
import { prepareDocument } from '../api/mass-print'
import { firstCallActor, startFirstCalls } from './first-call'
import { redirectToDestination } from './redirect-to-destination'

/**
 * The calls that may start before the page renders: preparing the documents, which a mass-print link may ask
 * for again and again (decision 007: its links are not spent).
 */
const readOnly = { prepareDocument }

/** On arrival, before the page renders: the documents (decision 019). */
export const startMassPrintCalls = (input: MassPrintInput) =>
  startFirstCalls(massPrintMachine, input, readOnly)

/** The mass-print machine with the real server and browser behind it. */
export const createMassPrintFlow = () =>
  massPrintMachine.provide({
    actors: {
      prepareDocument: firstCallActor<PrepareDocumentOutcome, PrepareDocumentRequest>(
        'prepareDocument',
        readOnly.prepareDocument,
      ),
    },
    actions: {
      redirectToDestination,
    },
  })
