import type { RedirectPolicy } from '../shared/redirect-policy'

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
