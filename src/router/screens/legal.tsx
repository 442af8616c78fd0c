/**
 * /legal and /privacy. The documents are long, so each language's text is its own chunk, loaded when one of
 * these pages opens in that language (the page suspends meanwhile; a failed load reaches the error boundary).
 */
import { use } from 'react'
import type { LegalContent } from '../../content/legal/types'
import type { Locale } from '../../i18n/locale'
import { useLocale } from '../../i18n/locale-context'
import type { ScreenProps } from '../../urls/routes'
import { LegalView } from '../../views/legal'

const DOCUMENTS = { legal: 'terms', privacy: 'privacy' } as const satisfies Record<
  ScreenProps<'legal'>['route'],
  'terms' | 'privacy'
>

const LOADERS: Record<Locale, () => Promise<{ legal: LegalContent }>> = {
  'en-CA': () => import('../../content/legal/en-CA'),
  'fr-CA': () => import('../../content/legal/fr-CA'),
  'en-GB': () => import('../../content/legal/en-GB'),
}

const loaded = new Map<Locale, Promise<LegalContent>>()

function legalContent(locale: Locale): Promise<LegalContent> {
  let content = loaded.get(locale)
  if (content === undefined) {
    content = LOADERS[locale]().then((module) => module.legal)
    loaded.set(locale, content)
    // A failed load is not kept, so the next visit tries again.
    content.catch(() => loaded.delete(locale))
  }
  return content
}

export default function LegalScreen({ route }: ScreenProps<'legal'>) {
  const { locale } = useLocale()
  const content = use(legalContent(locale))
  const document = DOCUMENTS[route]
  return (
    <LegalView
      titleKey={document === 'terms' ? 'FOOTER_TERMS' : 'FOOTER_PRIVACY'}
      document={content[document]}
      tableOfContents={content.tableOfContents}
    />
  )
}
