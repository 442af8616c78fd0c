import { useText } from '../i18n/use-text'
import { linkTo } from '../urls/links'
import { FormPage } from './parts/form-page'
import { ButtonLink } from './parts/page'

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
