/** GET /demo/mass-print/{batchJobId}: where a mass-print link leads once the documents are prepared. */
import { html, page } from '../html.ts'

export const MASS_PRINT_PAGE = /^\/demo\/mass-print\/([^/]+)$/

export function massPrintPage(batchJobId: string): Response {
  return page(200, {
    lang: 'en',
    title: 'Your documents are ready',
    body: html`<h1>Your documents are ready</h1>
      <p>The documents of batch job <code>${batchJobId}</code> are ready to download.</p>
      <p class="note">
        This page stands in for the product's download page: a real mass-print link would start the download
        here.
      </p>
      <p><a href="/">Back to sign-in</a></p>`,
  })
}
