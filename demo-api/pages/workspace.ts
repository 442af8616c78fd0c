/**
 * GET /demo/workspace/{type}?k=: where a workspace chosen on the chooser leads, in place of the product's
 * workspace. Its Switch workspace link goes back to the chooser with the same key, so the chooser can mark
 * the workspace the person came from (it reads the referring page's path: one path per type).
 */
import type { Context } from '../context.ts'
import { html, notFoundPage, page } from '../html.ts'
import { chooserPath, GENERIC_WORKSPACE_NAME, workspaceTypeOfSegment } from '../workspace-keys.ts'

export const WORKSPACE_PAGE = /^\/demo\/workspace\/([^/]+)$/

export function workspacePage(context: Context, segment: string): Response {
  const type = workspaceTypeOfSegment(segment)
  if (type === null) return notFoundPage()
  const k = context.url.searchParams.get('k') ?? ''
  // Not checked: a product page has no say over the chooser's key. One the demo knows names its account.
  const name = context.state.workspaceKeys.get(k)?.account?.displayName ?? GENERIC_WORKSPACE_NAME
  const response = page(200, {
    lang: 'en',
    title: `${type} workspace (demo)`,
    body: html`<h1>${type} workspace</h1>
      <p>You are in the ${type} workspace as ${name}.</p>
      <p class="note">
        This page stands in for the product: after choosing a workspace the browser would land in it here.
      </p>
      ${
        k === ''
          ? html`<p><a href="/">Back to sign-in</a></p>`
          : html`<p><a href="${chooserPath(k)}">Switch workspace</a></p>`
      }`,
  })
  // The chooser needs this page's path to mark the workspace; no other host is given the key in its query.
  response.headers.set('Referrer-Policy', 'same-origin')
  return response
}
