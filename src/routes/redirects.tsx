import { Redirect } from 'wouter'
import { useLocale } from '../shell/locale-context'
import { paths } from './paths'

/** Any path that leads nowhere goes to the root, keeping the chosen language. */
export function ToSignIn() {
  const { localizedPath } = useLocale()
  return <Redirect to={localizedPath(paths.signIn())} replace />
}
