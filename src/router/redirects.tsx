import { Redirect } from 'wouter'
import { useLocale } from '../i18n/locale-context'
import { linkTo } from '../urls/links'

/** Any path that leads nowhere goes to the root, keeping the chosen language. */
export function SendToSignIn() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(linkTo('signIn'))} replace />
}

/** A page that cannot go on without a key it was not given (spec section 2): the error page. */
export function SendToErrorPage() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(linkTo('error'))} replace />
}
