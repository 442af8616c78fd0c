/**
 * Routes /demo/*: the pages and calls that stand in for the product (signed-in page, workspaces), the
 * partner site, mail, analytics, the telemetry collector and the CDN, and the API reference (/demo/api).
 */
import type { Context } from '../context.ts'
import { methodNotAllowedPage, notFoundPage } from '../html.ts'
import { collectedHits, collectHit, destinationScript, gtagScript } from './analytics.ts'
import { apiReference } from './api-reference.ts'
import { cdnAsset } from './cdn.ts'
import { linksJson, linksPage } from './links.ts'
import { mailboxPage } from './mailbox.ts'
import { MASS_PRINT_PAGE, massPrintPage } from './mass-print.ts'
import { partnerSitePage } from './partner-site.ts'
import { PRODUCT_PATH, productPage } from './product.ts'
import { signedInPage, signOut } from './signed-in.ts'
import { collectedTelemetry, receiveTelemetry, TELEMETRY_PATH, telemetryPage } from './telemetry.ts'
import { WORKSPACE_PAGE, workspacePage } from './workspace.ts'

type Render = (context: Context) => Response | Promise<Response>

/** Exact paths, each with the one method it answers. */
const PAGES: Readonly<Record<string, { method: 'GET' | 'POST'; render: Render }>> = {
  '/demo/signed-in': { method: 'GET', render: signedInPage },
  '/demo/sign-out': { method: 'POST', render: signOut },
  '/demo/partner-site': { method: 'GET', render: partnerSitePage },
  '/demo/links': { method: 'GET', render: linksPage },
  '/demo/links.json': { method: 'GET', render: linksJson },
  '/demo/mailbox': { method: 'GET', render: mailboxPage },
  '/demo/analytics/gtag/js': { method: 'GET', render: gtagScript },
  '/demo/analytics/gtag/destination': { method: 'GET', render: destinationScript },
  '/demo/analytics/g/collect': { method: 'POST', render: collectHit },
  '/demo/analytics/collected.json': { method: 'GET', render: collectedHits },
  [`${TELEMETRY_PATH}/collected.json`]: { method: 'GET', render: collectedTelemetry },
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

export async function routeDemo(context: Context): Promise<Response> {
  const { pathname } = context.url
  // HEAD is answered as GET; the handler drops the body.
  const method = context.request.method === 'HEAD' ? 'GET' : context.request.method

  // The collector takes beacons and reports where its page is shown.
  if (pathname === TELEMETRY_PATH) {
    if (method === 'POST') return receiveTelemetry(context)
    if (method === 'GET') return telemetryPage(context)
    return methodNotAllowedPage('GET, POST')
  }

  const exact = Object.hasOwn(PAGES, pathname) ? PAGES[pathname] : undefined
  if (exact !== undefined) {
    return method === exact.method ? exact.render(context) : methodNotAllowedPage(exact.method)
  }

  const getOnly = (render: () => Response): Response =>
    method === 'GET' ? render() : methodNotAllowedPage('GET')
  const cdn = method === 'GET' ? cdnAsset(context) : null
  if (cdn !== null) return cdn
  const reference = apiReference(pathname)
  if (reference !== null) return method === 'GET' ? reference : methodNotAllowedPage('GET')
  const product = PRODUCT_PATH.exec(pathname)
  if (product !== null) return getOnly(() => productPage(product[1] ?? '', product[2] ?? ''))
  const massPrint = MASS_PRINT_PAGE.exec(pathname)
  const batchJobId = massPrint === null ? null : decoded(massPrint[1] ?? '')
  if (batchJobId !== null) return getOnly(() => massPrintPage(batchJobId))
  const workspace = WORKSPACE_PAGE.exec(pathname)
  if (workspace !== null) return getOnly(() => workspacePage(context, workspace[1] ?? ''))
  return notFoundPage()
}
