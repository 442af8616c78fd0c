import { useText } from '../i18n/use-text'
import { linkTo } from '../urls/links'
import { AppLink, PageHeading } from './parts/page'

/** /account/{k}: a first-time SSO user chooses between registering and linking an existing account. */
export function AccountWelcomeView({ k }: { k: string }) {
  const t = useText()
  return (
    <div className="prose">
      <PageHeading titleKey="ACCOUNT_WELCOME_TITLE" />
      <p className="lead">{t('ACCOUNT_WELCOME_TEXT')}</p>
      <ul className="links links--choices">
        <li>
          <AppLink to={linkTo('registration', { k })} className="button button--primary button--link">
            {t('ACCOUNT_WELCOME_REGISTER')}
          </AppLink>
        </li>
        <li>
          <AppLink
            to={linkTo('portfolioLinking', { k, userType: 'educator' })}
            className="button button--secondary button--link"
          >
            {t('ACCOUNT_WELCOME_LINK')}
          </AppLink>
        </li>
      </ul>
    </div>
  )
}
