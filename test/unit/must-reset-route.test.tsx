/**
 * The forced-reset form gives password managers the account's username, in a field nobody
 * sees, beside the new password; and the account sign-in held for it is let go as soon as the person leaves
 * /mustreset, by a link, by the router, or by the screen going away. Sign-in and the demo API are real (HTTP).
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { heldMustResetAccount, releaseMustResetAccount } from '../../src/browser/handover'
import { RouteTable } from '../../src/router'
import { withDemoServer } from '../support/browser-fetch'
import { renderInPortal } from '../support/render'

const demo = withDemoServer()
const DEMO_PASSWORD = 'Demo-pass-1'

beforeEach(() => demo.visitPage())
afterEach(() => releaseMustResetAccount())

/** Signs in as the demo's must-reset account, typing spaces around the username, and lands on /mustreset. */
async function reachMustReset() {
  const user = userEvent.setup()
  const view = renderInPortal(<RouteTable />, { path: '/' })
  await user.type(screen.getByLabelText('Username or email'), '  max.mustreset ')
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), `${DEMO_PASSWORD}{Enter}`)
  const newPassword = await screen.findByLabelText('New password', { selector: 'input' })
  expect(view.location.history?.at(-1)).toBe('/mustreset')
  return { ...view, user, newPassword }
}

describe('/mustreset', () => {
  it('gives password managers the username that signed in, hidden, beside the new password', async () => {
    const { newPassword } = await reachMustReset()

    expect(newPassword).toHaveAttribute('autocomplete', 'new-password')
    const username = newPassword.closest('form')?.querySelector('input[name="username"]')
    expect(username).toHaveAttribute('type', 'text')
    expect(username).toHaveAttribute('autocomplete', 'username')
    // As the login call sent it, without the spaces typed around it.
    expect(username).toHaveValue('max.mustreset')
    expect(username).toHaveAttribute('readonly')
    expect(username).not.toBeVisible()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(heldMustResetAccount()).toMatchObject({ userAccountId: 107, username: 'max.mustreset' })
  })

  it('lets the held account go when the person follows "Back to sign in"', async () => {
    const { user, location } = await reachMustReset()

    await user.click(screen.getByRole('link', { name: 'Back to sign in' }))

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(heldMustResetAccount()).toBeNull()
    // Coming back (Back in the browser) finds nothing held: sign-in again, not the form.
    act(() => location.navigate('/mustreset'))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'))
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull()
  })

  it('lets the held account go when the router leaves it for another page', async () => {
    const { location } = await reachMustReset()

    act(() => location.navigate('/noaccount'))

    expect(await screen.findByRole('heading', { level: 1, name: "Don't have an account?" })).toBeVisible()
    expect(heldMustResetAccount()).toBeNull()
  })

  it('lets the held account go when the screen is taken down', async () => {
    await reachMustReset()
    expect(heldMustResetAccount()).not.toBeNull()

    cleanup()

    expect(heldMustResetAccount()).toBeNull()
  })
})
