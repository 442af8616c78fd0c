/**
 * Single sign-on for an identity the portal does not know yet, linked to an existing account: the person signs in
 * once with it. Without a usable k there is no identity to link: the error page (spec: Portfolio linking).
 */
import {
  portfolioLinkingMachine,
  type LinkPortfolioOutcome,
  type LinkPortfolioRequest,
} from '../../../machines/portfolio-linking/portfolio-linking.machine'
import { linkPortfolio } from '../../api/portfolio-linking'
import { fromCall, redirectToDestination, useFlowActor, type FlowEnvironment } from '../flow'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { fieldProblems } from '../../../machines/portfolio-linking/portfolio-linking.fields'
import { shownProblems } from '../../../machines/shared/fields'
import { useText } from '../../i18n/i18n'
import { linkTo } from '../../urls/address'
import { SubmitButton, WaitingPage } from '../parts/busy'
import { ErrorSummary, fieldErrors } from '../parts/errors'
import { CredentialFields, readCredentials } from '../parts/fields'
import { FlowForm } from '../parts/form'
import { FormPage, AppLink, SendToErrorPage } from '../parts/page'
import { usePage } from '../../page'
import type { ScreenProps } from '../../urls/routes'

/** Portfolio linking with the real server and browser behind it. */
export const createPortfolioLinkingFlow = (environment: FlowEnvironment) =>
  portfolioLinkingMachine.provide({
    actors: {
      linkPortfolio: fromCall<LinkPortfolioOutcome, LinkPortfolioRequest>(environment, linkPortfolio),
    },
    actions: {
      redirectToDestination,
    },
  })

export type PortfolioLinkingActor = ActorRefFrom<typeof portfolioLinkingMachine>

/** /portfoliolinking/{k}/{userType}: sign in once with an existing account to link it to the SSO identity. */
export function PortfolioLinkingView({ actor }: { actor: PortfolioLinkingActor }) {
  const t = useText()
  const snapshot = useSelector(actor, (state) => state)
  const { context } = snapshot

  if (snapshot.matches('redirecting')) {
    return <WaitingPage titleKey="PORTFOLIO_LINKING_TITLE" message={t('REDIRECTING')} />
  }

  const linking = snapshot.matches('linking')
  const errors = fieldErrors(t, shownProblems(fieldProblems(context), context.touched), [
    { field: 'username', id: 'username', label: t('USERNAME_OR_EMAIL') },
    { field: 'password', id: 'password', label: t('PASSWORD') },
  ])
  let problem: string | null = null
  if (snapshot.matches({ form: 'notFound' })) problem = t('USERNAME_OR_PASSWORD_NOT_FOUND')
  else if (snapshot.matches({ form: 'failed' })) problem = t('GENERIC_ERROR')

  return (
    <FormPage
      titleKey="PORTFOLIO_LINKING_TITLE"
      messages={
        <ErrorSummary
          fieldErrors={snapshot.matches({ form: 'invalid' }) ? errors.list : []}
          problem={problem}
        />
      }
      lead={t(
        context.audience === 'educator'
          ? 'PORTFOLIO_LINKING_EDUCATOR_TEXT'
          : 'PORTFOLIO_LINKING_STUDENT_TEXT',
      )}
      links={
        <>
          {/* Only an educator may ask for an account here (spec section 2); anyone may have forgotten a password. */}
          {context.audience === 'educator' ? (
            <li>
              <AppLink to={linkTo('registration', { k: context.k })}>
                {t('PORTFOLIO_LINKING_REGISTER')}
              </AppLink>
            </li>
          ) : null}
          <li>
            <AppLink to={linkTo('forgot')}>{t('PORTFOLIO_LINKING_FORGOT')}</AppLink>
          </li>
        </>
      }
    >
      {context.audience === 'educator' ? null : (
        <ul className="guidance">
          <li>{t('PORTFOLIO_REASON_NO_ACCOUNT')}</li>
          <li>{t('PORTFOLIO_REASON_WRONG_EMAIL')}</li>
          <li>{t('PORTFOLIO_REASON_NO_EMAIL')}</li>
        </ul>
      )}
      <FlowForm
        busy={linking}
        busyText={t('LINKING_ACCOUNT')}
        onSubmit={(form) => actor.send({ type: 'user.submit', values: readCredentials(form) })}
      >
        <CredentialFields
          flow={actor}
          username={context.username}
          password={context.password}
          busy={linking}
          errorOf={errors.of}
        />
        <SubmitButton busy={linking}>{t('LINK_ACCOUNT_BUTTON')}</SubmitButton>
      </FlowForm>
    </FormPage>
  )
}

function Linking({ k, audience }: { k: string; audience: 'educator' | 'student' }) {
  const { redirectPolicy } = usePage()
  const actor = useFlowActor(createPortfolioLinkingFlow, { k, audience, redirectPolicy })
  return <PortfolioLinkingView actor={actor} />
}

/** /portfoliolinking, /portfoliolinking/{k} and /portfoliolinking/{k}/{userType}. */
export default function PortfolioLinkingScreen({ params }: ScreenProps<'portfolio-linking'>) {
  if (params === null) return <SendToErrorPage />
  const { k, userType: audience } = params
  return <Linking key={`${k}/${audience}`} k={k} audience={audience} />
}
