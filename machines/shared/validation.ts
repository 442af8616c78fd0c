/** Field rules from spec section 5, shared by every flow that asks for the same kind of value. */

/** Letters, digits and ' _ . + - before the @, then a domain of dot-separated labels. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9'_.+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/

export const MIN_PASSWORD_LENGTH = 8

export const isBlank = (value: string): boolean => value.trim() === ''

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

export const isLongEnoughPassword = (value: string): boolean => value.length >= MIN_PASSWORD_LENGTH
