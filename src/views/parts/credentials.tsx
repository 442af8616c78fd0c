import { useEffect, useRef, type RefObject } from 'react'
import type { PasswordCleared } from '../../../machines/shared/fields'
import { useText } from '../../i18n/use-text'
import { PasswordField, TextField } from './fields'
import { textOf } from './form-data'

type CredentialField = 'username' | 'password'

/** The events both credential forms (sign-in, portfolio linking) understand. */
export type CredentialEvent =
  | { type: 'user.changeUsername'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.leave'; field: CredentialField }

/** Username or email and current password, the same way wherever an existing account signs in. */
export function CredentialFields({
  passwordRef,
  ...props
}: {
  /** What the flow holds when the fields mount. */
  username: string
  password: string
  /** The password input, for the view to empty when the flow clears the password (usePasswordCleared). */
  passwordRef: RefObject<HTMLInputElement | null>
  busy: boolean
  errorOf: (field: CredentialField) => string | null
  send: (event: CredentialEvent) => void
}) {
  const t = useText()
  const { send } = props
  return (
    <>
      <TextField
        id="username"
        label={t('USERNAME_OR_EMAIL')}
        defaultValue={props.username}
        autoComplete="username"
        readOnly={props.busy}
        error={props.errorOf('username')}
        onChange={(value) => send({ type: 'user.changeUsername', value })}
        onLeave={() => send({ type: 'user.leave', field: 'username' })}
      />
      <PasswordField
        ref={passwordRef}
        id="password"
        label={t('PASSWORD')}
        defaultValue={props.password}
        autoComplete="current-password"
        readOnly={props.busy}
        error={props.errorOf('password')}
        onChange={(value) => send({ type: 'user.changePassword', value })}
        onLeave={() => send({ type: 'user.leave', field: 'password' })}
      />
    </>
  )
}

/** What the credential fields of a submitted form hold. */
export const readCredentials = (form: FormData): Record<CredentialField, string> => ({
  username: textOf(form, 'username'),
  password: textOf(form, 'password'),
})

/** A flow that clears the password it holds and says so (docs/decisions/003 and 022). */
interface ClearsPassword {
  on: (type: PasswordCleared['type'], handler: () => void) => { unsubscribe: () => void }
}

/**
 * The ref for the password input of a flow that clears the password after wrong credentials. The field holds its
 * own value, so when the flow says it cleared the password, the input is emptied too; focus and everything else
 * stay as they are.
 */
export function usePasswordCleared(actor: ClearsPassword): RefObject<HTMLInputElement | null> {
  const password = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const subscription = actor.on('passwordCleared', () => {
      if (password.current !== null) password.current.value = ''
    })
    return () => subscription.unsubscribe()
  }, [actor])
  return password
}
