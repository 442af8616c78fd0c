import type { SubmitEvent } from '../shared/fields'

export type ForgotPasswordOutcome =
  | { kind: 'sent'; friendlyMessage: string | null }
  /** HTTP 409: several accounts share the address. */
  | { kind: 'multipleUsers' }
  /** The server named the problem with a translation key. */
  | { kind: 'rejected'; translationKey: string }
  /** The server knows no account with this address and gave no reason. */
  | { kind: 'noRecord' }

export type ForgotPasswordField = 'email'

export interface ForgotPasswordContext {
  email: string
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: ForgotPasswordField[]
  /** The address the link went to, fixed at the moment of sending. */
  sentTo: string | null
  friendlyMessage: string | null
  translationKey: string | null
}

/** What the form holds when it is sent. */
type ForgotPasswordValues = Pick<ForgotPasswordContext, 'email'>

export type ForgotPasswordEvent =
  | { type: 'user.changeEmail'; value: string }
  | { type: 'user.leave'; field: ForgotPasswordField }
  | SubmitEvent<ForgotPasswordValues>
