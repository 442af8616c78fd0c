/**
 * What the portal's servers (nginx, rendered by deploy/render-nginx.ts, and `vite preview`,
 * deploy/preview-headers.ts) answer for the portal's own files beyond the policy: which may be loaded by another
 * site, and which paths are files that do not exist (docs/decisions/033).
 */
import { prerenderedPageFor } from '../src/prerender/pages.ts'

/**
 * Cross-Origin-Resource-Policy: the browser refuses the portal's files to another site's page (an image, a
 * script, a style sheet, a catalog read without CORS), so no other site can pull them into its own process. The
 * pages, scripts, styles and catalogs are only ever loaded by the portal's own pages, each on its own origin.
 */
export const RESOURCE_POLICY = 'same-origin'

/**
 * The folders another site's pages may load from this server: the branding packages (src/api/branding.ts), which
 * the pages load from the CDN when one is configured (decision 014), and a CDN may well fetch them from here and
 * serve them, headers and all, to the login hosts, another origin. The design system is never served here (only
 * from the CDN), and the demo's stand-ins for other sites (the CDN, analytics) are the demo API's, outside the
 * portal's headers.
 */
export const CROSS_ORIGIN_FOLDERS = ['/branding-assets/'] as const

/** The Cross-Origin-Resource-Policy for a path, or null for none (another site may load it). */
export const resourcePolicyFor = (pathname: string): string | null =>
  CROSS_ORIGIN_FOLDERS.some((folder) => pathname.startsWith(folder)) ? null : RESOURCE_POLICY

/**
 * Whether a path names a file (its last segment has a dot, as `robots.txt` and `favicon.svg` do) that no page
 * serves. Where no such file exists either, the servers answer 404 rather than the app's shell, as they do under
 * /assets/: a crawler or a scanner asking for `/sitemap.xml` or `/.env` is told there is none, not given a page.
 * A link page whose token has a dot in it is still its page: a prerendered page serves every link of its route.
 */
export function namesAFileNoPageServes(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? ''
  // As nginx reads it ($uri): decoded, so `%2E` is a dot too.
  let decoded = last
  try {
    decoded = decodeURIComponent(last)
  } catch {
    // Not decodable: nginx answers it 400 before any of this.
  }
  return decoded.includes('.') && prerenderedPageFor(pathname) === null
}
