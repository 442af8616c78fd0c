import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sanitizeGuidance } from '../../src/content/guidance-html'
import { i18n } from '../../src/i18n/i18n'
import { RouteTable } from '../../src/router'
import { text } from '../e2e/catalog'
import { renderInPortal } from '../support/render'

/** Parses sanitised output so tests look at elements, not at how DOMPurify happens to serialise them. */
function parsed(html: string): HTMLElement {
  const container = document.createElement('div')
  // jsdom has no Trusted Types: the output is a string here (guidance-trusted-types.test.ts covers the other case).
  container.innerHTML = String(sanitizeGuidance(html))
  return container
}

const HOSTILE = [
  '<a href="https://help.example.org" target="_blank" onmouseover="alert(1)">help</a>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<svg onload="alert(1)"><circle /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example"><input name="password"></form>',
  '<p onclick="alert(1)" style="position:fixed" class="x" id="main">click</p>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href=" JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="java&#x09;script:alert(1)">entity tab</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<a href="//evil.example/path">protocol-relative</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
].join('')

describe('guidance html from the catalogs', () => {
  it('keeps text structure and safe links', () => {
    const html = parsed(
      '<p>Intro</p><ul><li><strong>Students:</strong> ask <em>your</em> teacher.</li></ul>' +
        '<p><a href="https://help.example.org/en/help">Help</a> or <a href="/forgot">reset</a>' +
        ' or <a href="mailto:help@example.org">write</a>.</p>',
    )
    expect(html.querySelectorAll('p')).toHaveLength(2)
    expect(html.querySelector('li strong')?.textContent).toBe('Students:')
    expect(html.querySelector('em')?.textContent).toBe('your')
    const [help, forgot, mail] = [...html.querySelectorAll('a')]
    expect(help?.getAttribute('href')).toBe('https://help.example.org/en/help')
    expect(help?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(forgot?.getAttribute('href')).toBe('/forgot')
    // A link on this site keeps the referrer policy of the page itself.
    expect(forgot?.hasAttribute('rel')).toBe(false)
    expect(mail?.getAttribute('href')).toBe('mailto:help@example.org')
    expect(mail?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('removes every script, handler, style, form, frame and unsafe url from hostile html', () => {
    const html = parsed(HOSTILE)
    expect(
      html.querySelectorAll('script, img, svg, iframe, style, form, input, math, noscript'),
    ).toHaveLength(0)
    for (const element of html.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(['href', 'rel'], `${element.tagName} kept ${attribute.name}`).toContain(attribute.name)
      }
    }
    const hrefs = [...html.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['https://help.example.org'])
    expect(html.querySelector('a[href]')?.getAttribute('rel')).toBe('noopener noreferrer')
    // Text people should still read survives as text.
    expect(html.textContent).toContain('click')
    expect(html.textContent).toContain('mixed case')
    expect(html.innerHTML).not.toMatch(/javascript|vbscript|data:|onerror|onload|onclick|onmouseover/i)
  })

  it('renders /noaccount from the catalog in each language, its help link to the product host', async () => {
    renderInPortal(<RouteTable />, { path: '/noaccount' })
    expect(await screen.findByRole('heading', { level: 1, name: "Don't have an account?" })).toBeVisible()
    // The guidance's three audiences; the way back is a list of its own below it.
    expect(document.querySelectorAll('.guidance-html li')).toHaveLength(3)
    const help = screen.getByRole('link', { name: 'Visit our help site' })
    // The demo's product host is a page on this site, so the link needs no rel; another host gets one.
    expect(help).toHaveAttribute('href', '/demo/product/en/help')
  })

  it('renders guidance in French with French typography', async () => {
    renderInPortal(<RouteTable />, { path: '/noaccount?lang=fr', locale: 'fr-CA' })
    // The link's words as the French catalog's guidance writes them.
    const linkWords = /<a [^>]*>([^<]*)<\/a>/.exec(
      text('fr-CA', 'NO_ACCOUNT_GUIDANCE_HTML', { helpUrl: '' }),
    )?.[1]
    const help = await screen.findByRole('link', { name: linkWords })
    expect(help).toHaveAttribute('href', '/demo/product/fr/help')
    // The catalog keeps the non-breaking space French puts before a colon.
    expect(screen.getByText('Élèves\u00a0:', { normalizer: (text) => text })).toBeVisible()
  })

  it('shows a hostile catalog message as harmless text', async () => {
    renderInPortal(<RouteTable />, { path: '/noaccount' })
    await screen.findByRole('link', { name: 'Visit our help site' })
    act(() => {
      i18n.load('en-CA', { NO_ACCOUNT_GUIDANCE_HTML: HOSTILE })
      i18n.activate('en-CA')
    })
    const main = document.querySelector('.guidance-html') as HTMLElement
    await screen.findByText('mixed case')
    expect(main.querySelectorAll('script, img, svg, iframe, style, form')).toHaveLength(0)
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['https://help.example.org'])
  })
})
