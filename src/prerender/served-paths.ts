/**
 * Which raw paths a prerendered page serves (decision 026), as a rule and as regular expressions: those the route
 * matcher (src/urls/address.ts) gives its route, with its screen-value parameters as the page was rendered for. The
 * rule (`pageServes`) is run by the head script (is the page it came with this visitor's?), `vite preview` and the
 * benchmark's server (which page to send); nginx, which cannot run it, gets a regular expression per page written
 * from the same route segments (`servedPathPattern`), and the language rule's French email links too
 * (`segmentPatterns`, used by ./pages.ts): what the matcher decodes, spelled as a raw path may spell it.
 * test/unit/prerender-pages.test.ts holds each expression to the rule it stands for over many paths.
 *
 * A screen-value parameter (a `branding` name, or a value the route list declares under `screenValues`) is
 * read as the path spells it: a segment with an escape in it is none of the declared values and no other
 * value either, so such a path gets the shell rather than a page that a server and the app might read
 * differently.
 *
 * The head script carries this module: ES5's built-ins only in what it runs (pageServes).
 */
import { matchRoute, pathSegments, patternSegments } from '../urls/address.ts'
import { ROUTES, type RouteName } from '../urls/routes.ts'

/** A page as the rule needs it: its route, and each screen-value parameter's value (null: any other value). */
export interface ServedPage {
  route: RouteName
  values: Readonly<Record<string, string | null>>
}

interface ValueRule {
  /** The declared values; for a branded page's `branding`, the page's own name only. */
  values: readonly string[]
  anyCase: boolean
}

/** The screen-value parameters of a page's route and how each is compared. */
function valueRules(page: ServedPage): Record<string, ValueRule> {
  const rules: Record<string, ValueRule> = {}
  const declared = ROUTES[page.route].screenValues ?? {}
  for (const param of Object.keys(page.values)) {
    const rule = declared[param]
    rules[param] =
      rule === undefined
        ? { values: [page.values[param] ?? ''], anyCase: false }
        : { values: rule.values, anyCase: rule.anyCase === true }
  }
  return rules
}

const same = (a: string, b: string, anyCase: boolean) =>
  anyCase ? a.toLowerCase() === b.toLowerCase() : a === b

/** Whether `page` serves the raw path `pathname`. */
export function pageServes(page: ServedPage, pathname: string): boolean {
  const match = matchRoute(pathname)
  if (match === null || match.name !== page.route) return false
  const raw = pathSegments(pathname)
  const rules = valueRules(page)
  return patternSegments(page.route).every((part, index) => {
    const rule = 'param' in part ? rules[part.param] : undefined
    if (rule === undefined || !('param' in part)) return true
    const segment = raw[index] ?? ''
    if (segment.indexOf('%') !== -1) return false
    const wanted = page.values[part.param]
    const declared = rule.values.some((value) => same(segment, value, rule.anyCase))
    return wanted === null || wanted === undefined ? !declared : same(segment, wanted, rule.anyCase)
  })
}

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
export function segmentPatterns(route: RouteName, paramPattern: (param: string) => string | null): string {
  const segments = patternSegments(route).map((part) =>
    'param' in part ? (paramPattern(part.param) ?? `${DECODABLE_CHARACTER}+`) : anyCasePattern(part.literal),
  )
  return segments.length === 0 ? '/+' : `/+${segments.join('/+')}/*`
}

/**
 * The raw paths `page` serves, as a regular expression source over a path (`^…$`): `pageServes` for a server that
 * cannot run it.
 */
export function servedPathPattern(page: ServedPage): string {
  const rules = valueRules(page)
  const body = segmentPatterns(page.route, (param) => {
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
