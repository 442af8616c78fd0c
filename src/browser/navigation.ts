import type { RedirectPolicy } from '../../machines/shared/redirect-policy'
import { config } from '../config'
import { isSignInPath } from '../urls/match'

/** Leaves the single-page app for a url the machine has already checked against the redirect policy. */
export function redirectBrowser(url: string): void {
  window.location.assign(url)
}

/**
 * The policy for this page. The build's prerender renders screens with no window and never starts their
 * machines; there, with no origin, the policy accepts only the allow-list.
 */
export function currentRedirectPolicy(): RedirectPolicy {
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return { origin, allowedOrigins: config.allowedRedirectOrigins, isSignInPath }
}

/** An absolute url on this origin, for the server to put in what it sends (such as a link in an email). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href
}
