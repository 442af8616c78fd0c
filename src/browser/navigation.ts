import type { RedirectPolicy } from '../../machines/shared/redirect-policy'
import { config } from '../config'

/** Leaves the single-page app for a url the machine has already checked against the redirect policy. */
export function redirectBrowser(url: string): void {
  window.location.assign(url)
}

export function currentRedirectPolicy(): RedirectPolicy {
  return { origin: window.location.origin, allowedOrigins: config.allowedRedirectOrigins }
}
