import { I18nProvider } from '@lingui/react'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { BrandingInput } from '../machines/branding/branding.machine'
import { institutionIdFrom } from './api/branding-package'
import { useLocation } from 'wouter'
import { reportPageView } from './browser/page-views'
import { applyReferrerPolicy } from './browser/referrer-policy'
import type { HostVariant } from './config'
import { createBrandingFlow } from './flows/branding'
import { i18n } from './i18n/i18n'
import type { Locale } from './i18n/locale'
import { useText } from './i18n/use-text'
import { Routes } from './routes/routes'
import { useFlowActor } from './routes/use-flow-actor'
import { brandingForPath } from './routes/params'
import { BrandingProvider } from './shell/branding'
import { Footer } from './shell/footer'
import { Header } from './shell/header'
import { LocaleProvider } from './shell/locale-context'
import { SessionProvider } from './shell/session-context'

function Branding({ input, children }: { input: BrandingInput; children: ReactNode }) {
  const actor = useFlowActor(createBrandingFlow, input)
  return <BrandingProvider value={actor}>{children}</BrandingProvider>
}

/**
 * After an in-app navigation, focus moves to the new page's main content so screen readers announce it
 * (a full page load starts at the top by itself).
 */
function useFocusOnNavigation(path: string) {
  const previous = useRef(path)
  useEffect(() => {
    if (previous.current === path) return
    previous.current = path
    document.getElementById('main')?.focus()
  }, [path])
}

/**
 * On every route: the referrer policy the path needs, before the new screen's requests start (its actor starts
 * in a passive effect, after this layout effect), and one analytics page view.
 */
function useRouteEffects(path: string) {
  useLayoutEffect(() => {
    applyReferrerPolicy(window.location.pathname)
    reportPageView()
  }, [path])
}

function Shell() {
  const t = useText()
  const [path] = useLocation()
  useFocusOnNavigation(path)
  useRouteEffects(path)
  // Read once: the institution a person arrived for keeps its branding while they move between screens.
  const [institutionId] = useState(() => institutionIdFrom(window.location.search))
  const routeBranding = brandingForPath(path)
  const page = (
    <>
      <a className="skip-link" href="#main">
        {t('SKIP_TO_CONTENT')}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1}>
        <div className="main__inner">
          <Routes />
        </div>
      </main>
      <Footer />
    </>
  )
  if (routeBranding !== null) {
    return (
      <Branding key={routeBranding} input={{ packageName: routeBranding }}>
        {page}
      </Branding>
    )
  }
  if (institutionId === null) return page
  return (
    <Branding key={`institution:${institutionId}`} input={{ institutionId }}>
      {page}
    </Branding>
  )
}

export function App(props: { locale: Locale; hostVariant: HostVariant; loggedIn: boolean }) {
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider value={{ loggedIn: props.loggedIn }}>
        <LocaleProvider initial={props.locale} hostVariant={props.hostVariant}>
          <Shell />
        </LocaleProvider>
      </SessionProvider>
    </I18nProvider>
  )
}
