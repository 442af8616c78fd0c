import { useText } from '../i18n/use-text'
import { linkTo } from '../urls/links'
import { LinkProblem } from './parts/link-page'
import { AppLink, ButtonLink } from './parts/page'

/**
 * A link whose address is not one the portal can read (a token cut short, a missing part): nothing is sent to
 * the server. A reset or activation link offers a new one; any link offers the way to sign in.
 */
export function InvalidLinkView({ offerNewLink }: { offerNewLink: boolean }) {
  const t = useText()
  return (
    <LinkProblem
      titleKey="LINK_NOT_VALID_TITLE"
      message={t('LINK_NOT_VALID_TEXT')}
      action={offerNewLink ? <ButtonLink to={linkTo('forgot')}>{t('GET_NEW_LINK')}</ButtonLink> : null}
    >
      <li>
        <AppLink to={linkTo('signIn')}>{t('GO_TO_SIGN_IN')}</AppLink>
      </li>
    </LinkProblem>
  )
}
