import type { SubmitEvent } from '../shared/fields'
import type { HeldMustResetAccount, MustResetAccount } from '../shared/must-reset-account'
import type { SignInPage } from '../shared/sign-in-page'
import type { RedirectPolicy } from '../shared/redirect-policy'

export interface SignInInput {
  signInPage: SignInPage
  /** The `?redirect=` query value, carried into the login call. */
  redirect: string | null
  /** `?timeout=true`: the person was signed out for inactivity. */
  timedOut: boolean
  /** Another screen sent the person here after a failure on our side (spec: switch account): GENERIC_ERROR. */
  arrivedWithError: boolean
  /** The appToken kept from an earlier "keep me signed in", if any. */
  savedAppToken: string | null
  redirectPolicy: RedirectPolicy
}

export type SignInField = 'username' | 'password'

export interface SignInContext extends SignInInput {
  username: string
  password: string
  keepSignedIn: boolean
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: SignInField[]
  /** The server's errorMessage, shown in `form.rejected`. */
  serverMessage: string | null
  /** Where the browser goes next: the absolute url the redirect policy parsed and accepted. */
  destination: string | null
  /** Token to keep as appToken when the person asked to stay signed in. */
  appToken: string | null
  /** The account that must choose a new password, held for /mustreset with the username it signed in with. */
  mustResetAccount: HeldMustResetAccount | null
}

/** What the sign-in form holds when it is sent. */
type SignInValues = Pick<SignInContext, 'username' | 'password' | 'keepSignedIn'>

export type SignInEvent =
  | { type: 'user.changeUsername'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.changeKeepSignedIn'; value: boolean }
  | { type: 'user.leave'; field: SignInField }
  | SubmitEvent<SignInValues>

export interface LoginRequest {
  username: string
  password: string
  remember: boolean
  signInPage: SignInPage
  redirect: string | null
}

/** What a login call can mean to the person; unexpected failures reject instead. */
export type LoginOutcome =
  | { kind: 'signedIn'; url: string; appToken: string | null }
  | { kind: 'mustReset'; account: MustResetAccount }
  | { kind: 'rejected'; message: string }
  | { kind: 'notFound' }

export type ResumeOutcome = { kind: 'resumed'; url: string } | { kind: 'refused' }
