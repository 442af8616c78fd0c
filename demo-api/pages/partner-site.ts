/** GET /demo/partner-site: stands in for the UK partner's website, which sends visitors to its login host. */
import { readConfig, hostName } from '../../src/config.ts'
import type { Context } from '../context.ts'
import { html, page } from '../html.ts'

export function partnerSitePage(context: Context): Response {
  const port = context.url.port === '' ? '' : `:${context.url.port}`
  // The partner host the server's build was configured with, as the real partner site would know it.
  const partnerHost = hostName(readConfig(process.env).loginHosts.UK_PARTNER)
  return page(200, {
    lang: 'en-GB',
    title: 'Partner site (demo)',
    body: html`<h1>UK partner site</h1>
      <p>
        This page stands in for the UK partner's website, which sends its visitors to the career planner's UK
        sign-in.
      </p>
      <p><a href="http://${partnerHost}${port}/">Sign in to the career planner</a></p>`,
  })
}
