import { fromPromise } from 'xstate'
import { massPrintMachine } from '../../machines/mass-print/mass-print.machine'
import type {
  PrepareDocumentOutcome,
  PrepareDocumentRequest,
} from '../../machines/mass-print/mass-print.types'
import { prepareDocument } from '../api/mass-print'
import { redirectToDestination } from './redirect-to-destination'

/** The mass-print machine with the real server and browser behind it. */
export const createMassPrintFlow = () =>
  massPrintMachine.provide({
    actors: {
      prepareDocument: fromPromise<PrepareDocumentOutcome, PrepareDocumentRequest>(({ input, signal }) =>
        prepareDocument(input, signal),
      ),
    },
    actions: {
      redirectToDestination,
    },
  })
