/** A new password as the endpoints that save one send it: as typed, never trimmed, and long enough. */
import * as v from 'valibot'
import { isLongEnoughPassword, MIN_PASSWORD_LENGTH } from '../../machines/shared/password-length'

/**
 * Counted in characters a person sees (grapheme clusters), as the form counts them: valibot's `minLength` counts
 * UTF-16 units, which would let four emoji pass as eight characters. JSON Schema cannot count graphemes: the API
 * document says `minLength` (code points, never fewer than graphemes, so every password sent meets it) and the
 * rule in words.
 */
export const NewPasswordSchema = v.pipe(
  v.string(),
  v.check(isLongEnoughPassword, `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`),
  v.metadata({ minLength: MIN_PASSWORD_LENGTH }),
  v.description(
    `As typed, never trimmed: at least ${MIN_PASSWORD_LENGTH} characters as a person counts them (grapheme clusters).`,
  ),
)
