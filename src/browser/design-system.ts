/**
 * The design system's style and script files, from the CDN (spec section 1). The portal's own styles are
 * complete without them, so they load after the first paint and nothing waits for them; a CDN that is slow, down
 * or answers 404 leaves the page as it was. The style sheet is imported into a cascade layer: every rule of the
 * portal's own (unlayered) styles wins over it, so it can add to the page but not undo what a person needs,
 * short of an `!important` rule (layers invert those).
 *
 * Expected on the CDN: `{cdn}/design-system/design-system.css` and `{cdn}/design-system/design-system.js` (a
 * classic or module script that needs no set-up call). Without a CDN host nothing is loaded.
 */

export const DESIGN_SYSTEM_LAYER = 'design-system'

export function designSystemUrls(cdnHost: string): { style: string; script: string } | null {
  const base = cdnHost.trim().replace(/\/+$/, '')
  if (base === '') return null
  return {
    style: `${base}/design-system/design-system.css`,
    script: `${base}/design-system/design-system.js`,
  }
}

export function loadDesignSystem(cdnHost: string, page: Document = document): void {
  const urls = designSystemUrls(cdnHost)
  if (urls === null) return
  const style = page.createElement('style')
  // JSON.stringify quotes the url the way CSS strings are quoted, escapes included.
  style.textContent = `@import url(${JSON.stringify(urls.style)}) layer(${DESIGN_SYSTEM_LAYER});`
  // First in <head>, so even rules the portal adds later in the cascade order keep winning.
  page.head.prepend(style)
  const script = page.createElement('script')
  script.src = urls.script
  script.async = true
  script.crossOrigin = 'anonymous'
  page.head.append(script)
}
