/** GET /demo/signed-in and POST /demo/sign-out: where a signed-in browser lands, in place of the product. */
import type { Context } from '../context.ts'
import { html, page } from '../html.ts'
import { mediaType, NO_STORE } from '../http.ts'
import type { SignedInVia } from '../state.ts'

const VIA_DESCRIPTIONS: Record<SignedInVia, string> = {
  login: 'Through the standard login (/api/auth/login)',
  loginSD: 'Through the SD login (/api/auth/loginSD)',
  resetPassword: 'By choosing a password on a reset or activation link (/api/auth/resetpassword)',
  registerHigherEd: 'By activating a higher-education account (/api/higher-ed/register-new-user)',
  portfolioLinking: 'By linking a single sign-on identity to this account (/api/auth/portfolioLinking)',
}

export function signedInPage(context: Context): Response {
  const token = context.url.searchParams.get('session')
  const session = token === null ? undefined : context.state.sessions.get(token)
  if (session === undefined) {
    return page(401, {
      lang: 'en',
      title: 'Not signed in',
      body: html`<h1>Not signed in</h1>
        <p>This session has ended or never existed.</p>
        <p><a href="/">Go to sign-in</a></p>`,
    })
  }
  const { account } = session
  return page(200, {
    lang: 'en',
    title: `Signed in as ${account.displayName}`,
    body: html`<h1>Signed in</h1>
      <p>You are signed in as ${account.displayName} (${account.userTypeNames.join(', ')}).</p>
      <dl>
        <dt>Sign-in route</dt>
        <dd>${VIA_DESCRIPTIONS[session.via]}</dd>
        <dt>Requested redirect</dt>
        <dd>${session.redirect === null ? 'None' : html`<code>${session.redirect}</code>`}</dd>
      </dl>
      <p class="note">
        This page stands in for the product: after a real sign-in the browser would land in the career planner
        here.
      </p>
      <form method="post" action="/demo/sign-out">
        <input type="hidden" name="session" value="${session.token}" />
        <input type="hidden" name="_xsrf" value="${context.xsrfToken}" />
        <button type="submit">Sign out</button>
      </form>`,
  })
}

function signOutRefused(status: number, reason: string): Response {
  return page(status, {
    lang: 'en',
    title: 'Sign-out refused',
    body: html`<h1>Sign-out refused</h1>
      <p>${reason}</p>
      <p><a href="/">Back to sign-in</a></p>`,
  })
}

/** A plain form post (the page runs no script), so the XSRF token travels as a form field. */
export async function signOut(context: Context): Promise<Response> {
  const { request } = context
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return signOutRefused(400, 'Sign-out expects a form post.')
  }
  const form = new URLSearchParams(await request.text())
  if (context.xsrfCookie === null || form.get('_xsrf') !== context.xsrfCookie) {
    return signOutRefused(403, "The form's security token did not match. Reload the page and try again.")
  }
  const token = form.get('session')
  if (token !== null) context.state.sessions.delete(token)
  return new Response(null, { status: 303, headers: { Location: '/', ...NO_STORE } })
}
