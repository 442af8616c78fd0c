/** A mass-print link, through the real portal (../world.ts). */
import { outcomeOf } from '../../../src/api/endpoint'
import { massPrintEndpoint } from '../../../src/api/mass-print'
import {
  massPrintMachine,
  type MassPrintInput,
  type PrepareDocumentOutcome,
} from '../../../machines/mass-print/mass-print.machine'
import { press } from '../gestures'
import { defineWorld, inThisRun, refusal } from '../world'

export const massPrintWorld = defineWorld({
  machine: massPrintMachine,
  starts: {
    'a mass-print link': {
      path: (walk) => {
        const { token, tokenType, batchJobId } = walk.start.input as MassPrintInput
        const lang = walk.locale === 'fr-CA' ? '?lang=fr' : ''
        return `/massprint/${token}/${tokenType}/${batchJobId}${lang}`
      },
    },
  },
  gestures: { 'user.retry': (_event, walk) => press(walk, 'TRY_AGAIN') },
  calls: {
    prepareDocument: {
      path: () => massPrintEndpoint.path,
      // The link's three values, as it holds them.
      sent: (walk) => {
        const { token, tokenType, batchJobId } = walk.start.input as MassPrintInput
        return { body: { Token: token, MassPrintEmailType: tokenType, MassPrintBatchJobId: batchJobId } }
      },
      read: (answer) => outcomeOf(massPrintEndpoint, answer),
      answer: (output, walk) => {
        const outcome = output as PrepareDocumentOutcome
        switch (outcome.kind) {
          case 'ready':
            return { status: 200, json: { data: { url: inThisRun(outcome.url, walk.origin) } } }
          // The portal reads the message: one saying the link expired (src/api/link-refusal.ts).
          case 'expired':
            return refusal(410, 'MASSPRINT LINK EXPIRED')
          case 'refused':
            return refusal(400, 'This link is not valid.')
        }
      },
    },
  },
})
