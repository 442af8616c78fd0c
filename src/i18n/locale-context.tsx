import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Site } from '../config'
import { switchCatalog, type MessageKey } from './i18n'
import { withLangParam, type Locale } from './locale'
import { useLingui } from '@lingui/react'

interface LocaleState {
  locale: Locale
  site: Site
  /** Loads the other catalog, then switches every text in place; nothing typed is lost. If the catalog
   * cannot be fetched, the page stays in its language. */
  switchLocale: (next: Locale) => Promise<void>
  /** A path with `?lang=fr` kept, so the language survives navigation and reloads. */
  localizedPath: (path: string) => string
}

const LocaleContext = createContext<LocaleState | null>(null)

export function LocaleProvider(props: { initial: Locale; site: Site; children: ReactNode }) {
  const [locale, setLocale] = useState(props.initial)
  const switchLocale = useCallback(async (next: Locale) => {
    if (!(await switchCatalog(next))) return
    document.documentElement.lang = next
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    window.history.replaceState(window.history.state, '', withLangParam(here, next))
    setLocale(next)
  }, [])
  const value = useMemo<LocaleState>(
    () => ({
      locale,
      site: props.site,
      switchLocale,
      localizedPath: (path) => withLangParam(path, locale),
    }),
    [locale, props.site, switchLocale],
  )
  return <LocaleContext.Provider value={value}>{props.children}</LocaleContext.Provider>
}

export function useLocale(): LocaleState {
  const value = useContext(LocaleContext)
  if (value === null) throw new Error('useLocale needs a LocaleProvider')
  return value
}

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string

/**
 * Text for the current locale. Views re-render when the language changes, so a switch happens in place.
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
