/**
 * The head script's entry (scripts/head-script.ts builds it into an inline script in every page's head): runs
 * ./head.ts on this page, with the page's window as its scope.
 */
import { BASE, HEAD_TEXTS } from 'virtual:head-build'
import { runHead, isSupportedBrowser } from './head.ts'

/** Once the first contentful paint has been presented; where paint timing is unknown, two frames on. */
function afterFirstPaint(start: () => void): void {
  const types = window.PerformanceObserver?.supportedEntryTypes ?? []
  if (types.indexOf('paint') === -1) {
    requestAnimationFrame(() => requestAnimationFrame(start))
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect()
      start()
    }
  }).observe({ type: 'paint', buffered: true })
}

runHead(
  {
    document,
    location,
    view: window,
    supported: isSupportedBrowser(document, navigator.userAgent),
    referrer: document.referrer,
    storage: () => localStorage,
    year: new Date().getFullYear(),
    trustedTypes:
      (window as { trustedTypes?: NonNullable<Parameters<typeof runHead>[0]['trustedTypes']> })
        .trustedTypes ?? null,
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (timer) => window.clearTimeout(timer as number),
    addEventListener: window.addEventListener.bind(window),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
    afterFirstPaint,
    cookies: () => document.cookie,
    globalPrivacyControl:
      (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true,
  },
  HEAD_TEXTS,
  BASE,
)
