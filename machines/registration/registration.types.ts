import type { SubmitEvent } from '../shared/fields'

export type RegistrationField = 'firstName' | 'lastName' | 'displayName' | 'institution' | 'email'

/** An institution the person may ask to join; its id goes back to the server exactly as it came. */
interface Institution {
  institutionId: number | string
  name: string
}

export interface RegistrationInput {
  /** The single sign-on key from the address, sent back as K. */
  k: string
}

export interface RegistrationContext extends RegistrationInput {
  /** The claim is a valid email: the email field holds it and cannot be changed (spec section 5). */
  emailFromClaim: boolean
  institutions: Institution[]
  firstName: string
  lastName: string
  displayName: string
  /** The chosen institution's id as the select holds it (`String(institutionId)`); '' is 'Select one'. */
  institution: string
  email: string
  /** Fields the person has left or changed (or tried to submit): their problems are shown. */
  touched: RegistrationField[]
  /** The server's reason for refusing the request, a catalog key; null shows the generic error. */
  translationKey: string | null
  /** Where the request went, for the confirmation page. */
  registeredEmail: string | null
}

/** What the form holds when it is sent; an email from the claim is the claim's whatever the form says. */
type RegistrationValues = Pick<RegistrationContext, RegistrationField>

export type RegistrationEvent =
  | { type: 'user.changeFirstName'; value: string }
  | { type: 'user.changeLastName'; value: string }
  | { type: 'user.changeDisplayName'; value: string }
  | { type: 'user.changeInstitution'; value: string }
  | { type: 'user.changeEmail'; value: string }
  | { type: 'user.leave'; field: RegistrationField }
  | SubmitEvent<RegistrationValues>
  /** After the registration data failed to load: ask for it once more. */
  | { type: 'user.retry' }

export type RegistrationDataOutcome =
  /** The person may register: who they are, and where they may ask to join. */
  | { kind: 'allowed'; userClaim: string; institutions: Institution[] }
  /** The server refuses registration for this identity: a message with success false, or no institutions. */
  | { kind: 'notAllowed' }
  /** The server does not know this key (400 or 404): the single sign-on went wrong. */
  | { kind: 'unknownKey' }

export interface RegisterRequest {
  email: string
  firstName: string
  lastName: string
  displayName: string
  institutionId: number | string
  k: string
}

export type RegisterOutcome =
  | { kind: 'registered' }
  /** Refused: the first message's translationKey, or null when it has none (the generic error). */
  | { kind: 'rejected'; translationKey: string | null }
