/**
 * The CDN stand-in under /demo/cdn (build with PORTAL_CDN_HOST=/demo/cdn): a design system whose style sheet
 * tries to restyle what the portal already styles (the portal's rules must win) and whose script marks the page,
 * so tests can see both arrived; branding packages are the app's own, one redirect away.
 */
import type { Context } from '../context.ts'
import { NO_STORE } from '../http.ts'

const CDN_PREFIX = '/demo/cdn'

/** A TEST STAND-IN, not a real design system. Its rules lose to the portal's own wherever both apply. */
export const DESIGN_SYSTEM_CSS = `/* Test stand-in for the design system's style sheet, served by the demo API. */
:root { --design-system-loaded: yes; }
/* More specific than the portal's own rules: only the cascade layer keeps them from winning. */
html body main form button[type='submit'] { background: rgb(255, 0, 0); color: rgb(255, 255, 0); border-radius: 0; }
#username { border-color: rgb(255, 0, 0); }
`

export const DESIGN_SYSTEM_JS = `// Test stand-in for the design system's script, served by the demo API.
document.documentElement.setAttribute('data-design-system', 'loaded')
`

const asset = (body: string, type: string) =>
  new Response(body, {
    status: 200,
    // A cross-origin CDN would answer the portal's CORS request for the script the same way.
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Access-Control-Allow-Origin': '*', ...NO_STORE },
  })

export function cdnAsset(context: Context): Response | null {
  const { pathname } = context.url
  if (!pathname.startsWith(`${CDN_PREFIX}/`)) return null
  const file = pathname.slice(CDN_PREFIX.length)
  if (file === '/design-system/design-system.css') return asset(DESIGN_SYSTEM_CSS, 'text/css')
  if (file === '/design-system/design-system.js') return asset(DESIGN_SYSTEM_JS, 'text/javascript')
  if (file.startsWith('/branding-assets/')) {
    return new Response(null, {
      status: 302,
      headers: { Location: `${file}${context.url.search}`, ...NO_STORE },
    })
  }
  return null
}
