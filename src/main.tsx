import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { isAnalyticsConfigured, setPageViewTracker } from './browser/page-views'
import { partnerSiteRedirect } from './browser/partner-site'
import { deviceKind, WIDE_SCREEN_QUERY } from './browser/device'
import { config, variantForHost } from './config'
import { loadCatalog } from './i18n/i18n'
import { localeFor } from './i18n/locale'
import { hasEarlyInput, markStarted, markStartedUnlessFormWaits } from './browser/app-started'
import {
  PRERENDER_FILLING,
  PRERENDER_LOADING,
  PRERENDER_STALE,
  PRERENDERED,
  PRERENDERED_REPLACE,
} from './browser/page-marks'
import { loadScreen, paramsAccepted, startArrival } from './router/screen-modules'
import { loadHeader } from './shell/header'
import { setFlowRun } from './shell/use-flow-actor'
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
 * A prerendered page (scripts/prerender.ts) is taken over only if the head script left it visible, that is if it
 * is what this visitor's first render will be (a path it serves, its host and language, no query but its own, no
 * stored token), and only with its catalog: without it the texts would be keys, and React would log the
 * mismatch and render again.
 */
function prerenderedForThisVisitor(): boolean {
  const html = document.documentElement
  return html.hasAttribute(PRERENDERED) && !html.hasAttribute(PRERENDER_STALE)
}

/**
 * A page rendered over rather than hydrated gets new elements: the one a person had focused (typing into the
 * form before the app ran) is focused again, found by its id.
 */
function refocusAfterRender(root: HTMLElement): () => void {
  const focused = document.activeElement
  const id = focused instanceof HTMLElement && root.contains(focused) ? focused.id : ''
  return () => {
    if (id !== '' && !root.contains(document.activeElement)) document.getElementById(id)?.focus()
  }
}

async function start() {
  // index.html has already shown old browsers where to go instead (scripts/index-scripts.ts).
  if (document.documentElement.hasAttribute('data-unsupported-browser')) return
  // A path run (docs/decisions/027), in the builds that have the demo API: its recorder, clocks and time limit are
  // in place before the first call and the first flow. Production has neither this check nor its module.
  if (import.meta.env.VITE_PATH_RUNS === 'true' && document.cookie.includes('portal-path-run=')) {
    const { joinPathRun } = await import('./dev/path-run')
    setFlowRun(joinPathRun(document.cookie))
  }
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
  // Field telemetry, where the page's configuration names a collector (decisions 021 and 024): it notices from
  // now on, and loads the rest of its code once the page is idle. The first render waits for it, beside the
  // catalog, so it sees every flow from its start: a link page's first call can answer before it would arrive.
  const telemetry =
    config.telemetryUrl === ''
      ? null
      : import('./shell/field-telemetry')
          .then(({ startFieldTelemetry }) => startFieldTelemetry(hostVariant))
          .catch(() => {})
  if (isAnalyticsConfigured(hostVariant, config.analytics)) {
    // Apart from the entry, and not awaited: the sign-in form does not wait for analytics.
    void import('./browser/outside-scripts').then((analytics) => {
      if (analytics.injectAnalytics(hostVariant, config.analytics)) {
        setPageViewTracker(() => analytics.trackPageView())
      }
    })
  }
  const { pathname, search } = window.location
  const locale = localeFor(hostVariant, search, pathname)
  document.documentElement.lang = locale
  markDevice()
  // The screen's read-only first call leaves now, not after the catalog and the first render (decision 019).
  const arrival = startArrival(pathname, search, locale)
  const prerendered = prerenderedForThisVisitor()
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  // A prerendered screen's code is loaded before hydrating, so the hydration finishes in one pass; so is the
  // header's, and the code that hands its form what was typed before now, if anything was (only such a page can
  // have any).
  const loadEarlyInput = () =>
    prerendered && hasEarlyInput(root) ? import('./browser/early-input').catch(() => null) : null
  const [catalogLoaded, , typedBefore, , , usableLink] = await Promise.all([
    loadCatalog(locale),
    prerendered ? loadScreen(pathname) : null,
    loadEarlyInput(),
    loadHeader(hostVariant, pathname),
    arrival,
    prerendered ? paramsAccepted(pathname) : true,
    telemetry,
  ])
  // Typed while those loaded: rare, and the hydration waits for that code.
  const earlyInput = typedBefore ?? (await loadEarlyInput())
  document.querySelector(`.${PRERENDER_LOADING}`)?.remove()
  // What a person typed into a prerendered form before now, handed to its form once the app has it.
  earlyInput?.holdEarlyInput(root)
  const html = document.documentElement
  // A prerendered page whose first render differs from its HTML in what the HTML cannot hold (a link with the
  // key in it, a value from the query) stays painted and is rendered over in one commit, with the same layout.
  // So is a link page whose link cannot be read: it says so instead of checking it.
  const renderOver = prerendered && catalogLoaded && (html.hasAttribute(PRERENDERED_REPLACE) || !usableLink)
  const refocus = renderOver ? refocusAfterRender(root) : () => {}
  const started =
    earlyInput?.markStartedUnlessFormWaits ?? (prerendered ? markStartedUnlessFormWaits : markStarted)
  const app = (
    <App
      locale={locale}
      hostVariant={hostVariant}
      onStarted={() => {
        refocus()
        started()
      }}
      onFormMounted={earlyInput?.replayEarlyInput ?? markStarted}
    />
  )
  // Rendering as a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole first render (total blocking time; decision 015).
  if (prerendered && catalogLoaded && !renderOver) startTransition(() => void hydrateRoot(root, app))
  else {
    // Whatever the root held (a loading line, or a prerendered page hidden as not this visitor's) goes: at once,
    // or, for a page rendered over, in React's first commit (createRoot empties its container then).
    if (!renderOver) root.replaceChildren()
    html.removeAttribute(PRERENDER_STALE)
    html.removeAttribute(PRERENDER_FILLING)
    const reactRoot = createRoot(root)
    startTransition(() => reactRoot.render(app))
  }
  // Painting does not need the design system: it loads once the page is idle. The HTTP client and a form's calls
  // load at the first sign that someone means to use the form (FlowForm, decision 015).
  const afterFirstPaint = () => {
    if (config.cdnHost !== '')
      void import('./browser/outside-scripts').then(({ loadDesignSystem }) =>
        loadDesignSystem(config.cdnHost),
      )
  }
  if ('requestIdleCallback' in window) requestIdleCallback(afterFirstPaint, { timeout: 2000 })
  else setTimeout(afterFirstPaint, 200)
}

// In a task of its own, after the entry's evaluation: two tasks the browser can run other work between, rather
// than one long one (total blocking time, decision 015). The first call still leaves within a millisecond.
setTimeout(() => void start(), 0)
