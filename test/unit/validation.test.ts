import { describe, expect, it } from 'vitest'
import {
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  isBlank,
  isEmail,
  isLongEnoughPassword,
} from '../../machines/shared/validation'

describe('email addresses', () => {
  it.each([
    'name@example.com',
    'a@b.co',
    'UPPER.Case@Example.COM',
    "o'brien@example.com",
    'first_last@example.com',
    'first.last@example.com',
    'first+tag@example.com',
    'first-last@example.com',
    "all.of_them+'here'-x@example.com",
    '1234@example.com',
    'name@sub.domain.example.org',
    'name@ex-ample.ca',
    'name@123.example.com',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true)
    expect(EMAIL_PATTERN.test(email)).toBe(true)
  })

  it('accepts an address typed with spaces around it', () => {
    expect(isEmail('  name@example.com  ')).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['no @', 'name.example.com'],
    ['nothing before the @', '@example.com'],
    ['nothing after the @', 'name@'],
    ['two @', 'name@@example.com'],
    ['an @ in the local part', 'na@me@example.com'],
    ['a space in the local part', 'first last@example.com'],
    ['a space in the domain', 'name@exam ple.com'],
    ['a character outside the allowed set before the @', 'name!@example.com'],
    ['a double quote before the @', 'na"me@example.com'],
    ['a comma before the @', 'first,last@example.com'],
    ['an underscore in the domain', 'name@exam_ple.com'],
    ['a domain starting with a dot', 'name@.example.com'],
    ['a domain ending with a dot', 'name@example.com.'],
    ['two dots in a row in the domain', 'name@example..com'],
    ['a domain label starting with a hyphen', 'name@-example.com'],
    ['a domain label ending with a hyphen', 'name@example-.com'],
    ['a domain without a dot', 'name@localhost'],
    ['a display name around the address', 'Name <name@example.com>'],
  ])('refuses %s (%j)', (_, email) => {
    expect(isEmail(email)).toBe(false)
  })
})

describe('password length', () => {
  it('asks for at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8)
  })

  it.each([
    ['7 letters', 'abcdefg', false],
    ['8 letters', 'abcdefgh', true],
    ['9 letters', 'abcdefghi', true],
    ['7 characters including a space', 'abc def', false],
    ['8 characters including spaces', 'ab cd ef', true],
    ['8 spaces', '        ', true],
    ['7 spaces', '       ', false],
    ['8 digits and symbols', '12!@#$%^', true],
    ['nothing', '', false],
  ])('%s: %j is long enough = %s', (_, password, expected) => {
    expect(isLongEnoughPassword(password)).toBe(expected)
  })
})

describe('isBlank', () => {
  it.each(['', ' ', '   ', '\t', '\n', ' \t\r\n '])('treats %j as blank', (value) => {
    expect(isBlank(value)).toBe(true)
  })

  it.each(['a', ' a ', '0', '.', '\tname\n'])('treats %j as filled in', (value) => {
    expect(isBlank(value)).toBe(false)
  })
})
