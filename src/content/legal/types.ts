/**
 * The shape of the legal pages (Terms of Use and Privacy Policy), one `LegalContent` per language. The text is
 * plain: no HTML and no markdown, so a view renders headings, paragraphs and lists itself.
 *
 * Section ids are stable anchors: lowercase-kebab, unique within a document, and the same in every language,
 * in the same order, so a link to `#termination` or `#your-rights` lands on the same clause in each version.
 */

/** A paragraph, or a bulleted list whose items are plain sentences. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

export interface LegalSection {
  id: string
  heading: string
  blocks: LegalBlock[]
  subsections?: LegalSection[]
}

export interface LegalDocument {
  title: string
  /** When the document last changed, as an ISO date (YYYY-MM-DD). */
  updated: string
  intro: string
  sections: LegalSection[]
}

export interface LegalContent {
  terms: LegalDocument
  privacy: LegalDocument
  /** The heading of the table of contents, in the document's language. */
  tableOfContents: string
}
