import type { SubmitEvent } from '../shared/fields'
import type { RedirectPolicy } from '../shared/redirect-policy'

export type PortfolioLinkingField = 'username' | 'password'

export interface PortfolioLinkingInput {
  /** The SSO key from the address, sent as SsoToken. */
  k: string
  /** `educator` shows the educator text; anything else the student text (spec: Portfolio linking). */
  audience: 'educator' | 'student'
  redirectPolicy: RedirectPolicy
}

export interface PortfolioLinkingContext extends PortfolioLinkingInput {
  username: string
  password: string
  /** Fields the person has left (or tried to submit): their problems are shown. */
  touched: PortfolioLinkingField[]
  /** The absolute url the redirect policy accepted. */
  destination: string | null
}

/** What the form holds when it is sent. */
type PortfolioLinkingValues = Pick<PortfolioLinkingContext, 'username' | 'password'>

export type PortfolioLinkingEvent =
  | { type: 'user.changeUsername'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.leave'; field: PortfolioLinkingField }
  | SubmitEvent<PortfolioLinkingValues>

export interface LinkPortfolioRequest {
  username: string
  password: string
  ssoToken: string
}

export type LinkPortfolioOutcome =
  | { kind: 'linked'; url: string }
  /** HTTP 401: USERNAME_OR_PASSWORD_NOT_FOUND. */
  | { kind: 'notFound' }
