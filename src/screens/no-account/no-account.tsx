import { sanitizeGuidance } from '../../content/guidance-html'
import { useText } from '../../i18n/i18n'
import { linkTo } from '../../urls/address'
import { useProductLink } from '../parts/product-links'
import { AppLink, Column, PageHeading, PageLinks } from '../parts/page'

/** /noaccount: guidance for people who have no account yet (HTML from the catalog, sanitised), and the way back. */
export function NoAccountView() {
  const t = useText()
  const guidance = sanitizeGuidance(t('NO_ACCOUNT_GUIDANCE_HTML', { helpUrl: useProductLink('help') }))
  return (
    <Column>
      <PageHeading titleKey="NO_ACCOUNT_TITLE" />
      <div className="guidance-html" dangerouslySetInnerHTML={{ __html: guidance }} />
      <PageLinks>
        <li>
          <AppLink to={linkTo('signIn')}>{t('BACK')}</AppLink>
        </li>
      </PageLinks>
    </Column>
  )
}

export default function NoAccountScreen() {
  return <NoAccountView />
}
