import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Site } from '../config'
import { switchCatalog } from './i18n'
import { withLangParam, type Locale } from './locale'

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
