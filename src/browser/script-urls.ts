/**
 * The portal-script-urls Trusted Types policy (docs/decisions/025): the two scripts the page adds at run time,
 * the design system's from the CDN and the analytics script, reach a script's `src` only through it, and it makes
 * a script URL only of an address the configuration names (src/config.ts): the design system's script on the
 * configured CDN host, and the analytics script on the configured script host for each configured id. Any other
 * address is refused, whoever asks.
 *
 * Loaded with the design-system and analytics chunks, never with the entry.
 */
import type { PortalConfig } from '../config'
import { policyOf, SCRIPT_URLS_POLICY, type TrustedScriptURL } from '../trusted-types'
import { designSystemUrls } from './design-system'

/**
 * The folder on the analytics script host that Google's tag is served from: its first script, and the scripts
 * it adds itself (analytics-tag-policy.ts).
 */
export const analyticsTagFolder = (scriptHost: string): string => `${scriptHost.replace(/\/+$/, '')}/gtag/`

/** The analytics script for a measurement id: `{scriptHost}/gtag/js?id={id}`. */
export const analyticsScriptUrl = (scriptHost: string, id: string): string =>
  `${analyticsTagFolder(scriptHost)}js?id=${encodeURIComponent(id)}`

/** Every script address the configuration names, resolved against the page's address. */
export function configuredScriptUrls(portal: PortalConfig, pageUrl: string): string[] {
  const designSystem = designSystemUrls(portal.cdnHost)
  const { scriptHost, ca, uk } = portal.analytics
  const analytics = scriptHost.trim() === '' ? [] : [ca, uk].filter((id) => id !== '')
  return [
    ...(designSystem === null ? [] : [designSystem.script]),
    ...analytics.map((id) => analyticsScriptUrl(scriptHost, id)),
  ].map((url) => new URL(url, pageUrl).href)
}

/** The policy's rule: the address, resolved, if it is one the configuration names; otherwise a TypeError. */
export function scriptUrlRule(portal: PortalConfig, pageUrl: string): (url: string) => string {
  const allowed = configuredScriptUrls(portal, pageUrl)
  return (url) => {
    const resolved = URL.canParse(url, pageUrl) ? new URL(url, pageUrl).href : ''
    if (!allowed.includes(resolved))
      throw new TypeError(`${SCRIPT_URLS_POLICY}: ${url} is not a script the configuration names`)
    return resolved
  }
}

/**
 * What to assign to a script's `src`: the policy's trusted URL where the engine has Trusted Types (the policy is
 * created on first use, from the page's configuration), the string itself where it has none, which no policy
 * would stop.
 */
export function trustedScriptUrl(
  url: string,
  portal: PortalConfig,
  view: Window = window,
): TrustedScriptURL | string {
  const policy = policyOf(view, SCRIPT_URLS_POLICY, () => ({
    createScriptURL: scriptUrlRule(portal, view.location.href),
  }))
  return policy === null ? url : policy.createScriptURL(url)
}

/**
 * Sets a script's `src` through the policy. TypeScript's DOM types know `src` only as a string; the browser takes
 * the trusted value as it is.
 */
export function setScriptSource(script: HTMLScriptElement, url: string, portal: PortalConfig): void {
  const view = script.ownerDocument.defaultView
  script.src = (view === null ? url : trustedScriptUrl(url, portal, view)) as string
}
