/**
 * Field rules from spec section 5, shared by every flow that asks for the same kind of value. A new password's
 * length is counted in ./password-length.ts, apart: the sign-in page's code (the entry) has these rules, and
 * counting characters as a person does takes more code than all of them (decision 015).
 */
import type { FieldProblem } from './fields'

/** Letters, digits and ' _ . + - before the @, then a domain of dot-separated labels. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9'_.+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

export const isBlank = (value: string): boolean => value.trim() === ''

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/** A required text value: REQUIRED when blank. */
export const requiredProblem = (value: string): FieldProblem | null => (isBlank(value) ? 'required' : null)

/** A password being typed to sign in: any non-empty value (spaces count). */
export const currentPasswordProblem = (value: string): FieldProblem | null =>
  value === '' ? 'required' : null

/** An email address: REQUIRED when blank, EMAIL_ENTERED_INVALID when it does not match the pattern. */
export const emailProblem = (value: string): FieldProblem | null =>
  isBlank(value) ? 'required' : isEmail(value) ? null : 'invalidEmail'

/** A confirmation: REQUIRED when empty, else it must equal the password it confirms. */
export const confirmationProblem = (password: string, confirmation: string): FieldProblem | null =>
  confirmation === '' ? 'required' : confirmation === password ? null : 'mismatch'
