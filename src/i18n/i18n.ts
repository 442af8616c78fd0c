import { i18n, type Messages } from '@lingui/core'
import { LOCALES, type Locale } from './locale'
import type { MessageKey } from './message-keys'

/**
 * Catalogs are compiled from `src/locales/*.po` into `/assets/i18n/{locale}.json` and fetched at run
 * time, so only the language in use is downloaded.
 */
export async function loadCatalog(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (!LOCALES.includes(locale)) throw new Error(`Unsupported locale ${String(locale)}`)
  let messages: Messages = {}
  try {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}assets/i18n/${locale}.json`)
    if (response.ok) {
      const body = (await response.json()) as { messages?: Messages }
      messages = body.messages ?? {}
    }
  } catch {
    // An unreachable catalog still leaves a usable page: every text renders as its key (spec section 8).
  }
  i18n.loadAndActivate({ locale, messages })
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
