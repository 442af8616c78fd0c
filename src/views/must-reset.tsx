import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { mustResetMachine } from '../../machines/must-reset/must-reset.machine'
import { isLongEnoughPassword } from '../../machines/shared/validation'
import { useText } from '../i18n/use-text'
import { LiveStatus, SubmitButton, Waiting } from './parts/busy'
import { ErrorSummary, type FieldError } from './parts/error-summary'
import { PasswordField } from './parts/fields'
import { AppLink, PageHeading } from './parts/page'

export type MustResetActor = ActorRefFrom<typeof mustResetMachine>

export function MustResetView({ actor }: { actor: MustResetActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)

  if (snapshot.matches('start') || snapshot.matches('leaving')) return <Waiting message={t('LOADING')} />

  if (snapshot.matches('changed')) {
    return (
      <div>
        <PageHeading titleKey="PASSWORD_CHANGED_TITLE" />
        <div className="panel panel--success" role="status">
          <p className="panel__lead">{t('PASSWORD_CHANGED_BODY')}</p>
        </div>
        <p className="links">
          <AppLink to="/" className="button button--primary button--link">
            {t('GO_TO_SIGN_IN')}
          </AppLink>
        </p>
      </div>
    )
  }

  const saving = snapshot.matches('saving')
  const fieldErrors: FieldError[] =
    snapshot.matches({ form: 'invalid' }) && !isLongEnoughPassword(snapshot.context.password)
      ? [{ fieldId: 'new-password', label: t('NEW_PASSWORD'), message: t('MIN_CHARACTER_WARNING_8') }]
      : []
  const problem = snapshot.matches({ form: 'failed' }) ? t('GENERIC_ERROR') : null

  return (
    <div>
      <PageHeading titleKey="MUST_RESET_TITLE" />
      <ErrorSummary fieldErrors={fieldErrors} problem={problem} />
      <p className="lead">{t('MUST_RESET_INTRO')}</p>
      <form
        className="form"
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'user.submit' })
        }}
      >
        <PasswordField
          id="new-password"
          label={t('NEW_PASSWORD')}
          hint={t('PASSWORD_HINT')}
          value={snapshot.context.password}
          autoComplete="new-password"
          readOnly={saving}
          error={fieldErrors[0]?.message ?? null}
          onChange={(value) => actor.send({ type: 'user.changePassword', value })}
        />
        <SubmitButton busy={saving}>{t('SAVE_PASSWORD')}</SubmitButton>
        <LiveStatus message={saving ? t('SAVING') : null} />
      </form>
      <p className="links">
        <AppLink to="/">{t('GO_BACK_TO_SIGN_IN')}</AppLink>
      </p>
    </div>
  )
}
