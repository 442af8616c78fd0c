import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react'
import type { Site } from '../config'
import { linkTo, matchRoute } from '../urls/address'
import { ROUTES, type RouteName } from '../urls/routes'
import { useText } from '../i18n/i18n'
import { useAddress, usePage } from '../page'
import { AppLink } from '../screens/parts/page'
import { BrandingLogos } from './branding'
import { HelpMenu } from './help-menu'
import { ProductLogo } from './logo'

/** True once the page has scrolled, for the header's scrolled style. */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return scrolled
}

/**
 * Tells the page how tall the sticky header is now (`--header-height`), so focus and links scroll what they move
 * to below it (styles.css, `scroll-padding-top`): it grows when a branding logo needs a row, or words wrap. The
 * height is written in the next frame, not inside the observer's report: written inside it, a WebKitGTK journey
 * once met the page error "ResizeObserver loop completed with undelivered notifications". Nothing in the report
 * changes the page now.
 */
function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    let frame = 0
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        root.style.setProperty('--header-height', `${element.getBoundingClientRect().height}px`)
      })
    })
    observer.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [header])
}

function LanguageToggle() {
  const t = useText()
  const { locale, switchLocale } = usePage()
  const [switching, setSwitching] = useState(false)
  const next = locale === 'fr-CA' ? 'en-CA' : 'fr-CA'
  return (
    <button
      type="button"
      className="header__control"
      lang={next === 'fr-CA' ? 'fr' : 'en'}
      title={t('LANGUAGE_TOGGLE_LABEL')}
      aria-disabled={switching || undefined}
      onClick={() => {
        if (switching) return
        setSwitching(true)
        void switchLocale(next).finally(() => setSwitching(false))
      }}
    >
      {t('LANGUAGE_TOGGLE')}
    </button>
  )
}

export type HeaderKind = 'dualLogin' | 'uk' | 'default'

/**
 * Which header a page gets (spec section 1): the dual-login header, with sign-out, on the workspace chooser's
 * page (its route says so; the spec's "the URL contains switchaccount"), whatever the host; otherwise the UK
 * header on the UK hosts (English only, so no language toggle); otherwise the default header with the toggle.
 */
export function headerKindFor(site: Site, route: RouteName | null): HeaderKind {
  if (route !== null && ROUTES[route].dualLogin === true) return 'dualLogin'
  return site === 'CA' ? 'default' : 'uk'
}

// Only the workspace chooser's header has it: its flow and call stay out of the sign-in page's code.
let loadedLogOut: ComponentType | null = null
const loadLogOut = () => import('./log-out').then((module) => (loadedLogOut = module.default))
const LazyLogOut = lazy(() => loadLogOut().then((component) => ({ default: component })))

/**
 * The log-out, as itself once its code is here (main.tsx loads it before the first render of a page that shows
 * it, so that render, a hydration among them, does not suspend), lazily until then. Chosen once per mount: the
 * two are different components, and changing from one to the other would start its flow afresh.
 */
function LogOut() {
  const [Shown] = useState(() => loadedLogOut ?? LazyLogOut)
  return (
    <Suspense fallback={null}>
      <Shown />
    </Suspense>
  )
}

/**
 * Loads what the header of a page shows beyond the entry (the dual-login header's log-out), for main.tsx to have
 * it before the first render: the header is then whole from its first commit, and nothing in it moves.
 */
export async function loadHeader(site: Site, path: string): Promise<void> {
  if (headerKindFor(site, matchRoute(path)?.name ?? null) === 'dualLogin') await loadLogOut().catch(() => {})
}

export function Header() {
  const t = useText()
  const { site } = usePage()
  const scrolled = useScrolled()
  const { route } = useAddress()
  const kind = headerKindFor(site, route?.name ?? null)
  // Named for what it holds (docs/decisions/032): the UK header has no language toggle, the dual-login one a sign-out.
  const label =
    site === 'CA'
      ? kind === 'dualLogin'
        ? 'HEADER_NAV_LABEL_SIGN_OUT'
        : 'HEADER_NAV_LABEL'
      : kind === 'dualLogin'
        ? 'HEADER_NAV_LABEL_UK_SIGN_OUT'
        : 'HEADER_NAV_LABEL_UK'
  const header = useRef<HTMLElement>(null)
  useHeaderHeight(header)
  return (
    <header ref={header} className={scrolled ? 'header header--scrolled' : 'header'}>
      <div className="header__inner">
        <AppLink to={linkTo('signIn')} className="header__home">
          <ProductLogo />
          <span className="header__name">{t('APP_NAME')}</span>
        </AppLink>
        <BrandingLogos place="header" />
        <nav className="header__actions" aria-label={t(label)}>
          <HelpMenu />
          {/* The chooser is reached from Canadian and UK products alike: its toggle follows the host. */}
          {site === 'CA' ? <LanguageToggle /> : null}
          {kind === 'dualLogin' ? <LogOut /> : null}
        </nav>
      </div>
    </header>
  )
}
