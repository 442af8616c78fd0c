/**
 * Rules for people's names (spec section 5, registration). Apart from fields.ts because only registration
 * asks for names, and fields.ts loads with the sign-in page.
 */
import { type FieldProblem, isBlank } from './fields'

/**
 * A person's name: letters from any alphabet (with their accents, precomposed or combining), and hyphens,
 * apostrophes (straight or typographic, as phone keyboards type them) and spaces between letters: Zoë,
 * Jean-François, O'Neil, Mary Ann; the zero-width joiners some scripts write names with count too. Digits and
 * other symbols are not letters.
 */
export const NAME_PATTERN = /^\p{L}(?:(?:[\p{L}\p{M}'\u2019 -]|\u200c|\u200d)*[\p{L}\p{M}])?$/u

/** A first or last name: REQUIRED when blank, letters only otherwise (spaces around it do not count). */
export const nameProblem = (value: string): FieldProblem | null =>
  isBlank(value) ? 'required' : NAME_PATTERN.test(value.trim()) ? null : 'notLetters'
