import { paths } from '../routes/paths'
import { useText } from '../i18n/use-text'
import { useProductLink } from '../shell/product-links'
import { AppLink, PageHeading } from './parts/page'

/** /noaccount: guidance for people who have no account yet, and the way back. */
export function NoAccountView() {
  const t = useText()
  const helpHref = useProductLink('help')
  return (
    <div className="prose">
      <PageHeading titleKey="NO_ACCOUNT_TITLE" />
      <p className="lead">{t('NO_ACCOUNT_INTRO')}</p>
      <ul className="guidance">
        <li>{t('NO_ACCOUNT_STUDENTS')}</li>
        <li>{t('NO_ACCOUNT_PARENTS')}</li>
        <li>{t('NO_ACCOUNT_EDUCATORS')}</li>
      </ul>
      <p>
        <a href={helpHref}>{t('NO_ACCOUNT_HELP')}</a>
      </p>
      <p className="links">
        <AppLink to={paths.signIn()}>{t('BACK')}</AppLink>
      </p>
    </div>
  )
}
