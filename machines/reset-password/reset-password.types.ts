import type { SubmitEvent } from '../shared/fields'
import type { RedirectPolicy } from '../shared/redirect-policy'

/**
 * The kind of link (spec: Reset / activate page). The link's resetType is sent to the server as it is; the
 * portal only tells these apart. Any resetType other than the three activations is a plain reset.
 */
export type ResetLinkKind = 'activateAccount' | 'activateParent' | 'higherEdActivation' | 'reset'

/** The resetType values that activate an account, each its own kind of link; any other is a plain reset. */
export const ACTIVATION_RESET_TYPES = ['ActivateAccount', 'ActivateParent', 'HigherEdActivation'] as const

export function resetLinkKind(resetType: string): ResetLinkKind {
  switch (resetType) {
    case 'ActivateAccount':
      return 'activateAccount'
    case 'ActivateParent':
      return 'activateParent'
    case 'HigherEdActivation':
      return 'higherEdActivation'
    default:
      return 'reset'
  }
}

export const isActivation = (kind: ResetLinkKind): boolean => kind !== 'reset'

export interface ResetPasswordInput {
  token: string
  /** The link's resetType, sent to the server as it is. */
  resetType: string
  /** HigherEdActivation only: the email and school name carried in the link's query. */
  higherEd: { email: string; schoolName: string } | null
  redirectPolicy: RedirectPolicy
}

/** Who the link is for, as the token check answered (spec section 3, token validation response). */
interface LinkAccount {
  emailAddress: string
  userName: string
  activateName: string | null
  activatedBy: string | null
  institutionName: string | null
}

interface Student {
  firstName: string
  lastName: string
}

/** A parent activation's family: the parent's name and their students (POST /api/auth/familydataget). */
interface Family {
  parentName: string
  students: Student[]
}

export type ResetPasswordField = 'password' | 'confirmPassword'

export interface ResetPasswordContext extends ResetPasswordInput {
  kind: ResetLinkKind
  account: LinkAccount | null
  /** Parent activation: null until loaded, and stays null if it could not be. */
  family: Family | null
  password: string
  confirmPassword: string
  touched: ResetPasswordField[]
  /** Where the browser goes after saving: the absolute url the redirect policy parsed and accepted. */
  destination: string | null
}

/** What the form holds when it is sent; a form without the confirmation sends it empty. */
type ResetPasswordValues = Pick<ResetPasswordContext, ResetPasswordField>

export type ResetPasswordEvent =
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.changeConfirmPassword'; value: string }
  | { type: 'user.leave'; field: ResetPasswordField }
  | SubmitEvent<ResetPasswordValues>
  | { type: 'user.retry' }

/** What checking a link can mean; unexpected failures (network, 5xx, unreadable answer) reject instead. */
export type LinkCheckOutcome =
  | { kind: 'valid'; account: LinkAccount }
  | { kind: 'expired' }
  | { kind: 'used' }
  /** The server refused the link for another reason, or gave none. */
  | { kind: 'invalid' }

export type FamilyOutcome = { kind: 'found'; family: Family }

/** What saving the password can mean. */
export type SavePasswordOutcome =
  | { kind: 'saved'; url: string }
  | { kind: 'expired' }
  | { kind: 'used' }
  /** Refused for another reason: a generic error, and the person may try again. */
  | { kind: 'refused' }

export interface CheckLinkRequest {
  token: string
  resetType: string
}

export interface SavePasswordRequest {
  /** A higher-education activation saves through its register call. */
  kind: ResetLinkKind
  token: string
  resetType: string
  userName: string
  password: string
}
