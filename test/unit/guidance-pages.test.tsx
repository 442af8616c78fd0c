import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RouteTable } from '../../src/router'
import { errorMessageFor } from '../../src/screens/guidance/guidance'
import { renderInPortal } from '../support/render'

describe('the error page', () => {
  it.each([
    ['100', 'PAGE_DOES_NOT_EXIST_ERROR'],
    ['401', 'PAGE_DOES_NOT_EXIST_ERROR'],
    [' 401 ', 'PAGE_DOES_NOT_EXIST_ERROR'],
    ['500', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'],
    ['1000', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'],
    ['abc', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'],
    ['', 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'],
    [null, 'SOMETHING_WENT_WRONG_WITH_SSO_ERROR'],
  ])('reads code %j as %s', (code, key) => {
    expect(errorMessageFor(code)).toBe(key)
  })

  it('says the page does not exist for code 401, with a way to sign in', async () => {
    renderInPortal(<RouteTable />, { path: '/error?code=401' })
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't open this page" })).toBeVisible()
    expect(screen.getByText(/The page you were sent to does not exist/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/')
  })

  it('says single sign-on failed without a code, in French when asked', async () => {
    renderInPortal(<RouteTable />, { path: '/error?lang=fr', locale: 'fr-CA' })
    expect(await screen.findByText(/Un problème est survenu pendant votre connexion/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Aller à la page de connexion' })).toHaveAttribute(
      'href',
      '/?lang=fr',
    )
  })
})

describe('the not-found pages', () => {
  it('tells a parent to ask the school to add them, and forgets a kept session', async () => {
    localStorage.setItem('appToken', 'kept-token')
    renderInPortal(<RouteTable />, { path: '/parent' })
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find your parent account" }),
    ).toBeVisible()
    expect(screen.getByText(/Contact your child's school and ask them to add you as a parent/)).toBeVisible()
    expect(localStorage.getItem('appToken')).toBeNull()
  })

  it('tells an educator the same at /educatornotfound', async () => {
    renderInPortal(<RouteTable />, { path: '/educatornotfound' })
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find your educator account" }),
    ).toBeVisible()
    expect(screen.getByText(/ask them to add you as an educator/)).toBeVisible()
  })
})

describe('the legal pages', () => {
  it('shows the privacy policy in French', async () => {
    await act(async () => renderInPortal(<RouteTable />, { path: '/privacy?lang=fr', locale: 'fr-CA' }))
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Politique de confidentialité' },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    // The documents changed on the first of a month: French writes it 1er (src/i18n/dates.ts).
    expect(screen.getByText(/Dernière mise à jour/).textContent).toContain('1er\u00a0novembre 2026')
  })

  it('shows the terms of use with a table of contents linking to every section', async () => {
    // The document's chunk loads after the first render; React finishes the suspended render inside act.
    await act(async () => renderInPortal(<RouteTable />, { path: '/legal' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
    const contents = screen.getByRole('navigation', { name: 'Contents' })
    const links = within(contents).getAllByRole('link')
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').slice(1)
      expect(document.getElementById(id)?.tagName, `section ${id}`).toBe('H2')
      expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '')
    }
    expect(screen.getAllByText(/within 30 days/, { selector: 'p, li' }).length).toBeGreaterThan(0)
  })

  it('links every email address in the documents, without its full stop, and leads back to the top', async () => {
    await act(async () => renderInPortal(<RouteTable />, { path: '/privacy' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    const mail = screen.getAllByRole('link', { name: 'privacy@example.org' })
    expect(mail.length).toBeGreaterThan(0)
    for (const link of mail) expect(link).toHaveAttribute('href', 'mailto:privacy@example.org')
    // The sentence keeps its full stop, outside the link.
    expect(mail.some((link) => link.nextSibling?.textContent?.startsWith('.'))).toBe(true)
    const toTop = screen.getAllByRole('link', { name: 'Back to top' })
    const sections = document.querySelectorAll('article > section')
    expect(toTop).toHaveLength(sections.length)
    for (const link of toTop) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1))
      expect(target?.contains(screen.getByRole('heading', { level: 1 }))).toBe(true)
    }
  })
})
