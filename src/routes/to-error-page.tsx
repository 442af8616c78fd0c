/** Apart from redirects.tsx, which loads with the sign-in page: only the lazily loaded SSO screens need it. */
import { Redirect } from 'wouter'
import { useLocale } from '../shell/locale-context'
import { paths } from './paths'

/** A single sign-on page without a usable key has no identity to work with: the error page. */
export function ToErrorPage() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(paths.error())} replace />
}
