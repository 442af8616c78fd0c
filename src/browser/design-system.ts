/**
 * The design system's style and script files, from the CDN (spec section 1). The portal's own styles are
 * complete without them, so they load after the first paint and nothing waits for them; a CDN that is slow, down
 * or answers 404 leaves the page as it was. The style sheet is imported into a cascade layer: every rule of the
 * portal's own (unlayered) styles wins over it, so it can add to the page but not undo what a person needs,
 * short of an `!important` rule (layers invert those).
 *
 * Expected on the CDN: `{cdn}/design-system/design-system.css` and `{cdn}/design-system/design-system.js` (a
 * classic or module script that needs no set-up call). Without a CDN host nothing is loaded.
 *
 * The addresses and the rule are here, read by the server's policy too (deploy/csp.ts); the loading is in
 * load-design-system.ts, which sets the script's address through the Trusted Types policy (script-urls.ts).
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
