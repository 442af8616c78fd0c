/**
 * The page, as every screen and the shell read it: what the visit decided before the first paint (the site and the
 * checked configuration, src/start/protocol.ts), the redirect policy made from them, and the language the page
 * shows now. This provider is the language's one owner: it starts in the visit's language and switches, when the
 * toggle asks, once the other catalog is here; a flow reads it from its environment (src/screens/flow.tsx).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { RedirectPolicy } from '../machines/shared/redirect-policy'
import type { PortalConfig, Site } from './config'
import { switchCatalog } from './i18n/i18n'
import { withLangParam, type Locale } from './i18n/locale'
import { useRouter } from 'wouter'
import { isSignInPath, matchRoute, type RouteMatch } from './urls/address'

export interface Page {
  site: Site
  config: PortalConfig
  /** The year the footer shows, as the visitor's clock says. */
  year: number
  /** Where a url the server returns may send the browser: this origin, the allow-listed ones, never sign-in. */
  redirectPolicy: RedirectPolicy
  locale: Locale
  /**
   * Loads the other catalog, then switches every text in place; nothing typed is lost. If the catalog cannot be
   * fetched, the page stays in its language.
   */
  switchLocale: (next: Locale) => Promise<void>
  /** A path with `?lang=fr` kept, so the language survives navigation and reloads. */
  localizedPath: (path: string) => string
}

/** The redirect policy of a page at `origin` (empty where there is no window) with `config`. */
export const redirectPolicyFor = (origin: string, config: PortalConfig): RedirectPolicy => ({
  origin,
  allowedOrigins: config.allowedRedirectOrigins,
  isSignInPath,
})

const PageContext = createContext<Page | null>(null)

export function PageProvider(props: {
  site: Site
  config: PortalConfig
  year: number
  /** The language the visit arrived in. */
  locale: Locale
  /** The page's origin; empty where there is no window (the build's prerender, which accepts the allow-list only). */
  origin: string
  children: ReactNode
}) {
  const { site, config, year, origin } = props
  const [locale, setLocale] = useState(props.locale)
  const switchLocale = useCallback(
    async (next: Locale) => {
      if (!(await switchCatalog(next, config.apiTimeoutMs))) return
      document.documentElement.lang = next
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
      window.history.replaceState(window.history.state, '', withLangParam(here, next))
      setLocale(next)
    },
    [config.apiTimeoutMs],
  )
  const redirectPolicy = useMemo(() => redirectPolicyFor(origin, config), [origin, config])
  const value = useMemo<Page>(
    () => ({
      site,
      config,
      year,
      redirectPolicy,
      locale,
      switchLocale,
      localizedPath: (path) => withLangParam(path, locale),
    }),
    [site, config, year, redirectPolicy, locale, switchLocale],
  )
  return <PageContext.Provider value={value}>{props.children}</PageContext.Provider>
}

/**
 * Where the page is, as the browser holds it: the path and the query as written, neither decoded (the one reading
 * of an address, src/urls/address.ts, decodes each route parameter and each query value once), and the route the
 * one matcher finds for the path. What a screen, the header or the cookie banner asks of the address, it asks of
 * this.
 */
export function useAddress(): { path: string; search: string; route: RouteMatch | null } {
  const router = useRouter()
  const path = router.hook(router)[0]
  const search = router.searchHook(router)
  const route = useMemo(() => matchRoute(path), [path])
  return { path, search, route }
}

export function usePage(): Page {
  const value = useContext(PageContext)
  if (value === null) throw new Error('usePage needs a PageProvider')
  return value
}
