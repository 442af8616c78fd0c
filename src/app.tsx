import { I18nProvider } from '@lingui/react'
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { BrandingInput } from '../machines/branding/branding.machine'
import { reportPageView } from './browser/page-views'
import { applyReferrerPolicy } from './browser/referrer-policy'
import type { PortalConfig, Site } from './config'
import type { createBrandingFlow } from './shell/branding-flow'
import { prepareCalls, useFlowActor, RestoredPage } from './screens/flow'
import { i18n, useText } from './i18n/i18n'
import type { Locale } from './i18n/locale'
import { PageProvider, useAddress } from './page'
import { RouteTable, preloadScreen } from './router'
import { brandingOf, institutionIdFrom } from './urls/address'
import { BrandingProvider, type BrandingActor, type BrandingCodeState } from './shell/branding'
import { CookieBanner } from './shell/cookie-banner'
import { Footer } from './shell/footer'
import { PrepareCallsContext, FormMountedContext } from './screens/parts/form'
import { Header } from './shell/header'
import { FocusLostContext, PreloadScreenContext } from './screens/parts/page'
import { moveFocusTo } from './screens/parts/focus'

type CreateBrandingFlow = typeof createBrandingFlow

/** Runs the branding actor once its code is here, and hands it to the provider above. */
function BrandingActorHost(props: {
  createFlow: CreateBrandingFlow
  input: BrandingInput
  onActor: (actor: BrandingActor) => void
}) {
  const actor = useFlowActor(props.createFlow, props.input)
  const { onActor } = props
  useEffect(() => onActor(actor), [actor, onActor])
  return null
}

/**
 * Branded pages only: the branding machine and its calls load apart from the entry, which most pages do without.
 * Until they arrive the logo regions hold their space as if loading; the page itself keeps its place in the tree
 * throughout, so nothing in it is mounted twice.
 */
function Branding({ input, children }: { input: BrandingInput; children: ReactNode }) {
  const [createFlow, setCreateFlow] = useState<CreateBrandingFlow | null>(null)
  const [codeState, setCodeState] = useState<BrandingCodeState>('loading')
  const [actor, setActor] = useState<BrandingActor | null>(null)
  useEffect(() => {
    let current = true
    import('./shell/branding-flow')
      .then(({ createBrandingFlow }) => current && setCreateFlow(() => createBrandingFlow))
      // Logos are decoration: if their code cannot load, the regions stay empty and the page works.
      .catch(() => current && setCodeState('unavailable'))
    return () => {
      current = false
    }
  }, [])
  return (
    <BrandingProvider value={actor ?? codeState}>
      {createFlow === null ? null : (
        <BrandingActorHost createFlow={createFlow} input={input} onActor={setActor} />
      )}
      {children}
    </BrandingProvider>
  )
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
    moveFocusTo(document.getElementById('main'))
  }, [path])
}

/**
 * Whether focus has just been lost from the main content, for a new screen's heading to take it (PageHeading): it
 * has been in the main content since the app started (or was placed there before the app ran, typing into a
 * prerendered form), and is on <body> now. Told by <main>'s own focus event.
 */
function useFocusLost() {
  const focusHasBeenInMain = useRef(false)
  useEffect(() => {
    if (document.getElementById('main')?.contains(document.activeElement)) focusHasBeenInMain.current = true
  }, [])
  const focusLost = useCallback(() => {
    const active = document.activeElement
    return focusHasBeenInMain.current && (active === null || active === document.body)
  }, [])
  const onFocus = useCallback(() => {
    focusHasBeenInMain.current = true
  }, [])
  return { focusLost, onFocus }
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

const noop = () => {}

function Shell() {
  const t = useText()
  const { path, search, route } = useAddress()
  useFocusOnNavigation(path)
  const { focusLost, onFocus } = useFocusLost()
  useRouteEffects(path)
  // Read once: the institution a person arrived for keeps its branding while they move between screens.
  const [institutionId] = useState(() => institutionIdFrom(search))
  const routeBranding = brandingOf(route)
  // Started afresh if the browser brings the page back from its back-forward cache while a flow was waiting.
  const page = (
    <RestoredPage>
      {/* First in the page, before the skip link, as GOV.UK's cookie banner is (decision 031). */}
      <CookieBanner />
      <a className="skip-link" href="#main">
        {t('SKIP_TO_CONTENT')}
      </a>
      <Header />
      <main id="main" className="main" tabIndex={-1} onFocus={onFocus}>
        <div className="main__inner">
          <FocusLostContext value={focusLost}>
            <RouteTable />
          </FocusLostContext>
        </div>
      </main>
      <Footer />
    </RestoredPage>
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

export function App(props: {
  /** What the visit decided (src/start/protocol.ts), and the page's origin (empty where there is no window). */
  page: { site: Site; config: PortalConfig; year: number; locale: Locale; origin: string }
  /** Called once the first render is committed and every screen's actor has started. */
  onStarted?: () => void
  /** Called when a form has been mounted and its actor has started. */
  onFormMounted?: () => void
}) {
  const { onStarted, onFormMounted = noop } = props
  useEffect(() => onStarted?.(), [onStarted])
  return (
    <FormMountedContext value={onFormMounted}>
      <PrepareCallsContext value={prepareCalls}>
        <PreloadScreenContext value={preloadScreen}>
          <I18nProvider i18n={i18n}>
            <PageProvider {...props.page}>
              <Shell />
            </PageProvider>
          </I18nProvider>
        </PreloadScreenContext>
      </PrepareCallsContext>
    </FormMountedContext>
  )
}
