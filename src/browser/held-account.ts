import type { HeldMustResetAccount } from '../../machines/shared/must-reset-account'

/**
 * The account that must choose a new password is held in memory only (spec section 4): a reload or a new
 * tab forgets it, so the reset token never reaches storage.
 */
let held: HeldMustResetAccount | null = null

export const holdMustResetAccount = (account: HeldMustResetAccount | null) => {
  held = account
}
export const heldMustResetAccount = () => held
export const releaseMustResetAccount = () => {
  held = null
}
