/** GET /demo/mailbox: the mails the demo "sent", newest first, so a mailed link can be followed by hand. */
import type { Context } from '../context.ts'
import { html, page } from '../html.ts'

export function mailboxPage(context: Context): Response {
  const mails = [...context.state.mails].reverse()
  const list =
    mails.length === 0
      ? html`<p>No mail yet. Ask for a password reset or a new confirmation link, then come back.</p>`
      : html`<ol>
          ${mails.map(
            (mail) =>
              html`<li>
                <article>
                  <h2>${mail.subject}</h2>
                  <dl>
                    <dt>To</dt>
                    <dd>${mail.to}</dd>
                    <dt>Sent</dt>
                    <dd><time datetime="${mail.sentAt}">${mail.sentAt}</time></dd>
                    <dt>Link</dt>
                    <dd>
                      <a href="${mail.link}"><code>${mail.link}</code></a>
                    </dd>
                  </dl>
                </article>
              </li>`,
          )}
        </ol>`
  return page(200, {
    lang: 'en',
    title: 'Mailbox (demo)',
    body: html`<h1>Mailbox</h1>
      <p class="note">
        This page stands in for the recipients' inboxes: every mail the demo API sends is listed here, newest
        first.
      </p>
      ${list}
      <p><a href="/demo/links">All demo links</a></p>`,
  })
}
