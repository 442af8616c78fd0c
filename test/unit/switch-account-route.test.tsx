import { cleanup, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flashGenericError } from '../../src/browser/handover'
import { forgetStoredTokens } from '../../src/kept-in-browser'
import { RouteTable } from '../../src/router'
import { renderInPortal, problemShown } from '../support/render'

const GENERIC_ERROR = 'Something went wrong on our side. Please try again.'

describe('/switchaccount', () => {
  it('goes to the error page without a k', async () => {
    const { location } = renderInPortal(<RouteTable />, { path: '/switchaccount' })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/error'))
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't open this page" })).toBeVisible()
  })

  it('keeps French on the way to the error page', async () => {
    const { location } = renderInPortal(<RouteTable />, {
      path: '/switchaccount?k=%20&lang=fr',
      locale: 'fr-CA',
    })
    await waitFor(() => expect(location.history?.at(-1)).toBe('/error?lang=fr'))
  })
})

describe('the generic error the chooser leaves for sign-in', () => {
  it('shows once at the root, and not after a reload', async () => {
    flashGenericError()
    renderInPortal(<RouteTable />, { path: '/' })
    expect(await waitFor(problemShown)).toHaveTextContent(GENERIC_ERROR)
    cleanup()

    renderInPortal(<RouteTable />, { path: '/' })
    expect(await screen.findByLabelText('Username or email')).toBeVisible()
    expect(screen.queryByText(GENERIC_ERROR)).toBeNull()
  })
})

describe('log out', () => {
  it('forgets the session token and a kept appToken', () => {
    localStorage.setItem('auth_token', 'session')
    localStorage.setItem('appToken', 'kept')
    localStorage.setItem('unrelated', 'stays')
    forgetStoredTokens()
    expect(localStorage.getItem('auth_token')).toBeNull()
    expect(localStorage.getItem('appToken')).toBeNull()
    expect(localStorage.getItem('unrelated')).toBe('stays')
  })
})
