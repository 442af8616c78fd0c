import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordField } from '../../src/screens/parts/fields'
import { renderInPortal } from '../support/render'

function Field() {
  return (
    <PasswordField
      id="password"
      label="Password"
      defaultValue=""
      onChange={() => {}}
      problems={[]}
      autoComplete="current-password"
    />
  )
}

const input = () => screen.getByLabelText('Password', { selector: 'input' })
const key = (type: 'keyDown' | 'keyUp', capsLock: boolean) =>
  fireEvent[type](input(), { key: 'a', modifierCapsLock: capsLock })

describe('Caps Lock in a password field', () => {
  it('says so, tied to the field and announced politely, while typing with Caps Lock on', () => {
    renderInPortal(<Field />)
    const region = document.getElementById('password-caps')
    expect(region).toHaveAttribute('aria-live', 'polite')
    expect(region).toBeEmptyDOMElement()
    expect(input()).not.toHaveAttribute('aria-describedby')

    key('keyDown', true)
    expect(region).toHaveTextContent('Caps Lock is on.')
    expect(input()).toHaveAccessibleDescription('Caps Lock is on.')

    key('keyUp', false)
    expect(region).toBeEmptyDOMElement()
    expect(input()).not.toHaveAttribute('aria-describedby')
  })

  it('stops saying it when the field is left', () => {
    renderInPortal(<Field />)
    key('keyDown', true)
    expect(screen.getByText('Caps Lock is on.')).toBeVisible()
    fireEvent.blur(input())
    expect(screen.queryByText('Caps Lock is on.')).toBeNull()
  })

  it('says it in French', () => {
    renderInPortal(<Field />, { locale: 'fr-CA' })
    key('keyDown', true)
    expect(document.getElementById('password-caps')).toHaveTextContent('La touche Verr. Maj est activée.')
  })
})
