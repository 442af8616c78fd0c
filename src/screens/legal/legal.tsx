/**
 * /legal and /privacy. The documents are long, so each language's text is its own chunk, loaded when one of
 * these pages opens in that language (the page suspends meanwhile; a failed load reaches the error boundary).
 */
import { use, type ReactNode } from 'react'
import type { LegalContent, LegalBlock, LegalDocument, LegalSection } from '../../content/legal/types'
import type { Locale } from '../../i18n/locale'
import { useText } from '../../i18n/i18n'
import { usePage } from '../../page'
import type { ScreenProps } from '../../urls/routes'
import type { MessageKey } from '../../i18n/i18n'
import { writtenDate } from '../../i18n/dates'
import { Column, PageHeading } from '../parts/page'

/** An email address in the text, without the full stop that may end its sentence. */
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

/** Plain text with each email address in it a mailto link, so a person can write from where they read. */
function withEmailLinks(text: string): ReactNode[] {
  const parts: ReactNode[] = []
  let from = 0
  for (const match of text.matchAll(EMAIL_ADDRESS)) {
    const address = match[0].replace(/\.+$/, '')
    parts.push(text.slice(from, match.index))
    parts.push(
      <a key={match.index} href={`mailto:${address}`}>
        {address}
      </a>,
    )
    from = match.index + address.length
  }
  parts.push(text.slice(from))
  return parts
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'list') {
    return (
      <ul>
        {block.items.map((item, index) => (
          <li key={index}>{withEmailLinks(item)}</li>
        ))}
      </ul>
    )
  }
  return <p>{withEmailLinks(block.text)}</p>
}

/**
 * Sections are h2, their subsections h3: a screen reader's heading list is the document's outline. Each section
 * ends with a way back to the top and its table of contents: the documents run to many screens. A section has no
 * name: a named one is a region landmark, and the page's nineteen of them buried the few landmarks a person
 * moves by (main, the contents' navigation, the header and the footer); the headings already are the outline
 * (docs/decisions/035).
 */
function Section({ section, level }: { section: LegalSection; level: 2 | 3 }) {
  const t = useText()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section>
      <Heading id={section.id}>{section.heading}</Heading>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
      {section.subsections?.map((subsection) => (
        <Section key={subsection.id} section={subsection} level={3} />
      ))}
      {level === 2 ? (
        <p className="legal__top">
          <a href={`#${TOP_ID}`}>{t('BACK_TO_TOP')}</a>
        </p>
      ) : null}
    </section>
  )
}

const TOP_ID = 'top'

/** /legal and /privacy: the document, its date, and a table of contents that links to each section. */
export function LegalView(props: { titleKey: MessageKey; document: LegalDocument; tableOfContents: string }) {
  const t = useText()
  const { locale } = usePage()
  const { document } = props
  const updated = writtenDate(document.updated, locale)
  return (
    <Column as="article" width="reading" id={TOP_ID} className="legal">
      <PageHeading titleKey={props.titleKey} />
      <p className="legal__updated">{t('LEGAL_UPDATED', { date: updated })}</p>
      <p className="lead">{document.intro}</p>
      <nav className="legal__contents" aria-labelledby="legal-contents">
        <h2 id="legal-contents">{props.tableOfContents}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <Section key={section.id} section={section} level={2} />
      ))}
    </Column>
  )
}

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
  const { locale } = usePage()
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
