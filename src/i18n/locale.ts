import type { HostVariant } from '../config'

export const LOCALES = ['en-CA', 'fr-CA', 'en-GB'] as const
export type Locale = (typeof LOCALES)[number]

/** Language ids the server knows (spec section 3). */
export const LANGUAGE_IDS: Record<Locale, number> = { 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 }

/** UK hosts speak en-GB; elsewhere en-CA, or fr-CA when the query says `lang=fr`. */
export function localeFor(variant: HostVariant, search: string): Locale {
  if (variant !== 'CA') return 'en-GB'
  return new URLSearchParams(search).get('lang') === 'fr' ? 'fr-CA' : 'en-CA'
}

/** The path segment the product host uses for each language (`en/`, `fr/`, `en-gb/`). */
export const PRODUCT_PATH: Record<Locale, string> = { 'en-CA': 'en', 'fr-CA': 'fr', 'en-GB': 'en-gb' }

/** The login call's SelectedLanguage flag: 0 for en-CA, else 1 (spec section 9). */
export const selectedLanguageFlag = (locale: Locale): 0 | 1 => (locale === 'en-CA' ? 0 : 1)
