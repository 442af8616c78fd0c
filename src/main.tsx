/**
 * The entry (decision 026). The head script (src/start/head.ts) has decided what this page is (the visit: its
 * site, language, configuration, analytics on arrival and what the server sent), hidden a prerendered page that is
 * not this visitor's, and is watching the start. This reads the visit, loads what the first render needs, then
 * hydrates the prerendered page, renders over it or renders afresh, and tells the head script once the app has
 * started, or why it cannot.
 */
import { startTransition } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { App } from './app'
import { startAnalyticsOnArrival } from './browser/analytics-consent'
import { deviceKind, WIDE_SCREEN_QUERY } from './browser/device'
import type { PortalConfig, Site } from './config'
import { loadCatalog } from './i18n/i18n'
import { readCookie } from './kept-in-browser'
import { redirectPolicyFor } from './page'
import { loadScreen, paramsAccepted, startArrival } from './router'
import { setFlowRun } from './screens/flow'
import { loadHeader } from './shell/header'
import {
  PRERENDER_FILLING,
  PRERENDER_LOADING,
  PRERENDER_STALE,
  signalStarted,
  signalStartFailed,
  visitOf,
} from './start/protocol'
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

/**
 * Field telemetry, where the page's configuration names a collector (decisions 021 and 024): it notices from now
 * on, and loads its measuring code once the person acts. The first render waits for it, beside the catalog, so it
 * sees every flow from its start. The measuring code is imported from here, the entry: imported from another
 * chunk, Vite's loader would list the entry's style sheet beside it and, finding no <link> to it on a prerendered
 * page (whose styles are inline), fetch it again.
 */
function startFieldTelemetry(site: Site, config: PortalConfig): Promise<unknown> {
  if (config.telemetryUrl === '') return Promise.resolve()
  return import('./shell/field-telemetry')
    .then(({ startFieldTelemetry }) =>
      startFieldTelemetry(site, config.telemetryUrl, () => import('./browser/telemetry')),
    )
    .catch(() => {})
}

/** A path run (docs/decisions/027), in the builds that have the demo API and a tab a run opened; else the page's. */
async function joinedPathRun(config: PortalConfig): Promise<PortalConfig> {
  if (import.meta.env.VITE_PATH_RUNS !== 'true' || readCookie(document.cookie, 'portal-path-run') === null)
    return config
  const { joinPathRun } = await import('./dev/path-run')
  const run = joinPathRun(document.cookie, config.apiTimeoutMs)
  setFlowRun(run)
  // Its recorder, clocks and time limit are in place before the first call and the first flow.
  return run === null ? config : { ...config, apiTimeoutMs: run.timeLimitMs }
}

async function start(): Promise<PortalConfig | null> {
  const visit = visitOf(window)
  // An old browser has its page instead, and no visit: the app stays off.
  if (visit === undefined) return null
  // The head script has said so already, and started no code; this is for a page served without its checks.
  if (!visit.config.ok) {
    signalStartFailed({ reason: 'configuration' })
    return null
  }
  const config = await joinedPathRun(visit.config.config)
  const { site, locale } = visit
  // Only where the host needs no consent, or the person said yes on an earlier visit (decision 031).
  startAnalyticsOnArrival(site, config, visit.analytics)
  const telemetry = startFieldTelemetry(site, config)
  markDevice()
  const { pathname, search, origin } = window.location
  const page = { site, config, year: visit.year, locale, origin }
  // The screen's read-only first call leaves now, not after the catalog and the first render (decision 019).
  const firstCall = startArrival(pathname, search, {
    locale,
    redirectPolicy: redirectPolicyFor(origin, config),
  })
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  // React listens for clicks on its container, for every element in it. Firefox then exposes the container as
  // clickable and each focusable element in it as having a clickable ancestor, which Orca reads out as "clickable"
  // on a heading or an error summary given focus. The container is no part of the page: `role="none"` keeps it out
  // of the accessibility tree, and the click action with it (docs/decisions/035).
  root.setAttribute('role', 'none')
  // A prerendered page's screen is loaded before the first render, so that its hydration finishes in one pass,
  // and its link is checked against its schema: a link that cannot be read shows something else (decision 007).
  const prerendered = visit.page === 'prerendered'
  const [catalog, , , , linkUsable] = await Promise.all([
    loadCatalog(locale, config.apiTimeoutMs),
    prerendered ? loadScreen(pathname) : null,
    loadHeader(site, pathname),
    firstCall,
    prerendered ? paramsAccepted(pathname) : true,
    telemetry,
  ])
  // A page of message ids is no page.
  if (!catalog) {
    signalStartFailed({ reason: 'catalog' })
    return null
  }
  // The prerendered page is hydrated; a link that cannot be read is rendered over, in one commit; the shell, or
  // a page hidden as another visitor's, is rendered afresh. Where a prerendered form is hydrated, the app counts
  // as started once that form is React's and its flow runs (a submit held until then is sent to it).
  const hydrate = prerendered && linkUsable
  const startedWithForm = hydrate && root.querySelector(SCREEN_FORM) !== null
  document.querySelector(`.${PRERENDER_LOADING}`)?.remove()
  const app = (
    <App
      page={page}
      onStarted={() => {
        if (!startedWithForm || root.querySelector(SCREEN_FORM) === null) signalStarted()
      }}
      onFormMounted={startedWithForm ? signalStarted : undefined}
    />
  )
  // A screen that throws while the page starts leaves nothing to show: the head script says so instead.
  const options: RootOptions = { onUncaughtError: (error) => signalStartFailed({ reason: 'error', error }) }
  // Rendering as a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole first render (total blocking time; decision 015).
  if (hydrate) {
    startTransition(() => void hydrateRoot(root, app, options))
    return config
  }
  // Whatever the root held goes: the shell's loading line, or a page hidden as not this visitor's, at once; a page
  // rendered over, in React's first commit (createRoot empties its container then).
  if (!prerendered) root.replaceChildren()
  html.removeAttribute(PRERENDER_STALE)
  html.removeAttribute(PRERENDER_FILLING)
  const reactRoot = createRoot(root, options)
  startTransition(() => reactRoot.render(app))
  return config
}

/** Painting does not need the design system: it loads once the page is idle (decision 014). */
function loadDesignSystemWhenIdle(config: PortalConfig) {
  if (config.cdnHost === '') return
  const load = () =>
    void import('./browser/outside-scripts').then(({ loadDesignSystem }) => loadDesignSystem(config))
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 })
  else setTimeout(load, 200)
}

// In a task of its own, after the entry's evaluation: two tasks the browser can run other work between, rather
// than one long one (total blocking time, decision 015). The first call still leaves within a millisecond.
setTimeout(() => {
  start().then(
    (config) => {
      if (config !== null) loadDesignSystemWhenIdle(config)
    },
    (error: unknown) => signalStartFailed({ reason: 'error', error }),
  )
}, 0)
