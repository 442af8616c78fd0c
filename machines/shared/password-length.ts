/**
 * A new password's rules (spec section 9): its length as a person counts characters. Apart from
 * ./fields.ts, whose rules the sign-in page's code (the entry) carries, because only the screens that set a
 * password need this (decision 015).
 */
import type { FieldProblem } from './fields'

export const MIN_PASSWORD_LENGTH = 8

// Marks (accents, variation selectors, keycaps), skin tones, tag characters and the zero-width (non-)joiner extend
// the character before them. Each pattern is tried on one code point at a time (the loop below), so dropping an
// anchor changes nothing.
// Stryker disable next-line Regex: one code point at a time, see above.
const EXTENDS = /^(?:\p{M}|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}]|\u200C|\u200D)$/u
// Stryker disable next-line Regex: one code point at a time, see above.
const REGIONAL_INDICATOR = /^\p{Regional_Indicator}$/u
// Stryker disable next-line Regex: one code point at a time, see above.
const PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u
const ZERO_WIDTH_JOINER = '\u200D'
// Controls and the other invisible format characters (a zero-width space, a soft hyphen) stand alone.
// Stryker disable next-line Regex: one code point at a time, see above.
const CONTROL = /^[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]$/u
const isControl = (char: string) => CONTROL.test(char) && !EXTENDS.test(char)

/**
 * Grapheme clusters without `Intl.Segmenter` (browsers before 2024): the rules of Unicode's UAX #29 that emoji
 * and accented letters need. A mark, a skin tone or a joiner extends the character before it (unless that is a
 * control character), a pictograph after a joiner continues an emoji sequence, two regional indicators make one
 * flag, and CR LF is one break.
 */
export function graphemeLengthWithoutSegmenter(value: string): number {
  let count = 0
  // Stryker disable StringLiteral,BooleanLiteral: read only once a character has been counted (`count > 0`), by which time the loop has set each.
  let previous = ''
  let pictographic = false
  let afterJoiner = false
  let loneIndicator = false
  // Stryker restore StringLiteral,BooleanLiteral
  for (const char of value) {
    const indicator = REGIONAL_INDICATOR.test(char)
    const joins: boolean =
      count > 0 &&
      ((EXTENDS.test(char) && !isControl(previous)) ||
        (afterJoiner && PICTOGRAPHIC.test(char)) ||
        (loneIndicator && indicator) ||
        (previous === '\r' && char === '\n'))
    // GB11 joins a pictograph only after "pictograph, extenders, one joiner": a joiner ends the run, so a
    // second joiner in a row does not continue the emoji sequence.
    afterJoiner = pictographic && char === ZERO_WIDTH_JOINER
    if (!joins) {
      count += 1
      pictographic = PICTOGRAPHIC.test(char)
    } else if (PICTOGRAPHIC.test(char)) {
      pictographic = true
    } else if (char === ZERO_WIDTH_JOINER) {
      pictographic = false
    }
    // Stryker disable next-line LogicalOperator: an indicator after a lone one always joins it, and nothing else joins an indicator, so `joins` and `loneIndicator` are never apart here.
    loneIndicator = indicator && !(joins && loneIndicator)
    previous = char
  }
  return count
}

let segmenter: Intl.Segmenter | null = null

/**
 * A value's length as a person counts it: characters they see (grapheme clusters), so 👍🏽, 👨‍👩‍👧, 🇨🇦 and an e
 * with a combining accent are one each, though each is several UTF-16 units.
 */
export function graphemeLength(value: string): number {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') {
    return graphemeLengthWithoutSegmenter(value)
  }
  // Stryker disable next-line ObjectLiteral: grapheme is Intl.Segmenter's default granularity.
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' })
  return [...segmenter.segment(value)].length
}

/** At least 8 characters as a person counts them (spec section 9): any characters, spaces and emoji included. */
export const isLongEnoughPassword = (value: string): boolean => graphemeLength(value) >= MIN_PASSWORD_LENGTH

/** A new password: REQUIRED when empty, MIN_CHARACTER_WARNING_8 when shorter than 8 characters. */
export const newPasswordProblem = (value: string): FieldProblem | null =>
  value === '' ? 'required' : isLongEnoughPassword(value) ? null : 'tooShort'
