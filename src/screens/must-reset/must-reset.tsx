import { useEffect } from 'react'
import { heldMustResetAccount, releaseMustResetAccount } from '../../browser/handover'
import { useFlowActor, fromCall, type FlowEnvironment } from '../flow'
import {
  mustResetMachine,
  type MustResetOutcome,
  type SaveNewPasswordRequest,
} from '../../../machines/must-reset/must-reset.machine'
import { saveNewPassword } from '../../api/must-reset-password'
import { linkTo } from '../../urls/address'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { fieldProblems } from '../../../machines/must-reset/must-reset.fields'
import { shownProblems } from '../../../machines/shared/fields'
import { useText } from '../../i18n/i18n'
import { SubmitButton, WaitingPage } from '../parts/busy'
import { FlowForm } from '../parts/form'
import { ErrorSummary, fieldErrors } from '../parts/errors'
import { NewPasswordField, readNewPassword } from '../parts/new-password-field'
import { FormPage, AppLink, ButtonLink } from '../parts/page'
import { ResultPage } from '../parts/link-page'

export function createMustResetFlow({ navigate, config }: FlowEnvironment) {
  return mustResetMachine.provide({
    actors: {
      saveNewPassword: fromCall<MustResetOutcome, SaveNewPasswordRequest>({ config }, saveNewPassword),
    },
    actions: {
      goToSignIn: () => navigate(linkTo('signIn'), { replace: true }),
      releaseMustResetAccount: () => releaseMustResetAccount(),
    },
  })
}

export type MustResetActor = ActorRefFrom<typeof mustResetMachine>

export function MustResetView({ actor }: { actor: MustResetActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)

  if (snapshot.matches('start') || snapshot.matches('leaving')) {
    return <WaitingPage titleKey="MUST_RESET_TITLE" message={t('LOADING')} />
  }

  if (snapshot.matches('changed')) {
    return (
      <ResultPage
        titleKey="PASSWORD_CHANGED_TITLE"
        confirmation={t('PASSWORD_CHANGED_BODY')}
        action={<ButtonLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</ButtonLink>}
      />
    )
  }

  const saving = snapshot.matches('saving')
  const { context } = snapshot
  const errors = fieldErrors(t, shownProblems(fieldProblems(context), context.touched), [
    { field: 'password', id: 'new-password', label: t('NEW_PASSWORD') },
  ])
  const problem = snapshot.matches({ form: 'failed' }) ? t('GENERIC_ERROR') : null

  return (
    <FormPage
      titleKey="MUST_RESET_TITLE"
      messages={
        <ErrorSummary
          fieldErrors={snapshot.matches({ form: 'invalid' }) ? errors.list : []}
          problem={problem}
        />
      }
      lead={t('MUST_RESET_INTRO')}
      links={
        <li>
          <AppLink to={linkTo('signIn')}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
        </li>
      }
    >
      <FlowForm
        busy={saving}
        busyText={t('SAVING')}
        onSubmit={(form) => actor.send({ type: 'user.submit', values: { password: readNewPassword(form) } })}
      >
        {/* Lets password managers save the new password against the account that signed in. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={context.account?.username ?? ''}
          readOnly
          hidden
        />
        <NewPasswordField
          label={t('NEW_PASSWORD')}
          defaultValue={context.password}
          busy={saving}
          error={errors.of('password')}
          send={(event) => actor.send(event)}
        />
        <SubmitButton busy={saving}>{t('SAVE_PASSWORD')}</SubmitButton>
      </FlowForm>
    </FormPage>
  )
}

export default function MustResetScreen() {
  const actor = useFlowActor(createMustResetFlow, { account: heldMustResetAccount() })
  // Leaving /mustreset, by a link or Back, lets the held account go: only sign-in can hold one again.
  useEffect(() => releaseMustResetAccount, [])
  return <MustResetView actor={actor} />
}
