import { useText } from '../../i18n/i18n'
import { PasswordField } from './fields'
import { textOf } from './form'

const NEW_PASSWORD = 'new-password'

// Apart from the sign-in page's credential fields: only the lazily loaded password screens use it.
/** The new password a person chooses (forced reset, reset and activation links), with the rules as its hint. */
export function NewPasswordField(props: {
  label: string
  /** What the flow holds: the field starts from it when it mounts. */
  defaultValue: string
  busy: boolean
  error: string | null
  send: (
    event: { type: 'user.changePassword'; value: string } | { type: 'user.leave'; field: 'password' },
  ) => void
}) {
  const t = useText()
  const { send } = props
  return (
    <PasswordField
      id={NEW_PASSWORD}
      label={props.label}
      hint={t('PASSWORD_HINT')}
      defaultValue={props.defaultValue}
      autoComplete="new-password"
      readOnly={props.busy}
      error={props.error}
      problems={['required', 'tooShort']}
      onChange={(value) => send({ type: 'user.changePassword', value })}
      onLeave={() => send({ type: 'user.leave', field: 'password' })}
    />
  )
}

/** The new password a submitted form holds. */
export const readNewPassword = (form: FormData): string => textOf(form, NEW_PASSWORD)
