import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { MessageKey } from '../../i18n/message-keys'
import { useText } from '../../i18n/use-text'
import { useLocale } from '../../i18n/locale-context'

/** One heading per screen; the document title follows it, in the current language. */
export function PageHeading(props: { titleKey: MessageKey }) {
  const t = useText()
  const title = t(props.titleKey)
  const appName = t('APP_NAME')
  useEffect(() => {
    document.title = `${title} – ${appName}`
  }, [title, appName])
  return <h1 className="page-title">{title}</h1>
}

/**
 * What an in-app link does once pointed at or focused: start loading the code of the screen it leads to, so the
 * click does not wait for it. The app provides the route table's loader; without one, nothing loads early.
 */
export const PreloadScreenContext = createContext<(path: string) => void>(() => {})

/** An in-app link that keeps the chosen language in the address, and loads its screen once pointed at or focused. */
export function AppLink(props: { to: string; children: ReactNode; className?: string }) {
  const { localizedPath } = useLocale()
  const preloadScreen = useContext(PreloadScreenContext)
  const preload = () => preloadScreen(props.to)
  return (
    <Link
      href={localizedPath(props.to)}
      className={props.className}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {props.children}
    </Link>
  )
}
