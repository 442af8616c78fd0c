import { useText } from '../../i18n/use-text'
import { PasswordField, TextField } from './fields'

type CredentialField = 'username' | 'password'

/** The events both credential forms (sign-in, portfolio linking) understand. */
export type CredentialEvent =
  | { type: 'user.changeUsername'; value: string }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.leave'; field: CredentialField }

/** Username or email and current password, the same way wherever an existing account signs in. */
export function CredentialFields(props: {
  username: string
  password: string
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
        value={props.username}
        autoComplete="username"
        readOnly={props.busy}
        error={props.errorOf('username')}
        onChange={(value) => send({ type: 'user.changeUsername', value })}
        onLeave={() => send({ type: 'user.leave', field: 'username' })}
      />
      <PasswordField
        id="password"
        label={t('PASSWORD')}
        value={props.password}
        autoComplete="current-password"
        readOnly={props.busy}
        error={props.errorOf('password')}
        onChange={(value) => send({ type: 'user.changePassword', value })}
        onLeave={() => send({ type: 'user.leave', field: 'password' })}
      />
    </>
  )
}
