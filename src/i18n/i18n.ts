import { i18n, type Messages } from '@lingui/core'
import { withTimeLimit } from '../api/time-limit'
import { config } from '../config'
import { LOCALES, type Locale } from './locale'
import type sourceCatalog from '../locales/en-CA.json'

/**
 * Catalogs are compiled from `src/locales/*.po` into `/assets/i18n/{locale}.json` and fetched at run
 * time, so only the language in use is downloaded.
 */
export async function fetchCatalog(
  locale: Locale,
  fetchImpl: typeof fetch = fetch,
): Promise<Messages | null> {
  if (!LOCALES.includes(locale)) throw new Error(`Unsupported locale ${String(locale)}`)
  try {
    // A catalog that never arrives must not hold the page on its loading message for good.
    return await withTimeLimit(config.apiTimeoutMs, undefined, async (signal) => {
      const response = await fetchImpl(`${import.meta.env.BASE_URL}assets/i18n/${locale}.json`, { signal })
      if (!response.ok) return null
      const body = (await response.json()) as { messages?: Messages }
      return body.messages ?? null
    })
  } catch {
    return null
  }
}

/**
 * At start: the language is activated even without its catalog, so the page is usable (texts as keys).
 * True when the catalog came.
 */
export async function loadCatalog(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const messages = await fetchCatalog(locale, fetchImpl)
  i18n.loadAndActivate({ locale, messages: messages ?? {} })
  return messages !== null
}

/** A switch of language happens only once the catalog is here; otherwise the page stays as it was. */
export async function switchCatalog(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  const messages = await fetchCatalog(locale, fetchImpl)
  if (messages === null) return false
  i18n.loadAndActivate({ locale, messages })
  return true
}

/** Translate a key the code knows about. Missing keys render as the key; an empty key is a programming error. */
export function translate(key: MessageKey | (string & {}), values?: Record<string, unknown>): string {
  if (key === '') throw new Error('Parameter "key" required')
  return i18n._(key, values)
}

export { i18n }

/** The active locale; before any catalog has loaded it is the default, en-CA. */
export function currentLocale(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as Locale) : 'en-CA'
}

/**
 * Every message id the code may render: the ids of the source catalog (src/locales/en-CA.po, compiled by
 * `npm run i18n:compile`), which are the spec's translation keys plus new keys in the same style. The catalog is
 * the one list: a key the code names and the catalog lacks fails to compile, and test/unit/catalogs.test.ts
 * fails when a catalog id is used nowhere or a locale lacks one.
 */
export type MessageKey = keyof (typeof sourceCatalog)['messages']
