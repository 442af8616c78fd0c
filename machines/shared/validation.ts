/** Field rules from spec section 5, shared by every flow that asks for the same kind of value. */
import type { FieldProblem } from './fields'

/** Letters, digits and ' _ . + - before the @, then a domain of dot-separated labels. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9'_.+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

export const MIN_PASSWORD_LENGTH = 8

export const isBlank = (value: string): boolean => value.trim() === ''

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

export const isLongEnoughPassword = (value: string): boolean => value.length >= MIN_PASSWORD_LENGTH

/** A required text value: REQUIRED when blank. */
export const requiredProblem = (value: string): FieldProblem | null => (isBlank(value) ? 'required' : null)

/** A password being typed to sign in: any non-empty value (spaces count). */
export const currentPasswordProblem = (value: string): FieldProblem | null =>
  value === '' ? 'required' : null

/** An email address: REQUIRED when blank, EMAIL_ENTERED_INVALID when it does not match the pattern. */
export const emailProblem = (value: string): FieldProblem | null =>
  isBlank(value) ? 'required' : isEmail(value) ? null : 'invalidEmail'

/** A new password: REQUIRED when empty, MIN_CHARACTER_WARNING_8 when shorter than 8 characters. */
export const newPasswordProblem = (value: string): FieldProblem | null =>
  value === '' ? 'required' : isLongEnoughPassword(value) ? null : 'tooShort'

/** A confirmation: REQUIRED when empty, else it must equal the password it confirms. */
export const confirmationProblem = (password: string, confirmation: string): FieldProblem | null =>
  confirmation === '' ? 'required' : confirmation === password ? null : 'mismatch'
