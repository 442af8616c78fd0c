/**
 * GET /demo/links and /demo/links.json: every seeded email link, grouped by flow, and on top a fresh valid
 * link per flow minted on each request, so an unused one is always at hand (seeded valid links are spent by
 * the first person or test to use them).
 */
import type { Context } from '../context.ts'
import { DEMO_LINK_FLOWS, DEMO_LINKS, LINK_FLOWS, type DemoLink } from '../demo-links.ts'
import { html, page } from '../html.ts'
import { json } from '../http.ts'
import { mintFreshLinks } from '../link-tokens.ts'

export function linksJson(context: Context): Response {
  return json(200, { ...mintFreshLinks(context.state.links), seeded: DEMO_LINKS })
}

const seededRow = (link: DemoLink) =>
  html`<tr>
    <th scope="row">${link.state}</th>
    <td>
      <a href="${link.path}"><code>${link.path}</code></a>
    </td>
    <td>${link.shows}</td>
  </tr>`

export function linksPage(context: Context): Response {
  const { fresh, freshFrench } = mintFreshLinks(context.state.links)
  const freshItems = LINK_FLOWS.map(
    (flow) =>
      html`<li>
        ${DEMO_LINK_FLOWS[flow].title}: <a href="${fresh[flow]}"><code>${fresh[flow]}</code></a>
      </li>`,
  )
  const frenchItems = (['verifyEmail', 'usernameChange'] as const).map(
    (flow) =>
      html`<li>
        ${DEMO_LINK_FLOWS[flow].title}, <span lang="fr-CA">en français</span>:
        <a href="${freshFrench[flow]}"><code>${freshFrench[flow]}</code></a>
      </li>`,
  )
  const seededSections = LINK_FLOWS.map(
    (flow) =>
      html`<section>
        <h3>${DEMO_LINK_FLOWS[flow].title}</h3>
        <table>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Link</th>
              <th scope="col">What the portal shows</th>
            </tr>
          </thead>
          <tbody>
            ${DEMO_LINKS.filter((link) => link.flow === flow).map(seededRow)}
          </tbody>
        </table>
      </section>`,
  )
  return page(200, {
    lang: 'en',
    title: 'Demo links',
    body: html`<h1>Demo links</h1>
      <p>
        The links the emails would carry, for every flow and every state the portal handles. This server
        remembers what was done with them until it restarts. Mails it sends are in the
        <a href="/demo/mailbox">mailbox</a>.
      </p>
      <h2>Fresh links</h2>
      <p class="note">Minted for this visit and never used: reload the page for new ones.</p>
      <ul>
        ${freshItems} ${frenchItems}
      </ul>
      <h2>Seeded links</h2>
      <p>
        A valid seeded link works once (mass-print links keep working). Opening a link spends nothing: a reset
        or activation link is spent by saving the password, a verification or username-change link by pressing
        its Confirm button. The JSON form of this page is
        <a href="/demo/links.json"><code>/demo/links.json</code></a
        >.
      </p>
      ${seededSections}`,
  })
}
