import { i18n, type Messages } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { withTimeLimit } from '../api/time-limit'
import { LOCALES, type Locale } from './locale'
import type sourceCatalog from '../locales/en-CA.json'

/**
 * Catalogs are compiled from `src/locales/*.po` into `/assets/i18n/{locale}.json` and fetched at run
 * time, so only the language in use is downloaded, within the configured time limit of a call (`limitMs`).
 */
export async function fetchCatalog(
  locale: Locale,
  limitMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<Messages | null> {
  if (!LOCALES.includes(locale)) throw new Error(`Unsupported locale ${String(locale)}`)
  try {
    // A catalog that never arrives must not hold the page on its loading message for good.
    return await withTimeLimit(limitMs, undefined, async (signal) => {
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
export async function loadCatalog(
  locale: Locale,
  limitMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const messages = await fetchCatalog(locale, limitMs, fetchImpl)
  i18n.loadAndActivate({ locale, messages: messages ?? {} })
  return messages !== null
}

/** A switch of language happens only once the catalog is here; otherwise the page stays as it was. */
export async function switchCatalog(
  locale: Locale,
  limitMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const messages = await fetchCatalog(locale, limitMs, fetchImpl)
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

/**
 * Every message id the code may render: the ids of the source catalog (src/locales/en-CA.po, compiled by
 * `npm run i18n:compile`), which are the spec's translation keys plus new keys in the same style. The catalog is
 * the one list: a key the code names and the catalog lacks fails to compile, and test/unit/catalogs.test.ts
 * fails when a catalog id is used nowhere or a locale lacks one.
 */
export type MessageKey = keyof (typeof sourceCatalog)['messages']

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string

/**
 * Text in the page's language. Views re-render when the language changes, so a switch happens in place.
 * Keys that come from the server (translationKey) go through `dynamic`, which renders an unknown key as-is.
 */
export function useText(): Translate & { dynamic: (key: string) => string } {
  const { i18n } = useLingui()
  const t = useCallback(
    (key: string, values?: Record<string, unknown>) => {
      if (key === '') throw new Error('Parameter "key" required')
      return i18n._(key, values)
    },
    // `i18n.locale` is read so the callback changes identity, and memoised children re-render, on a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.locale],
  )
  return Object.assign(t as Translate, { dynamic: (key: string) => t(key) })
}
