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

const DESIGN_SYSTEM_LAYER = 'design-system'

export function designSystemUrls(cdnHost: string): { style: string; script: string } | null {
  const base = cdnHost.trim().replace(/\/+$/, '')
  if (base === '') return null
  return {
    style: `${base}/design-system/design-system.css`,
    script: `${base}/design-system/design-system.js`,
  }
}

/**
 * The one inline style the app adds at run time. deploy/ hashes this same text into the Content-Security-Policy,
 * so it must be built only here.
 */
export const designSystemImport = (styleUrl: string): string =>
  // JSON.stringify quotes the url the way CSS strings are quoted, escapes included.
  `@import url(${JSON.stringify(styleUrl)}) layer(${DESIGN_SYSTEM_LAYER});`

export function loadDesignSystem(cdnHost: string, page: Document = document): void {
  const urls = designSystemUrls(cdnHost)
  if (urls === null) return
  const style = page.createElement('style')
  style.textContent = designSystemImport(urls.style)
  // First in <head>, so even rules the portal adds later in the cascade order keep winning.
  page.head.prepend(style)
  const script = page.createElement('script')
  script.src = urls.script
  script.async = true
  script.crossOrigin = 'anonymous'
  page.head.append(script)
}
