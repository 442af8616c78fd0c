/** Mass-print link: what a person sees in each state (../shared/oracle.ts), from what the server said. */
import { defineOracle, lastAnswer, type Screen } from '../shared/oracle'
import { massPrintMachine } from './mass-print.machine'
import type { PrepareDocumentOutcome } from './mass-print.types'

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
