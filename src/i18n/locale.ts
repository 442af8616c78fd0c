// With .ts extensions and ES5's built-ins only: the Vite config's loader and the head script (decision 026) read it.
import type { Site } from '../config.ts'
import { matchRoute, queryValue } from '../urls/address.ts'
import { ROUTES } from '../urls/routes.ts'

export const LOCALES = ['en-CA', 'fr-CA', 'en-GB'] as const
export type Locale = (typeof LOCALES)[number]

/** Language ids the server knows (spec section 3). */
export const LANGUAGE_IDS: Record<Locale, number> = { 'en-CA': 1, 'fr-CA': 3, 'en-GB': 8 }

/**
 * The language an email link asks for: the routes whose link carries a language (verify and username change)
 * have a languageType and a translationLanguage. French (language id 3, or a translationLanguage such as fr-CA)
 * gives fr-CA, any other value en-CA. Null for every other path.
 */
export function linkLocale(pathname: string): Locale | null {
  const match = matchRoute(pathname)
  if (match === null || ROUTES[match.name].linkLanguage !== true) return null
  const { languageType, translationLanguage } = match.params
  const french =
    languageType === String(LANGUAGE_IDS['fr-CA']) || /^fr(?:[-_]|$)/i.test(translationLanguage ?? '')
  return french ? 'fr-CA' : 'en-CA'
}

/**
 * UK hosts speak en-GB. Elsewhere `?lang=` decides (fr for French, anything else English), then the language an
 * email link carries, then en-CA.
 */
export function localeFor(site: Site, search: string, pathname = '/'): Locale {
  if (site !== 'CA') return 'en-GB'
  const lang = queryValue(search, 'lang')
  if (lang !== null) return lang === 'fr' ? 'fr-CA' : 'en-CA'
  return linkLocale(pathname) ?? 'en-CA'
}

/**
 * A path or href with `lang` set so that it opens in `locale`: `lang=fr` for French, and `lang=en` only where the
 * path would otherwise open in French (an email link in French read in English). The UK hosts are English
 * whatever the address says, so en-GB leaves no `lang`.
 */
export function withLangParam(href: string, locale: Locale): string {
  const url = new URL(href, 'http://portal.invalid')
  const opensIn = linkLocale(url.pathname) ?? 'en-CA'
  if (locale === 'en-GB' || locale === opensIn) url.searchParams.delete('lang')
  else url.searchParams.set('lang', locale === 'fr-CA' ? 'fr' : 'en')
  return `${url.pathname}${url.search}${url.hash}`
}

/** The path segment the product host uses for each language (`en/`, `fr/`, `en-gb/`). */
export const PRODUCT_PATH: Record<Locale, string> = { 'en-CA': 'en', 'fr-CA': 'fr', 'en-GB': 'en-gb' }

/** The login call's SelectedLanguage flag: 0 for en-CA, else 1 (spec section 9). */
export const selectedLanguageFlag = (locale: Locale): 0 | 1 => (locale === 'en-CA' ? 0 : 1)
