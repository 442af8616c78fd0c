import { isTokenPath } from '../urls/address'

/**
 * A page whose address holds a token from an email never sends a Referer, so the token cannot leak to the
 * servers its requests go to. index.html starts every page with `no-referrer` (closed until the app knows
 * better, so the first requests leak nothing either); this relaxes it to the usual
 * `strict-origin-when-cross-origin` on pages without a token and tightens it again on one. The servers send the
 * same policy as a header (demo-api/vite-plugin.ts and the production configuration).
 */
export function applyReferrerPolicy(pathname: string, doc: Document = document): void {
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="referrer"]')
  if (meta === null) {
    meta = doc.createElement('meta')
    meta.name = 'referrer'
    doc.head.prepend(meta)
  }
  meta.content = isTokenPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin'
}
