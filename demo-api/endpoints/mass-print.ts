/**
 * POST /api/auth/massprintaddfiletoredis: prepares the documents of a mass-print batch. Its tokens are not
 * spent: a teacher may come back to download the same documents again.
 */
import type * as v from 'valibot'
import {
  MassPrintPayloadSchema,
  massPrintEndpoint,
  type MassPrintResponseSchema,
} from '../../src/api/mass-print.ts'
import type { DemoEndpoint } from '../context.ts'
import { json, readBody } from '../http.ts'
import { LINK_MESSAGES, linkScenarios, openLink } from '../link-answers.ts'

// The mass-print service words its refusal in capitals; the portal looks for EXPIRED (spec section 8).
const MASS_PRINT_MESSAGES = { ...LINK_MESSAGES.en, expired: 'MASSPRINT LINK EXPIRED' }

export const UNSAFE_DOCUMENT_URL = 'javascript:alert(document.domain)'

export const massPrintDemoEndpoint: DemoEndpoint = {
  adapter: massPrintEndpoint,
  handle: async (context) => {
    const body = await readBody(context.request, MassPrintPayloadSchema)
    if (!body.ok) return body.response
    const opened = await openLink(context, {
      token: body.value.Token,
      accepts: (link) => link.flow === 'massPrint' && link.batchJobId === body.value.MassPrintBatchJobId,
      malformed: { data: { url: '' } },
      messages: MASS_PRINT_MESSAGES,
    })
    if (!opened.ok) return opened.response
    const { link } = opened
    const ready: v.InferInput<typeof MassPrintResponseSchema> = {
      data: {
        url:
          link.fault === 'unsafe'
            ? UNSAFE_DOCUMENT_URL
            : `/demo/mass-print/${encodeURIComponent(link.batchJobId ?? '')}`,
      },
    }
    return json(200, ready)
  },
  scenarios: [
    ...linkScenarios({
      takes: ['massPrint'],
      body: (link) => ({ Token: link.token, MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '42' }),
    }),
    {
      label: 'with another batch job',
      body: { Token: 'demo-massprint-valid', MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '7' },
      status: 404,
    },
  ],
}
