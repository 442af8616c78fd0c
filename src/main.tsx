import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { isAnalyticsConfigured, setPageViewTracker } from './browser/page-views'
import { partnerSiteRedirect } from './browser/partner-site'
import { loadSignInEndpoints } from './flows/sign-in'
import { deviceKind, WIDE_SCREEN_QUERY } from './browser/device'
import { config, variantForHost } from './config'
import { loadCatalog } from './i18n/i18n'
import { localeFor } from './i18n/locale'
import { APP_STARTED, PRERENDER_LOADING, PRERENDER_STALE, PRERENDERED } from './browser/page-marks'
import { loadScreen } from './routes/screen-modules'
import './styles.css'

/** Keeps `data-device` on the root element true as the window is resized or a phone turned. */
function markDevice() {
  const mark = () => {
    document.documentElement.dataset.device = deviceKind({
      userAgent: navigator.userAgent,
      viewportWidth: window.innerWidth,
    })
  }
  mark()
  window.matchMedia(WIDE_SCREEN_QUERY).addEventListener('change', mark)
}

/**
 * A prerendered page (scripts/prerender.ts) is hydrated only if the head script left it visible, that is if it
 * is what this visitor's first render will be (same path, language, no query, no stored token), and only with
 * its catalog: without it the texts would be keys, and React would log the mismatch and render again.
 */
function prerenderedForThisVisitor(): boolean {
  const html = document.documentElement
  return html.getAttribute(PRERENDERED) === window.location.pathname && !html.hasAttribute(PRERENDER_STALE)
}

const markStarted = () => document.documentElement.setAttribute(APP_STARTED, '')

async function start() {
  // index.html has already shown old browsers where to go instead (scripts/index-scripts.ts).
  if (document.documentElement.hasAttribute('data-unsupported-browser')) return
  const hostVariant = variantForHost(window.location.host)
  if (hostVariant === 'UK_PARTNER') {
    const destination = partnerSiteRedirect({
      partnerSite: config.ukPartnerSite,
      referrer: document.referrer,
      here: window.location.href,
    })
    if (destination !== null) {
      window.location.replace(destination)
      return
    }
  }
  if (isAnalyticsConfigured(hostVariant, config.analytics)) {
    // Apart from the entry, and not awaited: the sign-in form does not wait for analytics.
    void import('./browser/analytics').then((analytics) => {
      if (analytics.injectAnalytics(hostVariant, config.analytics)) {
        setPageViewTracker(() => analytics.trackPageView())
      }
    })
  }
  const locale = localeFor(hostVariant, window.location.search, window.location.pathname)
  document.documentElement.lang = locale
  markDevice()
  const prerendered = prerenderedForThisVisitor()
  // A prerendered screen's code is loaded before hydrating, so the hydration finishes in one pass; so is the
  // code that hands its form what was typed before now (only such a page can have any).
  const [catalogLoaded, , earlyInput] = await Promise.all([
    loadCatalog(locale),
    prerendered ? loadScreen(window.location.pathname) : null,
    prerendered ? import('./browser/early-input').catch(() => null) : null,
  ])
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  document.querySelector(`.${PRERENDER_LOADING}`)?.remove()
  // What a person typed into a prerendered form before now, handed to its form once the app has it.
  earlyInput?.holdEarlyInput(root)
  const app = (
    <App
      locale={locale}
      hostVariant={hostVariant}
      onStarted={earlyInput?.markStartedUnlessFormWaits ?? markStarted}
      onFormMounted={earlyInput?.replayEarlyInput}
    />
  )
  // Rendering as a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole first render (total blocking time; decision 015).
  if (prerendered && catalogLoaded) startTransition(() => void hydrateRoot(root, app))
  else {
    // Whatever the root held (a loading line, or a prerendered page hidden as not this visitor's) goes.
    root.replaceChildren()
    document.documentElement.removeAttribute(PRERENDER_STALE)
    const reactRoot = createRoot(root)
    startTransition(() => reactRoot.render(app))
  }
  // Painting needs neither the HTTP client and the sign-in calls nor the design system: they load once the page
  // is idle. The first submit then waits for none of them (a failure here is harmless; the call loads it again).
  const afterFirstPaint = () => {
    void loadSignInEndpoints().catch(() => {})
    if (config.cdnHost !== '')
      void import('./browser/design-system').then(({ loadDesignSystem }) => loadDesignSystem(config.cdnHost))
    // Field telemetry, where a collector is configured (decision 021). The build flag is read here, not through an
    // imported constant: behind one, the bundler would still emit the chunk into a build without a collector.
    if (import.meta.env.VITE_TELEMETRY_ON === 'true')
      void import('./browser/telemetry')
        .then(({ startTelemetry }) => startTelemetry(config.telemetryUrl, hostVariant))
        .catch(() => {})
  }
  if ('requestIdleCallback' in window) requestIdleCallback(afterFirstPaint, { timeout: 2000 })
  else setTimeout(afterFirstPaint, 200)
}

void start()
