/**
 * The welcome page for a first-time single sign-on user, which leads to registering or to linking an existing
 * account. Without a usable k there is no identity to register or link: the error page.
 */
import { useText } from '../../i18n/locale-context'
import { linkTo } from '../../urls/links'
import { FormPage, ButtonLink, SendToErrorPage } from '../parts/page'
import type { ScreenProps } from '../../urls/routes'

/** /account/{k}: a first-time SSO user chooses between registering and linking an existing account. */
export function AccountWelcomeView({ k }: { k: string }) {
  const t = useText()
  return (
    <FormPage titleKey="ACCOUNT_WELCOME_TITLE" lead={t('ACCOUNT_WELCOME_TEXT')}>
      {/* Two answers to one question: the first is the usual one, the second a choice of equal weight below it. */}
      <div className="choices">
        <ButtonLink to={linkTo('registration', { k })}>{t('ACCOUNT_WELCOME_REGISTER')}</ButtonLink>
        <ButtonLink to={linkTo('portfolioLinking', { k, userType: 'educator' })} secondary>
          {t('ACCOUNT_WELCOME_LINK')}
        </ButtonLink>
      </div>
    </FormPage>
  )
}

/** /account/{k}. */
export default function AccountWelcomeScreen({ params }: ScreenProps<'account-welcome'>) {
  if (params === null) return <SendToErrorPage />
  return <AccountWelcomeView k={params.k} />
}
