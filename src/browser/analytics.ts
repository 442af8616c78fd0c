import type { HostVariant } from '../config'

export interface AnalyticsConfig {
  ca: string
  uk: string
  scriptHost: string
}

/** The measurement id for the host's variant: the UK hosts report to their own property (spec section 1). */
export function measurementId(variant: HostVariant, analytics: AnalyticsConfig): string {
  return variant === 'CA' ? analytics.ca : analytics.uk
}

/**
 * Injects the analytics script on load. Nothing is injected unless both the script host and the id are
 * configured, so development and tests never contact an analytics host.
 */
export function injectAnalytics(
  variant: HostVariant,
  analytics: AnalyticsConfig,
  doc: Document = document,
): boolean {
  const id = measurementId(variant, analytics)
  if (id === '' || analytics.scriptHost === '') return false
  const script = doc.createElement('script')
  script.async = true
  script.src = `${analytics.scriptHost.replace(/\/+$/, '')}/gtag/js?id=${encodeURIComponent(id)}`
  script.dataset.measurementId = id
  doc.head.appendChild(script)
  return true
}
