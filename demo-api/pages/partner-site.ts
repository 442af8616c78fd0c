/** GET /demo/partner-site: stands in for the UK partner's website, which sends visitors to its login host. */
import type { Context } from '../context.ts'
import { html, page } from '../html.ts'

export function partnerSitePage(context: Context): Response {
  const port = context.url.port === '' ? '' : `:${context.url.port}`
  return page(200, {
    lang: 'en-GB',
    title: 'Partner site (demo)',
    body: html`<h1>UK partner site</h1>
      <p>
        This page stands in for the UK partner's website, which sends its visitors to the career planner's UK
        sign-in.
      </p>
      <p><a href="http://partner.localhost${port}/">Sign in to the career planner</a></p>`,
  })
}
