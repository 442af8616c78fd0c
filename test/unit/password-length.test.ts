// @vitest-environment node
/**
 * A new password's length as a person counts it (spec section 9, machines/shared/password-length.ts): one for each
 * character they see, whether the browser has `Intl.Segmenter` or not. Each case is one rule of Unicode's UAX #29
 * that the count without a segmenter follows, with the count a person (and `Intl.Segmenter`) gives.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  graphemeLength,
  graphemeLengthWithoutSegmenter,
  isLongEnoughPassword,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
} from '../../machines/shared/password-length'

const CASES: readonly (readonly [string, string, number])[] = [
  ['nothing', '', 0],
  ['plain letters', 'abc', 3],
  ['an e with a combining accent', 'e\u0301', 1],
  ['a letter with two combining marks', 'a\u0308\u0301', 1],
  ['a combining mark with nothing before it', '\u0301', 1],
  ['two combining marks with nothing before them', '\u0301\u0301', 1],
  ['a thumb with a skin tone', '👍🏽', 1],
  ['a skin tone alone', '🏽', 1],
  ['two thumbs', '👍👍', 2],
  ['a keycap', '1️⃣', 1],
  ['a heart with its emoji variation selector', '❤️', 1],
  ['the flag of Scotland (tag characters)', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', 1],
  ['a letter and the first tag character', 'a\u{E0020}', 1],
  ['a letter and the last tag character', 'a\u{E007F}', 1],
  ['a letter and the character before the tags', 'a\u{E001F}', 2],
  ['a letter and the character after the tags', 'a\u{E0080}', 2],
  ['a family joined by zero-width joiners', '👨‍👩‍👧', 1],
  ['a thumb with a skin tone joined to a thumb', '👍🏽\u200d👍', 1],
  ['a thumb with a mark joined to a thumb', '👍\u0301\u200d👍', 1],
  ['a letter with a zero-width non-joiner', 'a\u200c', 1],
  ['a letter with a zero-width joiner', 'a\u200d', 1],
  ['a letter, a joiner and a mark', 'a\u200d\u0301', 1],
  ['a letter joined to a thumb', 'a\u200d👍', 2],
  ['an accented letter joined to a thumb', 'a\u0301\u200d👍', 2],
  ['a thumb joined to a letter', '👍\u200da', 2],
  ['a thumb, two joiners and a thumb', '👍\u200d\u200d👍', 2],
  ['a thumb, a joiner, a mark and a thumb', '👍\u200d\u0301👍', 2],
  ['a flag', '🇨🇦', 1],
  ['one regional indicator', '🇨', 1],
  ['a flag and a lone indicator', '🇨🇦🇫', 2],
  ['two flags', '🇨🇦🇫🇷', 2],
  ['a flag and the first half of the same flag', '🇨🇦🇨', 2],
  ['two indicators with a letter between them', '🇨a🇦', 3],
  ['CR LF', '\r\n', 1],
  ['a letter and CR LF', 'a\r\n', 2],
  ['CR CR LF', '\r\r\n', 2],
  ['LF CR', '\n\r', 2],
  ['CR and a letter', '\ra', 2],
  ['a letter and LF', 'a\n', 2],
  ['a tab and a combining mark', '\t\u0301', 2],
  ['a tab and a joiner', '\t\u200d', 2],
  ['a null character and a combining mark', '\u0000\u0301', 2],
  ['a line separator and a combining mark', '\u2028\u0301', 2],
  ['a soft hyphen and a combining mark', '\u00ad\u0301', 2],
  ['a letter and a zero-width space', 'a\u200b', 2],
  ['a letter, a zero-width space and a combining mark', 'x\u200b\u0301', 3],
]

describe('the length of a password as a person counts it', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each(CASES)('counts %s (%j) as %i, as Intl.Segmenter does', (_label, value, count) => {
    expect([...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)]).toHaveLength(count)
    expect(graphemeLength(value)).toBe(count)
  })

  it.each(CASES)('counts %s (%j) as %i without Intl.Segmenter', (_label, value, count) => {
    expect(graphemeLengthWithoutSegmenter(value)).toBe(count)
  })

  it.each([
    ['a browser without Intl.Segmenter', { ...Intl, Segmenter: undefined }],
    ['a browser without Intl', undefined],
  ])('counts the same in %s', async (_label, intl) => {
    // A page of that browser never had a segmenter: the module is loaded afresh, without the one kept above.
    vi.resetModules()
    vi.stubGlobal('Intl', intl)
    const fresh = await import('../../machines/shared/password-length')
    expect(fresh.graphemeLength('👍🏽👨‍👩‍👧🇨🇦e\u0301')).toBe(4)
    expect(fresh.graphemeLength('🇨🇦🇫')).toBe(2)
  })

  it('counts with Intl.Segmenter where the browser has it, beyond the rules the count without it follows', () => {
    // A Hangul syllable written as its two letters (jamo) is one character; the rules above count two.
    expect(graphemeLength('\u1100\u1161')).toBe(1)
    expect(graphemeLengthWithoutSegmenter('\u1100\u1161')).toBe(2)
  })

  it('asks for at least 8 characters a person sees', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8)
    expect(isLongEnoughPassword('1234567')).toBe(false)
    expect(isLongEnoughPassword('12345678')).toBe(true)
    expect(isLongEnoughPassword('👍🏽'.repeat(7))).toBe(false)
    expect(isLongEnoughPassword('👍🏽'.repeat(8))).toBe(true)
    expect(isLongEnoughPassword('        ')).toBe(true)
  })

  it.each([
    ['an empty field', '', 'required'],
    ['a space', ' ', 'tooShort'],
    ['seven characters', 'Abcdef1', 'tooShort'],
    ['seven emoji, fourteen UTF-16 units', '👍🏽'.repeat(7), 'tooShort'],
    ['eight characters', 'Abcdefg1', null],
    ['eight spaces', '        ', null],
  ])('gives the new password field’s problem for %s', (_label, value, problem) => {
    expect(newPasswordProblem(value)).toBe(problem)
  })
})
