import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Site } from '../../src/config'
import { Header } from '../../src/shell/header'
import { headerKindFor } from '../../src/shell/header-kind'
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
  ] as const)('on the %s host at %s is %s', (host, path, kind) => {
    expect(headerKindFor(host, path)).toBe(kind)
  })

  const controls = async (site: Site, path: string) => {
    renderInPortal(<Header />, { site, path, locale: site === 'CA' ? 'en-CA' : 'en-GB' })
    await screen.findByRole('button', { name: 'Help' })
    return {
      toggle: screen.queryByRole('button', { name: 'Français' }),
      logOut: screen.queryByRole('button', { name: 'Log out' }),
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
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Français' })).toBeInTheDocument()
  })

  it('dual login on a UK host: log-out, still no toggle', async () => {
    renderInPortal(<Header />, { site: 'UK', path: '/switchaccount?k=x', locale: 'en-GB' })
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Français' })).toBeNull()
  })
})
