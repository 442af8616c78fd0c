import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Site } from '../../src/config'
import { Header, headerKindFor } from '../../src/shell/header'
import { matchRoute } from '../../src/urls/address'
import { text } from '../e2e/catalog'
import { renderInPortal } from '../support/render'

describe('the header choice', () => {
  it.each([
    ['CA', '/', 'default'],
    ['CA', '/forgot', 'default'],
    ['UK', '/', 'uk'],
    ['UK_PARTNER', '/forgot', 'uk'],
    ['CA', '/switchaccount', 'dualLogin'],
    ['CA', '/SwitchAccount', 'dualLogin'],
    ['UK', '/switchaccount', 'dualLogin'],
    ['UK_PARTNER', '/switchaccount', 'dualLogin'],
    ['CA', '/switchaccount/', 'dualLogin'],
    // A path no route has is sent to sign-in: it gets the header of the host.
    ['CA', '/error/switchaccount', 'default'],
  ] as const)('on the %s host at %s is %s', (host, path, kind) => {
    expect(headerKindFor(host, matchRoute(path)?.name ?? null)).toBe(kind)
  })

  const controls = async (site: Site, path: string) => {
    renderInPortal(<Header />, { site, path, locale: site === 'CA' ? 'en-CA' : 'en-GB' })
    await screen.findByRole('button', { name: text('en-CA', 'FOOTER_HELP') })
    return {
      toggle: screen.queryByRole('button', { name: text('en-CA', 'LANGUAGE_TOGGLE') }),
      logOut: screen.queryByRole('button', { name: text('en-CA', 'LOG_OUT') }),
    }
  }

  it('default: the language toggle, no log-out', async () => {
    const { toggle, logOut } = await controls('CA', '/')
    expect(toggle).toBeInTheDocument()
    expect(logOut).toBeNull()
  })

  it('UK: English only, so no toggle, and no log-out', async () => {
    const { toggle, logOut } = await controls('UK', '/')
    expect(toggle).toBeNull()
    expect(logOut).toBeNull()
  })

  it('dual login: log-out, with the toggle in Canada', async () => {
    renderInPortal(<Header />, { site: 'CA', path: '/switchaccount?k=x' })
    expect(await screen.findByRole('button', { name: text('en-CA', 'LOG_OUT') })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: text('en-CA', 'LANGUAGE_TOGGLE') })).toBeInTheDocument()
  })

  it('dual login on a UK host: log-out, still no toggle', async () => {
    renderInPortal(<Header />, { site: 'UK', path: '/switchaccount?k=x', locale: 'en-GB' })
    expect(await screen.findByRole('button', { name: text('en-GB', 'LOG_OUT') })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: text('en-GB', 'LANGUAGE_TOGGLE') })).toBeNull()
  })

  // The header's menu is named for what it holds: no language on the UK hosts, sign-out on the dual-login header.
  it.each([
    ['CA', '/', 'en-CA', 'HEADER_NAV_LABEL'],
    ['CA', '/?lang=fr', 'fr-CA', 'HEADER_NAV_LABEL'],
    ['CA', '/switchaccount?k=x', 'en-CA', 'HEADER_NAV_LABEL_SIGN_OUT'],
    ['UK', '/', 'en-GB', 'HEADER_NAV_LABEL_UK'],
    ['UK_PARTNER', '/forgot', 'en-GB', 'HEADER_NAV_LABEL_UK'],
    ['UK', '/switchaccount?k=x', 'en-GB', 'HEADER_NAV_LABEL_UK_SIGN_OUT'],
  ] as const)('on the %s host at %s, in %s, the menu is named %s', async (site, path, locale, label) => {
    renderInPortal(<Header />, { site, path, locale })
    await screen.findByRole('button', { name: text(locale, 'FOOTER_HELP') })
    expect(screen.getByRole('navigation', { name: text(locale, label) })).toBeInTheDocument()
  })
})
