import type { SubmitEvent } from '../shared/fields'
import type { HeldMustResetAccount, MustResetAccount } from '../shared/must-reset-account'

export interface MustResetInput {
  /** Held by sign-in, in memory only; null after a reload or on a direct visit. */
  account: HeldMustResetAccount | null
}

export type MustResetField = 'password'

export interface MustResetContext extends MustResetInput {
  password: string
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: MustResetField[]
}

/** What the form holds when it is sent. */
type MustResetValues = Pick<MustResetContext, 'password'>

export type MustResetEvent =
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.leave'; field: MustResetField }
  | SubmitEvent<MustResetValues>

/** The server saved the new password; any refusal is a failure the person can retry. */
export type MustResetOutcome = { kind: 'saved' }

export interface SaveNewPasswordRequest {
  account: MustResetAccount
  password: string
}
