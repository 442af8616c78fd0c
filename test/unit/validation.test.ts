// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  hasFieldProblems,
  shownProblems,
  touchField,
  untouchField,
  EMAIL_PATTERN,
  confirmationProblem,
  emailProblem,
  isBlank,
  isEmail,
  requiredProblem,
} from '../../machines/shared/fields'
import { NAME_PATTERN, nameProblem } from '../../machines/shared/names'
import {
  MIN_PASSWORD_LENGTH,
  isLongEnoughPassword,
  newPasswordProblem,
} from '../../machines/shared/password-length'
import { fieldProblems as forgotProblems } from '../../machines/forgot-password/forgot-password.fields'
import { fieldProblems as mustResetProblems } from '../../machines/must-reset/must-reset.fields'
import {
  chosenInstitution,
  fieldProblems as registrationProblems,
} from '../../machines/registration/registration.fields'
import { fieldProblems as signInProblems } from '../../machines/sign-in/sign-in.fields'

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
    // A label of one character after the first dot (a school's mail host `e.`, a one-letter subdomain).
    'name@mail.e.school.ca',
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

describe('names', () => {
  it('tells a precomposed ë from an e with a combining diaeresis, and accepts both', () => {
    expect('Zo\u00eb').not.toBe('Zoe\u0308')
    expect(nameProblem('Zo\u00eb')).toBeNull()
    expect(nameProblem('Zoe\u0308')).toBeNull()
    expect(nameProblem('Zoe\u0308l')).toBeNull()
  })

  it.each([
    'Zoë',
    'Jean-François',
    "O'Neil",
    'O\u2019Neil',
    'Mary Ann',
    'A',
    'é',
    'Ñúñez',
    '李',
    '王小明',
    'Σοφία',
    'Анна',
    'محمد',
    'प्रिया',
    "D'Arcy-Smith",
  ])('accepts %s', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(true)
    expect(nameProblem(name)).toBeNull()
  })

  it.each([' Zoë', 'Zoë  ', '\tMary Ann\n'])('accepts %j: spaces around a name do not count', (name) => {
    expect(NAME_PATTERN.test(name)).toBe(false)
    expect(nameProblem(name)).toBeNull()
  })

  it.each([
    ['digits', 'R2D2'],
    ['only digits', '42'],
    ['a digit between letters', 'Jo3l'],
    ['a digit in another script', 'Anna\u0663b'],
    ['an @', 'Ann@Lee'],
    ['an !', 'Ann!'],
    ['an underscore', 'Ann_Lee'],
    ['a full stop', 'St. John'],
    ['a comma', 'Lee, Ann'],
    ['a leading hyphen', '-Ann'],
    ['a trailing hyphen', 'Ann-'],
    ['a leading apostrophe', "'Ann"],
    ['a trailing apostrophe', "Ann'"],
    ['a trailing typographic apostrophe', 'Ann\u2019'],
    ['a leading combining mark', '\u0308Ann'],
    ['only a hyphen', '-'],
    ['only an apostrophe', "'"],
    ['only punctuation', "-'-"],
    ['an emoji', 'Ann 🙂'],
  ])('refuses %s (%j) as not letters', (_, name) => {
    expect(NAME_PATTERN.test(name)).toBe(false)
    expect(nameProblem(name)).toBe('notLetters')
  })

  it.each(['', ' ', '   ', '\t\n'])('says REQUIRED for the blank %j', (name) => {
    expect(nameProblem(name)).toBe('required')
  })
})

describe('registration fields', () => {
  const institutions = [
    { institutionId: 101, name: 'Northern College' },
    { institutionId: 'north-7', name: 'Riverside Secondary School' },
  ]
  const complete = {
    firstName: 'Zoë',
    lastName: "O'Neil",
    displayName: '',
    institution: '101',
    email: 'zoe@example.org',
    institutions,
  }

  it('finds no problem in a complete form', () => {
    expect(registrationProblems(complete)).toEqual({})
  })

  it.each(['', '   ', 'R2D2!', '_zoe_'])('never finds a problem with the display name %j', (displayName) => {
    expect(registrationProblems({ ...complete, displayName })).toEqual({})
  })

  it('checks the first and last names as names', () => {
    expect(registrationProblems({ ...complete, firstName: ' ', lastName: 'R2D2' })).toEqual({
      firstName: 'required',
      lastName: 'notLetters',
    })
  })

  it("says REQUIRED for no institution ('Select one') and for an id the list does not hold", () => {
    expect(registrationProblems({ ...complete, institution: '' })).toEqual({ institution: 'required' })
    expect(registrationProblems({ ...complete, institution: '999' })).toEqual({ institution: 'required' })
    expect(registrationProblems({ ...complete, institutions: [] })).toEqual({ institution: 'required' })
  })

  it('finds the chosen institution by its id as the select holds it, a number id or a string one', () => {
    expect(chosenInstitution(complete)).toEqual({ institutionId: 101, name: 'Northern College' })
    expect(chosenInstitution({ institution: 'north-7', institutions })).toEqual({
      institutionId: 'north-7',
      name: 'Riverside Secondary School',
    })
    expect(chosenInstitution({ institution: '', institutions })).toBeUndefined()
    expect(registrationProblems({ ...complete, institution: 'north-7' })).toEqual({})
  })

  it('says REQUIRED for a blank email and EMAIL_ENTERED_INVALID for one that does not match', () => {
    expect(registrationProblems({ ...complete, email: 'zoe@' })).toEqual({ email: 'invalidEmail' })
    expect(registrationProblems({ ...complete, email: 'NORTHERN\\jlee' })).toEqual({ email: 'invalidEmail' })
    expect(registrationProblems({ ...complete, email: '  ' })).toEqual({ email: 'required' })
  })

  it('reports every problem at once', () => {
    expect(
      registrationProblems({
        firstName: '',
        lastName: '',
        displayName: '',
        institution: '',
        email: '',
        institutions,
      }),
    ).toEqual({ firstName: 'required', lastName: 'required', institution: 'required', email: 'required' })
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

describe('field problems (spec section 5)', () => {
  it('says REQUIRED for a blank required value', () => {
    expect(requiredProblem('  ')).toBe('required')
    expect(requiredProblem('sam')).toBeNull()
  })

  it('says REQUIRED for a blank email and EMAIL_ENTERED_INVALID for one that does not match', () => {
    expect(emailProblem('')).toBe('required')
    expect(emailProblem('sam@')).toBe('invalidEmail')
    expect(emailProblem(' sam@example.org ')).toBeNull()
  })

  it('says REQUIRED for an empty new password and MIN_CHARACTER_WARNING_8 below 8 characters', () => {
    expect(newPasswordProblem('')).toBe('required')
    expect(newPasswordProblem('1234567')).toBe('tooShort')
    expect(newPasswordProblem('12345678')).toBeNull()
  })

  it('says REQUIRED for an empty confirmation and a mismatch for one that differs, in either order', () => {
    expect(confirmationProblem('long-enough', '')).toBe('required')
    expect(confirmationProblem('long-enough', 'long-enougH')).toBe('mismatch')
    expect(confirmationProblem('', 'long-enough')).toBe('mismatch')
    expect(confirmationProblem('long-enough', 'long-enough')).toBeNull()
  })

  it('gives each flow its own rules', () => {
    expect(signInProblems({ username: ' ', password: ' ' })).toEqual({ username: 'required' })
    expect(signInProblems({ username: 'sam', password: '' })).toEqual({ password: 'required' })
    expect(forgotProblems({ email: 'nope' })).toEqual({ email: 'invalidEmail' })
    expect(mustResetProblems({ password: 'short' })).toEqual({ password: 'tooShort' })
    expect(hasFieldProblems(signInProblems({ username: 'sam', password: 'x' }))).toBe(false)
  })
})

describe('touched fields', () => {
  it('shows only the problems of fields the person has touched', () => {
    const problems = { username: 'required', password: 'required' } as const
    expect(shownProblems(problems, [])).toEqual({})
    expect(shownProblems(problems, ['password'])).toEqual({ password: 'required' })
  })

  it('touches a field once and untouches it', () => {
    expect(touchField(touchField([], 'email'), 'email')).toEqual(['email'])
    expect(untouchField(['username', 'password'], 'password')).toEqual(['username'])
  })
})
