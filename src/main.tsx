/**
 * The entry (decision 026). The head script (src/start/head.ts) has already chosen the page's language, hidden a
 * prerendered page that is not this visitor's, and is watching the start; this follows the start plan
 * (src/start/plan.ts): load what the first render needs, then hydrate, render over or render afresh, and tell
 * the head script once the app has started, or why it cannot.
 */
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { App } from './app'
import { deviceKind, WIDE_SCREEN_QUERY } from './browser/device'
import { startAnalyticsIfAllowed } from './browser/analytics-consent'
import { partnerSiteFor } from './browser/partner-site'
import { config, pageConfig, siteOfHost, type Site } from './config'
import { loadCatalog } from './i18n/i18n'
import { localeFor } from './i18n/locale'
import { loadScreen, paramsAccepted, startArrival } from './router'
import { loadHeader } from './shell/header'
import { setFlowRun } from './screens/flow'
import { UNSUPPORTED_BROWSER } from './start/old-browser'
import { planRender, planStart, type PageOnArrival } from './start/plan'
import { PAGE_FACTS_ID, PRERENDER_FILLING, PRERENDER_LOADING, PRERENDER_STALE } from './start/protocol'
import { signalStartFailed as failStart, signalStarted } from './start/signals'
import './styles.css'

const html = document.documentElement

/**
 * A screen's form, in the page's main content: the one whose submit the app must take before it counts as started
 * (decision 026). The cookie banner's form, before the main content, is not one (decision 031).
 */
const SCREEN_FORM = '#main form'

/** Keeps `data-device` on the root element true as the window is resized or a phone turned. */
function markDevice() {
  const mark = () => {
    html.dataset.device = deviceKind({ userAgent: navigator.userAgent, viewportWidth: window.innerWidth })
  }
  mark()
  window.matchMedia(WIDE_SCREEN_QUERY).addEventListener('change', mark)
}

/** What the entry finds; the site is read only from a configuration that passed its schema. */
function pageOnArrival(site: Site | null): PageOnArrival {
  const prerendered = document.getElementById(PAGE_FACTS_ID) !== null
  return {
    unsupportedBrowser: html.hasAttribute(UNSUPPORTED_BROWSER),
    configured: site !== null,
    partnerSite:
      site === 'UK_PARTNER'
        ? partnerSiteFor({
            partnerSite: config.ukPartnerSite,
            referrer: document.referrer,
            here: window.location.href,
          })
        : null,
    page: !prerendered ? 'shell' : html.hasAttribute(PRERENDER_STALE) ? 'stale' : 'prerendered',
  }
}

/** Analytics and field telemetry, where the page's configuration names them (decisions 008, 021 and 024). */
function startMeasuring(site: Site): Promise<unknown> {
  // Only where the host needs no consent, or the person said yes on an earlier visit (decision 031).
  startAnalyticsIfAllowed(site, config.analytics)
  // Field telemetry notices from now on, and loads its measuring code once the person acts (decision 021). The
  // first render waits for it, beside the catalog, so it sees every flow from its start. The measuring code is
  // imported from here, the entry: imported from another chunk, Vite's loader would list the entry's style sheet
  // beside it and, finding no <link> to it on a prerendered page (whose styles are inline), fetch it again.
  return config.telemetryUrl === ''
    ? Promise.resolve()
    : import('./shell/field-telemetry')
        .then(({ startFieldTelemetry }) => startFieldTelemetry(site, () => import('./browser/telemetry')))
        .catch(() => {})
}

async function start(): Promise<void> {
  const arrival = pageOnArrival(pageConfig.ok ? siteOfHost(window.location.host) : null)
  const plan = planStart(arrival)
  if (plan.kind === 'unsupported-browser') return
  if (plan.kind === 'fail') return failStart(plan.failure)
  if (plan.kind === 'leave') return window.location.replace(plan.destination)
  // A path run (docs/decisions/027), in the builds that have the demo API: its recorder, clocks and time limit are
  // in place before the first call and the first flow. Production has neither this check nor its module.
  if (import.meta.env.VITE_PATH_RUNS === 'true' && document.cookie.includes('portal-path-run=')) {
    const { joinPathRun } = await import('./dev/path-run')
    setFlowRun(joinPathRun(document.cookie))
  }
  const site = siteOfHost(window.location.host)
  const telemetry = startMeasuring(site)
  const { pathname, search } = window.location
  const locale = localeFor(site, search, pathname)
  html.lang = locale
  markDevice()
  // The screen's read-only first call leaves now, not after the catalog and the first render (decision 019).
  const firstCall = startArrival(pathname, search, locale)
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  const [catalog, , , , linkUsable] = await Promise.all([
    loadCatalog(locale),
    plan.loadScreen ? loadScreen(pathname) : null,
    loadHeader(site, pathname),
    firstCall,
    plan.loadScreen ? paramsAccepted(pathname) : true,
    telemetry,
  ])
  const render = planRender({
    page: arrival.page,
    catalog,
    linkUsable,
    hasForm: root.querySelector(SCREEN_FORM) !== null,
  })
  if (render.kind === 'fail') return failStart(render.failure)
  document.querySelector(`.${PRERENDER_LOADING}`)?.remove()
  const app = (
    <App
      locale={locale}
      site={site}
      onStarted={() => {
        if (render.startedWhen === 'committed' || root.querySelector(SCREEN_FORM) === null) signalStarted()
      }}
      onFormMounted={render.startedWhen === 'form-ready' ? signalStarted : undefined}
    />
  )
  // A screen that throws while the page starts leaves nothing to show: the head script says so instead.
  const options: RootOptions = { onUncaughtError: (error) => failStart({ reason: 'error', error }) }
  // Rendering as a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole first render (total blocking time; decision 015).
  if (render.kind === 'hydrate') {
    startTransition(() => void hydrateRoot(root, app, options))
    return
  }
  // Whatever the root held goes: the shell's loading line, or a page hidden as not this visitor's, at once; a page
  // rendered over, in React's first commit (createRoot empties its container then).
  if (render.kind === 'render-fresh') root.replaceChildren()
  html.removeAttribute(PRERENDER_STALE)
  html.removeAttribute(PRERENDER_FILLING)
  const reactRoot = createRoot(root, options)
  startTransition(() => reactRoot.render(app))
}

/** Painting does not need the design system: it loads once the page is idle (decision 014). */
function afterFirstPaint() {
  if (!pageConfig.ok || config.cdnHost === '') return
  void import('./browser/outside-scripts').then(({ loadDesignSystem }) => loadDesignSystem(config.cdnHost))
}

// In a task of its own, after the entry's evaluation: two tasks the browser can run other work between, rather
// than one long one (total blocking time, decision 015). The first call still leaves within a millisecond.
setTimeout(() => {
  start().then(
    () => {
      if ('requestIdleCallback' in window) requestIdleCallback(afterFirstPaint, { timeout: 2000 })
      else setTimeout(afterFirstPaint, 200)
    },
    (error: unknown) => failStart({ reason: 'error', error }),
  )
}, 0)
