import { sanitizeGuidance } from '../content/guidance-html'
import { useText } from '../i18n/use-text'
import { linkTo } from '../urls/links'
import { useProductLink } from './parts/product-links'
import { AppLink, PageHeading } from './parts/page'

/** /noaccount: guidance for people who have no account yet (HTML from the catalog, sanitised), and the way back. */
export function NoAccountView() {
  const t = useText()
  const guidance = sanitizeGuidance(t('NO_ACCOUNT_GUIDANCE_HTML', { helpUrl: useProductLink('help') }))
  return (
    <div className="prose">
      <PageHeading titleKey="NO_ACCOUNT_TITLE" />
      <div className="guidance-html" dangerouslySetInnerHTML={{ __html: guidance }} />
      <p className="links">
        <AppLink to={linkTo('signIn')}>{t('BACK')}</AppLink>
      </p>
    </div>
  )
}
