/**
 * What a case expects to hear, declared once for every language: the portal's words by catalog id (read from the
 * compiled catalogs, so French and English come from the same declaration), and Orca's own words, which are
 * English in every run (Orca runs with LANG=C.UTF-8, whatever the page's language).
 */
import { text, type Locale } from '../e2e/catalog'
import type { MessageKey } from '../../src/i18n/i18n'

/** Words, as they are said in one language, with a name a failure can give. */
export interface Phrase {
  /** The catalog id (with its values), or Orca's word in quotes. */
  readonly label: string
  readonly said: (locale: Locale) => string
}

type Values = Readonly<Record<string, Phrase | string>>

/** The portal's message `id`, with its values (themselves messages, or words as typed). */
export function t(id: MessageKey, values: Values = {}): Phrase {
  const names = Object.entries(values).map(
    ([name, value]) => `${name}: ${typeof value === 'string' ? value : value.label}`,
  )
  return {
    label: names.length === 0 ? id : `${id} (${names.join(', ')})`,
    said: (locale) =>
      text(
        locale,
        id,
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.said(locale),
          ]),
        ),
      ),
  }
}

/** Orca's own words ("clickable", a role's name): the same in every run. */
export function orca(words: string): Phrase {
  return { label: "Orca's word", said: () => words }
}

/** Phrases said one after the other, as Orca reads a field's error: the hidden prefix, then the message. */
export function joined(...phrases: Phrase[]): Phrase {
  return {
    label: phrases.map((phrase) => phrase.label).join(' + '),
    said: (locale) => phrases.map((phrase) => phrase.said(locale)).join(' '),
  }
}

/**
 * Text compared as it is heard, not as it is typeset: every run of whitespace (the non-breaking spaces of French
 * punctuation included) is one space.
 */
export const fold = (words: string): string => words.replace(/\s+/g, ' ').trim()
