import { createRoot } from 'react-dom/client'
import { App } from './app'
import { isAnalyticsConfigured, setPageViewTracker } from './browser/page-views'
import { partnerSiteRedirect } from './browser/partner-site'
import { loadSignInEndpoints } from './flows/sign-in'
import { deviceKind, WIDE_SCREEN_QUERY } from './browser/device'
import { hasAuthToken } from './browser/storage'
import { config, variantForHost } from './config'
import { loadCatalog } from './i18n/i18n'
import { localeFor } from './i18n/locale'
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
  const loggedIn = hasAuthToken()
  const locale = localeFor(hostVariant, window.location.search, window.location.pathname)
  document.documentElement.lang = locale
  markDevice()
  await loadCatalog(locale)
  const root = document.getElementById('root')
  if (root === null) throw new Error('index.html has no #root')
  createRoot(root).render(<App locale={locale} hostVariant={hostVariant} loggedIn={loggedIn} />)
  // Painting needs neither the HTTP client and the sign-in calls nor the design system: they load once the page
  // is idle. The first submit then waits for none of them (a failure here is harmless; the call loads it again).
  const afterFirstPaint = () => {
    void loadSignInEndpoints().catch(() => {})
    if (config.cdnHost !== '')
      void import('./browser/design-system').then(({ loadDesignSystem }) => loadDesignSystem(config.cdnHost))
  }
  if ('requestIdleCallback' in window) requestIdleCallback(afterFirstPaint, { timeout: 2000 })
  else setTimeout(afterFirstPaint, 200)
}

void start()
