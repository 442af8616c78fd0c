import { type Locale, withLangParam } from '../../i18n/locale'
import { useFlowActor, fromCall, redirectToDestination, absoluteUrl, type FlowEnvironment } from '../flow'
import type { ScreenProps } from '../../urls/routes'
import { InvalidLinkView, LinkProblem, RetryButton } from '../parts/link-page'
import { AwaitsAnswer, SubmitButton, WaitingPage } from '../parts/busy'
import {
  resetPasswordMachine,
  type ResetPasswordInput,
  type CheckLinkRequest,
  type FamilyOutcome,
  type LinkCheckOutcome,
  type SavePasswordOutcome,
  type SavePasswordRequest,
  type ResetPasswordContext,
} from '../../../machines/reset-password/reset-password.machine'
import { loadFamily } from '../../api/family-data'
import { registerHigherEdUser } from '../../api/register-higher-ed-user'
import { savePassword } from '../../api/reset-password'
import { checkLink } from '../../api/validate-email-token'
import { type MessageKey, useText, type Translate } from '../../i18n/i18n'
import { linkTo, parseHigherEdQuery } from '../../urls/address'
import { firstCallActor, startFirstCalls, type ArrivingPage } from '../first-call'
import type { RedirectPolicy } from '../../../machines/shared/redirect-policy'
import { useAddress, usePage } from '../../page'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { fieldProblems } from '../../../machines/reset-password/reset-password.fields'
import { isActivation } from '../../../machines/shared/reset-link-kind'
import { shownProblems } from '../../../machines/shared/fields'
import { FlowForm, textOf } from '../parts/form'
import { ErrorSummary, fieldErrors } from '../parts/errors'
import { NewPasswordField, readNewPassword } from '../parts/new-password-field'
import { PasswordField } from '../parts/fields'
import { FormPage, OnceHydrated, QueryText, AppLink, ButtonLink } from '../parts/page'

/** The calls that change nothing on the server, in the page's language: checking the link. */
const readOnly = (locale: Locale) => ({
  checkLink: (input: CheckLinkRequest, signal?: AbortSignal) =>
    checkLink(input, { forgotPasswordUrl: absoluteUrl(withLangParam(linkTo('forgot'), locale)), signal }),
})

/** On arrival, before the page renders: the link's check, unless the link is checked otherwise (decision 019). */
export const startResetPasswordCalls = (input: ResetPasswordInput, locale: Locale) =>
  startFirstCalls(resetPasswordMachine, input, readOnly(locale))

/** The reset / activate machine with the real server and browser behind it. */
export const createResetPasswordFlow = (environment: FlowEnvironment) =>
  resetPasswordMachine.provide({
    actors: {
      checkLink: firstCallActor<LinkCheckOutcome, CheckLinkRequest>(
        environment,
        'checkLink',
        (input, signal) => readOnly(environment.locale()).checkLink(input, signal),
      ),
      loadFamily: fromCall<FamilyOutcome, { token: string; email: string }>(environment, loadFamily),
      savePassword: fromCall<SavePasswordOutcome, SavePasswordRequest>(environment, (input, signal) =>
        input.kind === 'higherEdActivation'
          ? registerHigherEdUser({ token: input.token, password: input.password }, signal)
          : savePassword(input, signal),
      ),
    },
    actions: {
      redirectToDestination,
    },
  })

export type ResetPasswordActor = ActorRefFrom<typeof resetPasswordMachine>

const CONFIRM_PASSWORD = 'confirm-password'

/**
 * Who the link is for: the email (activation) or username (reset), and the family or the institution. A
 * higher-education link carries its email and school name in its query: shown in the query's slots, which the
 * prerendered page has the head script fill (QueryText, ../parts/page.tsx).
 */
function AccountSummary({ context, t }: { context: ResetPasswordContext; t: Translate }) {
  const activating = isActivation(context.kind)
  const { higherEd } = context
  const email = context.account?.emailAddress ?? higherEd?.email ?? ''
  const identifier = activating ? email : (context.account?.userName ?? '')
  const institution = context.account?.institutionName ?? higherEd?.schoolName ?? ''
  const parentName = context.family?.parentName ?? context.account?.activateName ?? ''
  return (
    <dl className="account-summary">
      {identifier === '' ? null : (
        <>
          <dt>{t(activating ? 'EMAIL' : 'USERNAME')}</dt>
          <dd>{higherEd === null ? identifier : <QueryText name="email">{identifier}</QueryText>}</dd>
        </>
      )}
      {context.kind === 'activateParent' ? (
        <>
          {parentName === '' ? null : (
            <>
              <dt>{t('PARENT_NAME')}</dt>
              <dd>{parentName}</dd>
            </>
          )}
          <dt>{t('YOUR_CHILDREN')}</dt>
          <dd>
            {context.family === null ? (
              t('CHILDREN_NOT_LOADED')
            ) : (
              <ul>
                {context.family.students.map((student, index) => (
                  <li key={index}>{`${student.firstName} ${student.lastName}`}</li>
                ))}
              </ul>
            )}
          </dd>
        </>
      ) : institution === '' ? null : (
        <>
          <dt>{t('ACCESS_TO')}</dt>
          <dd>{higherEd === null ? institution : <QueryText name="schoolName">{institution}</QueryText>}</dd>
        </>
      )}
    </dl>
  )
}

export function ResetPasswordView({ actor }: { actor: ResetPasswordActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot
  const activating = isActivation(context.kind)
  const titleKey: MessageKey = activating ? 'ACTIVATE_ACCOUNT' : 'RESET_PASSWORD'
  const newLink = <AppLink to={linkTo('forgot')}>{t('GET_NEW_LINK')}</AppLink>
  const backToSignIn = (
    <li>
      <AppLink to={linkTo('signIn')}>{t('GO_BACK_TO_SIGN_IN')}</AppLink>
    </li>
  )

  if (snapshot.matches('start') || snapshot.matches('checking') || snapshot.matches('loadingFamily')) {
    return (
      <WaitingPage
        titleKey={titleKey}
        lead={t(activating ? 'CREATE_PASSWORD_TEXT' : 'NEW_PASSWORD_TEXT')}
        message={t('CHECKING_LINK')}
      />
    )
  }
  if (snapshot.matches('redirecting')) {
    return <WaitingPage titleKey={titleKey} message={t('REDIRECTING')} />
  }
  if (snapshot.matches('expired')) {
    const message = context.kind === 'activateParent' ? 'LINK_EXPIRED_PARENT_TEXT' : 'LINK_EXPIRED_TEXT'
    return (
      <LinkProblem
        titleKey="LINK_EXPIRED_TITLE"
        message={t(message)}
        action={<ButtonLink to={linkTo('forgot')}>{t('GET_NEW_LINK')}</ButtonLink>}
      >
        {backToSignIn}
      </LinkProblem>
    )
  }
  if (snapshot.matches('used')) {
    // Most people who meet a used link have already set their password: signing in comes first.
    return (
      <LinkProblem
        titleKey="LINK_USED_TITLE"
        message={t('LINK_USED_TEXT')}
        action={<ButtonLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</ButtonLink>}
      >
        <li>{newLink}</li>
      </LinkProblem>
    )
  }
  if (snapshot.matches('invalid')) {
    return (
      <LinkProblem
        titleKey="LINK_FAILED_TITLE"
        message={t('GENERIC_ERROR')}
        action={<ButtonLink to={linkTo('forgot')}>{t('GET_NEW_LINK')}</ButtonLink>}
      >
        {backToSignIn}
      </LinkProblem>
    )
  }
  if (snapshot.matches('checkFailed')) {
    return (
      <LinkProblem
        titleKey="LINK_FAILED_TITLE"
        message={t('GENERIC_ERROR')}
        action={<RetryButton label={t('TRY_AGAIN')} onRetry={() => actor.send({ type: 'user.retry' })} />}
      >
        <li>{newLink}</li>
        {backToSignIn}
      </LinkProblem>
    )
  }

  const saving = snapshot.matches('saving')
  const parent = context.kind === 'activateParent'
  const errors = fieldErrors(t, shownProblems(fieldProblems(context), context.touched), [
    { field: 'password', id: 'new-password', label: t(activating ? 'CREATE_PASSWORD' : 'NEW_PASSWORD') },
    { field: 'confirmPassword', id: CONFIRM_PASSWORD, label: t('CONFIRM_PASSWORD') },
  ])
  const problem = snapshot.matches({ form: 'failed' }) ? t('GENERIC_ERROR') : null
  const identifier = activating
    ? (context.account?.emailAddress ?? context.higherEd?.email ?? '')
    : (context.account?.userName ?? '')

  return (
    <FormPage
      titleKey={titleKey}
      messages={
        <ErrorSummary
          fieldErrors={snapshot.matches({ form: 'invalid' }) ? errors.list : []}
          problem={problem}
        />
      }
      lead={t(activating ? 'CREATE_PASSWORD_TEXT' : 'NEW_PASSWORD_TEXT')}
      links={backToSignIn}
    >
      <AccountSummary context={context} t={t} />
      <FlowForm
        busy={saving}
        busyText={t(activating ? 'ACTIVATING' : 'SAVING')}
        onSubmit={(form) =>
          actor.send({
            type: 'user.submit',
            // A form without the confirmation (all but a parent's) sends it empty; the flow asks for none then.
            values: { password: readNewPassword(form), confirmPassword: textOf(form, CONFIRM_PASSWORD) },
          })
        }
      >
        {/* Lets password managers save the new password against the right account: once hydrated, since a
            higher-education link's email comes from its query, which a prerendered page does not hold. */}
        <OnceHydrated>
          <input type="text" name="username" autoComplete="username" value={identifier} readOnly hidden />
        </OnceHydrated>
        <NewPasswordField
          label={t(activating ? 'CREATE_PASSWORD' : 'NEW_PASSWORD')}
          defaultValue={context.password}
          busy={saving}
          error={errors.of('password')}
          send={(event) => actor.send(event)}
        />
        {parent ? (
          <PasswordField
            id={CONFIRM_PASSWORD}
            label={t('CONFIRM_PASSWORD')}
            toggleNames={{ show: t('SHOW_CONFIRM_PASSWORD'), hide: t('HIDE_CONFIRM_PASSWORD') }}
            defaultValue={context.confirmPassword}
            autoComplete="new-password"
            readOnly={saving}
            error={errors.of('confirmPassword')}
            problems={['required', 'mismatch']}
            onChange={(value) => actor.send({ type: 'user.changeConfirmPassword', value })}
            onLeave={() => actor.send({ type: 'user.leave', field: 'confirmPassword' })}
          />
        ) : null}
        <SubmitButton busy={saving}>
          {t(activating ? 'ACTIVATE_ACCOUNT_BUTTON' : 'SIGN_IN_BUTTON')}
        </SubmitButton>
      </FlowForm>
    </FormPage>
  )
}

type ResetParams = NonNullable<ScreenProps<'reset-password'>['params']>

/** What the flow starts from: the link, and for a higher-education activation what its query shows. */
const flowInput = (
  { token, resetType }: ResetParams,
  search: string,
  redirectPolicy: RedirectPolicy,
): ResetPasswordInput => ({
  token,
  resetType,
  higherEd: resetType === 'HigherEdActivation' ? parseHigherEdQuery(search) : null,
  redirectPolicy,
})

/** On arrival, before the page renders: the link's check starts (decision 019). */
export function arrival({ params }: ScreenProps<'reset-password'>, search: string, page: ArrivingPage): void {
  if (params !== null) startResetPasswordCalls(flowInput(params, search, page.redirectPolicy), page.locale)
}

/** `/reset/{token}/{resetType}`: set a new password, or activate an account. */
export default function ResetPasswordScreen({ params }: ScreenProps<'reset-password'>) {
  const { search } = useAddress()
  const { redirectPolicy } = usePage()
  if (params === null) return <InvalidLinkView offerNewLink />
  return (
    <ResetPassword
      key={`${params.token}/${params.resetType}`}
      input={flowInput(params, search, redirectPolicy)}
    />
  )
}

function ResetPassword({ input }: { input: ResetPasswordInput }) {
  const actor = useFlowActor(createResetPasswordFlow, input)
  return (
    <AwaitsAnswer>
      <ResetPasswordView actor={actor} />
    </AwaitsAnswer>
  )
}
