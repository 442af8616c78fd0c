/** POST /api/auth/massprintaddfiletoredis — prepares the documents a mass-print email links to. */
import * as v from 'valibot'
import type {
  PrepareDocumentOutcome,
  PrepareDocumentRequest,
} from '../../machines/mass-print/mass-print.machine'
import {
  answer,
  defineEndpoint,
  ErrorBodySchema,
  errorBodies,
  messageOf,
  NO_MESSAGE_IS_GENERIC,
  type Answer,
} from './endpoint'
import { refusalOf } from './link-refusal'

export const MassPrintPayloadSchema = v.pipe(
  v.object({
    Token: v.pipe(v.string(), v.nonEmpty()),
    MassPrintEmailType: v.pipe(v.string(), v.nonEmpty()),
    MassPrintBatchJobId: v.pipe(
      v.string(),
      v.nonEmpty(),
      v.description('The batch job id as the string in the link (decision).'),
    ),
  }),
  v.examples([{ Token: 'tok-1', MassPrintEmailType: 'MassPrint', MassPrintBatchJobId: '42' }]),
)

export const MassPrintResponseSchema = v.pipe(
  v.object({ data: v.object({ url: v.pipe(v.string(), v.nonEmpty()) }) }),
  v.description('The documents are ready: the browser goes to `url` if the redirect policy accepts it.'),
  v.examples([{ data: { url: 'https://product.example.org/print/42' } }]),
)

// MASSPRINT_LINK_EXPIRED when the message says EXPIRED, GENERIC_ERROR for anything else (spec section 8).
const refused: Answer<PrepareDocumentOutcome> = answer(
  v.pipe(
    ErrorBodySchema,
    v.description(
      "Refused: MASSPRINT_LINK_EXPIRED when the message contains 'EXPIRED' (any case), else GENERIC_ERROR " +
        '(spec section 8).',
    ),
    v.examples(errorBodies('MASSPRINT LINK EXPIRED', 'This link has already been used.')),
  ),
  (body) => ({ kind: refusalOf(messageOf(body)) === 'expired' ? 'expired' : 'refused' }),
  { emptyBody: NO_MESSAGE_IS_GENERIC },
)

export const massPrintEndpoint = defineEndpoint<typeof MassPrintPayloadSchema, PrepareDocumentOutcome>({
  method: 'POST',
  path: '/api/auth/massprintaddfiletoredis',
  description:
    'Prepares the documents a mass-print email links to (/massprint/{token}/{tokenType}/{massPrintBatchJobId}). ' +
    'Any other status is an unexpected failure: the generic error with a retry.',
  request: MassPrintPayloadSchema,
  answers: {
    200: answer(MassPrintResponseSchema, ({ data }) => ({ kind: 'ready', url: data.url })),
    400: refused,
    404: refused,
    409: refused,
    410: refused,
  },
})

export const prepareDocument = (
  request: PrepareDocumentRequest,
  signal?: AbortSignal,
): Promise<PrepareDocumentOutcome> =>
  massPrintEndpoint.call(
    { Token: request.token, MassPrintEmailType: request.tokenType, MassPrintBatchJobId: request.batchJobId },
    { signal },
  )
