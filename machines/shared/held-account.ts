/**
 * The account that must choose a new password (spec section 4): sign-in holds its id and token in memory and
 * the forced-reset flow uses them.
 */
export interface MustResetAccount {
  userAccountId: string | number
  token: string
}
