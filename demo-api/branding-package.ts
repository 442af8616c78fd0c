/**
 * GET /branding/branding-package/{institutionId}: an institution's branding package as plain text, or `none`
 * (spec section 7). The API server is this origin in development and tests. Seeded institutions give every
 * answer the portal handles; any other institution has no package. Not one of endpoints/: it is outside /api,
 * takes its institution in the path and answers text, and its adapter is written by hand, not declared with
 * defineEndpoint (src/api/branding-package.ts).
 */
import { SLOW_MS } from './accounts.ts'
import type { Context } from './context.ts'
import { apiError, NO_STORE } from './http.ts'
import { BRANDING_PACKAGE_PATH } from './paths.ts'

/** Institution id → what the server answers. */
export const DEMO_INSTITUTIONS = {
  'demo-florida': { answer: 'florida' },
  'demo-new-hampshire': { answer: 'new-hampshire' },
  'demo-none': { answer: 'none' },
  /** A package the server knows and this portal does not. */
  'demo-unknown-package': { answer: 'atlantis' },
  'demo-slow': { answer: 'florida', slow: true },
  'demo-server': { fault: 'server' },
} as const satisfies Record<string, { answer?: string; slow?: boolean; fault?: 'server' }>

const text = (body: string) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } })

export async function answerBrandingPackage(context: Context): Promise<Response> {
  const { request, url } = context
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return apiError(405, 'Method not allowed', { Allow: 'GET' })
  }
  const rest = url.pathname.slice(BRANDING_PACKAGE_PATH.length + 1)
  if (rest === '' || rest.includes('/')) return apiError(404, 'Not found')
  const institution = Object.entries(DEMO_INSTITUTIONS).find(([id]) => id === decodeURIComponent(rest))?.[1]
  if (institution === undefined) return text('none')
  if ('fault' in institution) return apiError(500, 'Internal server error (demo branding fault)')
  if ('slow' in institution) await context.delay(SLOW_MS)
  return text(institution.answer)
}
