/**
 * The account that must choose a new password (spec section 4): sign-in holds its id and token in memory and
 * the forced-reset flow uses them.
 */
export interface MustResetAccount {
  userAccountId: string | number
  token: string
}

/**
 * What sign-in holds for the forced-reset screen: the account, and the username the person signed in with (as
 * sent), which that screen gives password managers so they save the new password for the right account.
 */
export interface HeldMustResetAccount extends MustResetAccount {
  username: string
}
