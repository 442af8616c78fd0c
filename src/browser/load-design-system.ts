/**
 * Adds the design system's style sheet and script from the CDN (design-system.ts), once the page is idle
 * (main.tsx). The script's address goes through the portal-script-urls policy (script-urls.ts, decision 025).
 */
import type { PortalConfig } from '../config'
import { designSystemImport, designSystemUrls } from './design-system'
import { setScriptSource } from './script-urls'

export function loadDesignSystem(portal: PortalConfig, page: Document = document): void {
  const urls = designSystemUrls(portal.cdnHost)
  if (urls === null) return
  const style = page.createElement('style')
  style.textContent = designSystemImport(urls.style)
  // First in <head>, so even rules the portal adds later in the cascade order keep winning.
  page.head.prepend(style)
  const script = page.createElement('script')
  setScriptSource(script, urls.script, portal)
  script.async = true
  script.crossOrigin = 'anonymous'
  page.head.append(script)
}
