/**
 * An oracle's words (machines/shared/oracle.ts) as the page shows them in its language: read from the compiled
 * catalogs, as patterns, so a message shown with a value the oracle leaves open (a countdown's seconds) still
 * matches. French and English folded the same way the checks fold the page's text (runs of whitespace, the
 * non-breaking spaces of French punctuation included, become one space).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Words } from '../../machines/shared/oracle'
import type { Locale } from '../e2e/catalog'

type Part = string | readonly [string] | readonly [string, string, Readonly<Record<string, Compiled>>]
type Compiled = string | readonly Part[]

const catalogs = new Map<Locale, Record<string, Compiled>>()

function catalog(locale: Locale): Record<string, Compiled> {
  let messages = catalogs.get(locale)
  if (messages === undefined) {
    // A path, not a file URL: under jsdom (the model tests' virtual screen reader) `import.meta.url` is no file URL.
    const file = resolve(import.meta.dirname, `../../src/locales/${locale}.json`)
    messages = (JSON.parse(readFileSync(file, 'utf8')) as { messages: Record<string, Compiled> }).messages
    catalogs.set(locale, messages)
  }
  return messages
}

const fold = (text: string): string => text.replace(/\s+/g, ' ').trim()
/** A part of a message as a pattern: its whitespace folded (not trimmed: parts meet at their spaces). */
const escape = (text: string) => text.replace(/\s+/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Values = Readonly<Record<string, string | number | { readonly id: string }>>

/** A message as a pattern's source: the given values in their place, any words where a value is left open. */
function patternOf(locale: Locale, id: string, values: Values): string {
  const message = catalog(locale)[id]
  if (message === undefined) throw new Error(`${locale} has no message ${id}`)
  const valueOf = (name: string): string | number | null => {
    const value = values[name]
    if (value === undefined) return null
    return typeof value === 'object' ? textOf(locale, value.id) : value
  }
  const render = (parts: Compiled, count: number | null): string => {
    if (typeof parts === 'string') return escape(parts)
    return parts
      .map((part) => {
        if (part === '#') return count === null ? '\\d+' : String(count)
        if (typeof part === 'string') return escape(part)
        const [name, format, cases] = part
        if (name === '#') return count === null ? '\\d+' : String(count)
        const value = valueOf(name)
        if (format === 'plural' && cases !== undefined) {
          if (value === null)
            return `(?:${Object.values(cases)
              .map((inner) => render(inner, null))
              .join('|')})`
          const rule = new Intl.PluralRules(locale).select(Number(value))
          const chosen = cases[`=${value}`] ?? cases[rule] ?? cases.other ?? ''
          return render(chosen, Number(value))
        }
        return value === null ? '.+?' : escape(String(value))
      })
      .join('')
  }
  return render(message, null).trim()
}

/** A message without open values, as the page shows it. */
export function textOf(locale: Locale, id: string, values: Values = {}): string {
  const source = patternOf(locale, id, values)
  // No pattern syntax is left in a message whose values are all given: unescape it.
  return source.replace(/\\(.)/g, '$1')
}

/** How the page is searched for words: exactly these, or this pattern (a value left open). */
export interface Matcher {
  readonly source: string
  /** The words themselves, for failure messages. */
  readonly said: string
}

/** The words in the page's language, as a pattern over folded text. */
export function matcherOf(locale: Locale, words: Words): Matcher {
  if (typeof words === 'string') return { source: patternOf(locale, words, {}), said: words }
  if ('text' in words) return { source: escape(fold(words.text)), said: JSON.stringify(words.text) }
  return { source: patternOf(locale, words.id, words.values ?? {}), said: words.id }
}
