import { useEffect, useRef } from 'react'
import type { PasswordCleared } from '../../../machines/shared/fields'
import { useText } from '../../i18n/use-text'
import { PasswordField, TextField } from './fields'
import { textOf } from './form-data'

type CredentialField = 'username' | 'password'

/**
 * What both credential flows (sign-in, portfolio linking) are to these fields: they take the fields' events, and
 * say when they cleared the password after wrong credentials (docs/decisions/003).
 */
interface CredentialFlow {
  send(
    event:
      | { type: 'user.changeUsername'; value: string }
      | { type: 'user.changePassword'; value: string }
      | { type: 'user.leave'; field: CredentialField },
  ): void
  on(type: PasswordCleared['type'], handler: () => void): { unsubscribe: () => void }
}

/**
 * Username or email and current password, the same way wherever an existing account signs in. The fields hold
 * their own values (docs/decisions/022), so when the flow says it cleared the password, the password input is
 * emptied too, in place: focus and everything else stay as they are.
 */
export function CredentialFields(props: {
  flow: CredentialFlow
  /** What the flow holds: the fields start from it when they mount. */
  username: string
  password: string
  busy: boolean
  errorOf: (field: CredentialField) => string | null
}) {
  const t = useText()
  const { flow } = props
  const password = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const subscription = flow.on('passwordCleared', () => {
      if (password.current) password.current.value = ''
    })
    return () => subscription.unsubscribe()
  }, [flow])
  return (
    <>
      <TextField
        id="username"
        label={t('USERNAME_OR_EMAIL')}
        defaultValue={props.username}
        autoComplete="username"
        readOnly={props.busy}
        error={props.errorOf('username')}
        onChange={(value) => flow.send({ type: 'user.changeUsername', value })}
        onLeave={() => flow.send({ type: 'user.leave', field: 'username' })}
      />
      <PasswordField
        ref={password}
        id="password"
        label={t('PASSWORD')}
        defaultValue={props.password}
        autoComplete="current-password"
        readOnly={props.busy}
        error={props.errorOf('password')}
        onChange={(value) => flow.send({ type: 'user.changePassword', value })}
        onLeave={() => flow.send({ type: 'user.leave', field: 'password' })}
      />
    </>
  )
}

/** What the credential fields of a submitted form hold. */
export const readCredentials = (form: FormData): Record<CredentialField, string> => ({
  username: textOf(form, 'username'),
  password: textOf(form, 'password'),
})
