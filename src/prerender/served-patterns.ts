/**
 * The prerendered pages' served paths (./serves.ts, `pageServes`) and the language rule's French email links
 * (src/i18n/locale.ts, `linkLocale`), as regular expressions over a raw path, for a server that cannot run the
 * route matcher (nginx, deploy/render-nginx.ts): what the matcher decodes, spelled as the raw path may spell it.
 * test/unit/prerender-pages.test.ts holds each to the rule it stands for.
 */
import { ROUTES } from '../urls/routes.ts'
import { valueRules, type ServedPage } from './serves.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** Text matched in either case, as character classes (nginx's PCRE and JavaScript read it alike). */
const anyCasePattern = (text: string) =>
  text
    .split('')
    .map((char) =>
      char.toLowerCase() === char.toUpperCase()
        ? escapeRegExp(char)
        : `[${char.toUpperCase()}${char.toLowerCase()}]`,
    )
    .join('')

const HEX = '[0-9A-Fa-f]'
const CONTINUATION = `%[89ABab]${HEX}`
/**
 * One escaped character that decodeURIComponent accepts: an escaped byte of ASCII, or the escaped bytes of one
 * well-formed UTF-8 sequence (no overlong form, no surrogate, nothing above U+10FFFF).
 */
const ESCAPED_CHARACTER = [
  `%[0-7]${HEX}`,
  `%(?:[Cc][2-9A-Fa-f]|[Dd]${HEX})${CONTINUATION}`,
  `%[Ee]0%[AaBb]${HEX}${CONTINUATION}`,
  `%[Ee][1-9A-Ca-cEeFf]${CONTINUATION}${CONTINUATION}`,
  `%[Ee][Dd]%[89]${HEX}${CONTINUATION}`,
  `%[Ff]0%[9AaBb]${HEX}${CONTINUATION}${CONTINUATION}`,
  `%[Ff][1-3]${CONTINUATION}${CONTINUATION}${CONTINUATION}`,
  `%[Ff]4%8${HEX}${CONTINUATION}${CONTINUATION}`,
].join('|')

/** One character of a raw segment the matcher can decode: anything but `/`, `?` and `%`, or a well-formed escape. */
export const DECODABLE_CHARACTER = `(?:[^/?%]|${ESCAPED_CHARACTER})`

/** An ASCII character as a raw path may spell it: itself, or escaped (in either case of hex digit). */
const spelled = (char: string) => {
  const hex = char.charCodeAt(0).toString(16).toUpperCase()
  const escaped = `%${hex.charAt(0)}${anyCasePattern(hex.charAt(1))}`
  return /[\w.~-]/.test(char) ? `${escapeRegExp(char)}|${escaped}` : escaped
}

/** One of `chars` (ASCII), as the matcher decodes it. */
export const decodedCharacterPattern = (chars: string): string =>
  `(?:${chars
    .split('')
    .map((char) => spelled(char))
    .join('|')})`

/** Raw text that decodes to `text` (ASCII), in either case where `anyCase`. */
export const decodedTextPattern = (text: string, anyCase = false): string =>
  text
    .split('')
    .map((char) =>
      decodedCharacterPattern(
        anyCase && char.toLowerCase() !== char.toUpperCase()
          ? `${char.toUpperCase()}${char.toLowerCase()}`
          : char,
      ),
    )
    .join('')

/**
 * A route pattern's raw paths as the matcher reads them, as a regular expression source without anchors: slashes
 * may be doubled or trail, literal segments match in any case, and each parameter is the pattern `paramPattern`
 * gives it, or any segment that decodes.
 */
export function segmentPatterns(pattern: string, paramPattern: (param: string) => string | null): string {
  const segments = pattern
    .split('/')
    .filter((part) => part !== '')
    .map((part) =>
      part.charAt(0) === ':'
        ? (paramPattern(part.slice(1)) ?? `${DECODABLE_CHARACTER}+`)
        : anyCasePattern(part),
    )
  return segments.length === 0 ? '/+' : `/+${segments.join('/+')}/*`
}

/**
 * The raw paths `page` serves, as a regular expression source over a path (`^…$`): `pageServes` for a server that
 * cannot run it.
 */
export function servedPathPattern(page: ServedPage): string {
  const rules = valueRules(page)
  const body = segmentPatterns(ROUTES[page.route].pattern, (param) => {
    const rule = rules[param]
    if (rule === undefined) return null
    const pattern = (value: string) => (rule.anyCase ? anyCasePattern(value) : escapeRegExp(value))
    const wanted = page.values[param]
    if (wanted !== null && wanted !== undefined) return pattern(wanted)
    const declared = rule.values.map(pattern).join('|')
    return `(?!(?:${declared})(?:/|\\?|$))[^/?%]+`
  })
  return `^${body}$`
}
