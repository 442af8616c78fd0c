import { describe, expect, it } from 'vitest'
import { legal as enCA } from '../../src/content/legal/en-CA'
import { legal as enGB } from '../../src/content/legal/en-GB'
import { legal as frCA } from '../../src/content/legal/fr-CA'
import type { LegalContent, LegalDocument, LegalSection } from '../../src/content/legal/types'

type Language = 'en-CA' | 'fr-CA' | 'en-GB'
type DocumentName = 'terms' | 'privacy'

const content: Record<Language, LegalContent> = { 'en-CA': enCA, 'fr-CA': frCA, 'en-GB': enGB }
const languages = Object.keys(content) as Language[]
const documentNames: DocumentName[] = ['terms', 'privacy']
const pairs = languages.flatMap((language) => documentNames.map((name) => [language, name] as const))

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Every section, depth first: a section, then its subsections. */
function flatten(sections: LegalSection[]): LegalSection[] {
  return sections.flatMap((section) => [section, ...flatten(section.subsections ?? [])])
}

/** The ids and nesting only, to compare the structure of two translations. */
interface OutlineEntry {
  id: string
  subsections: OutlineEntry[]
}
function outline(sections: LegalSection[]): OutlineEntry[] {
  return sections.map((section) => ({ id: section.id, subsections: outline(section.subsections ?? []) }))
}

function sectionText(section: LegalSection): string {
  const own = section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))
  return [section.heading, ...own, ...(section.subsections ?? []).map(sectionText)].join('\n')
}

function documentText(doc: LegalDocument): string {
  return [doc.title, doc.intro, ...doc.sections.map(sectionText)].join('\n')
}

function allText(language: Language): string {
  const { terms, privacy, tableOfContents } = content[language]
  return [tableOfContents, documentText(terms), documentText(privacy)].join('\n')
}

function section(language: Language, name: DocumentName, id: string): LegalSection {
  const found = flatten(content[language][name].sections).find((candidate) => candidate.id === id)
  if (found === undefined) throw new Error(`${language} ${name} has no section "${id}"`)
  return found
}

/** The sentence-level checks below match within one sentence, so a figure is tied to what it is about. */
const keyTerms: Record<Language, { invoice: RegExp; cure: RegExp; defence: RegExp }> = {
  'en-CA': {
    invoice: /invoices are due within 30 days\b/i,
    cure: /\b10 days after receiving the notice to cure\b/,
    defence: /\b30 days\b[^.]*\bassume the defence\b/,
  },
  'en-GB': {
    invoice: /invoices are due within 30 days\b/i,
    cure: /\b10 days after receiving the notice to remedy\b/,
    defence: /\b30 days\b[^.]*\bassume the defence\b/,
  },
  'fr-CA': {
    invoice: /factures sont payables dans les 30\sjours\b/i,
    cure: /\b10\sjours suivant la réception de l’avis pour remédier\b/,
    defence: /\b30\sjours\b[^.]*\bprendre en charge la défense\b/,
  },
}

describe.each(pairs)('%s %s', (language, name) => {
  const doc = content[language][name]
  const sections = flatten(doc.sections)

  it('has a title, an intro and an ISO date of last update', () => {
    expect(doc.title.trim()).not.toBe('')
    expect(doc.intro.trim()).not.toBe('')
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(new Date(`${doc.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.updated)
  })

  it('has lowercase-kebab section ids, each used once', () => {
    const ids = sections.map((candidate) => candidate.id)
    for (const id of ids) expect(id).toMatch(KEBAB)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('has a readable number of sections', () => {
    const [min, max] = name === 'terms' ? [12, 16] : [10, 14]
    expect(doc.sections.length).toBeGreaterThanOrEqual(min)
    expect(doc.sections.length).toBeLessThanOrEqual(max)
  })

  it('has no empty heading, block, list or list item', () => {
    for (const { heading, blocks } of sections) {
      expect(heading.trim()).not.toBe('')
      expect(blocks.length).toBeGreaterThan(0)
      for (const block of blocks) {
        if (block.kind === 'paragraph') expect(block.text.trim()).not.toBe('')
        else {
          expect(block.items.length).toBeGreaterThan(0)
          for (const item of block.items) expect(item.trim()).not.toBe('')
        }
      }
    }
  })

  it('is plain text, with no markup and no placeholders', () => {
    const text = documentText(doc)
    expect(text).not.toMatch(/<\/?[a-z][^>]*>|&[a-z]+;|\*\*|__|\]\(|^#|`/im)
    expect(text).not.toMatch(/\b(TBD|TODO|FIXME|XXX|lorem|ipsum)\b|\[[^\]]*\]|\{[^}]*\}/i)
    expect(text).not.toMatch(/ {2}|^\s|\s$/m)
  })
})

describe('structure across languages', () => {
  it.each(documentNames)('the %s have the same sections, nesting and order in every language', (name) => {
    const reference = outline(content['en-CA'][name].sections)
    for (const language of languages) expect(outline(content[language][name].sections)).toEqual(reference)
  })

  it.each(documentNames)('the %s carry the same date of last update in every language', (name) => {
    for (const language of languages) expect(content[language][name].updated).toBe(enCA[name].updated)
  })

  it.each(languages)('%s has a heading for the table of contents', (language) => {
    expect(content[language].tableOfContents.trim()).not.toBe('')
  })

  it('the terms and the privacy policy contain the required sections', () => {
    const terms = flatten(enCA.terms.sections).map(({ id }) => id)
    expect(terms).toEqual(
      expect.arrayContaining([
        'eligibility',
        'accounts-and-passwords',
        'acceptable-use',
        'your-content',
        'institutional-accounts',
        'fees-and-payment',
        'termination',
        'disclaimer-of-warranties',
        'limitation-of-liability',
        'indemnity',
        'changes-to-these-terms',
        'governing-law',
        'contact-us',
      ]),
    )
    const privacy = flatten(enCA.privacy.sections).map(({ id }) => id)
    expect(privacy).toEqual(
      expect.arrayContaining([
        'information-we-collect',
        'cookies-and-analytics',
        'how-we-use-information',
        'sharing-information',
        'international-transfers',
        'retention',
        'security',
        'childrens-privacy',
        'your-rights',
        'contact-us',
        'changes-to-this-policy',
      ]),
    )
  })
})

describe.each(languages)('%s terms: payment, cure and defence periods', (language) => {
  const { invoice, cure, defence } = keyTerms[language]

  it('makes invoices due within 30 days, in the fees and payment section', () => {
    expect(sectionText(section(language, 'terms', 'fees-and-payment'))).toMatch(invoice)
  })

  it('gives a party in breach 10 days after written notice to cure, in the termination section', () => {
    expect(sectionText(section(language, 'terms', 'termination'))).toMatch(cure)
  })

  it('gives the indemnifying party 30 days to assume the defence, in the indemnity section', () => {
    expect(sectionText(section(language, 'terms', 'indemnity'))).toMatch(defence)
  })
})

describe.each(languages)('%s contact details', (language) => {
  it('names the organisation and the contact addresses', () => {
    const name =
      language === 'fr-CA' ? 'Planificateur de carrière et d’études' : 'Career and Education Planner'
    expect(content[language].terms.intro).toContain(name)
    expect(content[language].privacy.intro).toContain(name)
    expect(sectionText(section(language, 'terms', 'contact-us'))).toContain('legal@example.org')
    expect(sectionText(section(language, 'privacy', 'contact-us'))).toContain('privacy@example.org')
  })

  it('says that analytics see route patterns, never tokens', () => {
    const text = sectionText(section(language, 'privacy', 'cookies-and-analytics'))
    expect(text).toMatch(
      language === 'fr-CA' ? /modèle général[^.]*jamais avec le jeton/ : /pattern[^.]*never[^.]*token/,
    )
  })
})

describe('en-CA: Canadian spelling and law', () => {
  const text = allText('en-CA')

  it('uses Canadian spellings', () => {
    for (const word of [
      /\borganization\b/,
      /\bauthorized\b/,
      /\bbehaviour\b/i,
      /\bdefence\b/,
      /\blicence\b/,
      /\bhonour\b/,
    ])
      expect(text).toMatch(word)
    for (const word of [/\borganisation/, /\bauthoris/, /\bbehavior\b/i, /\bdefense\b/, /\bhonor\b/])
      expect(text).not.toMatch(word)
  })

  it('refers to Canadian privacy law, regulators and an Ontario governing law', () => {
    expect(text).toContain('PIPEDA')
    expect(text).toContain('Law 25')
    expect(sectionText(section('en-CA', 'privacy', 'your-rights'))).toContain(
      'Office of the Privacy Commissioner of Canada',
    )
    expect(sectionText(section('en-CA', 'privacy', 'your-rights'))).toContain(
      "Commission d'accès à l'information du Québec",
    )
    expect(sectionText(section('en-CA', 'terms', 'governing-law'))).toMatch(/laws of the Province of Ontario/)
    expect(sectionText(section('en-CA', 'terms', 'fees-and-payment'))).toMatch(/Canadian dollars/)
  })
})

describe('en-GB: British spelling and UK law', () => {
  const text = allText('en-GB')

  it('uses British spellings', () => {
    for (const word of [
      /\borganisation\b/,
      /\bauthorised\b/,
      /\bbehaviour\b/i,
      /\bdefence\b/,
      /\blicence\b/,
      /\banonymise/,
    ])
      expect(text).toMatch(word)
    for (const word of [
      /\borganization/,
      /\bauthoriz/,
      /\bbehavior\b/i,
      /\bdefense\b/,
      /\banonymiz/,
      /\bcenter\b/,
    ])
      expect(text).not.toMatch(word)
  })

  it('refers to UK data protection law, the ICO and the law of England and Wales', () => {
    expect(text).toContain('UK GDPR')
    expect(text).toContain('Data Protection Act 2018')
    expect(text).not.toMatch(/PIPEDA|Privacy Commissioner of Canada|Ontario|Quebec/)
    expect(sectionText(section('en-GB', 'privacy', 'your-rights'))).toContain(
      "Information Commissioner's Office (ICO)",
    )
    expect(sectionText(section('en-GB', 'privacy', 'consent-and-legal-bases'))).toMatch(
      /legitimate interests/,
    )
    expect(sectionText(section('en-GB', 'terms', 'governing-law'))).toMatch(/law of England and Wales/)
    expect(sectionText(section('en-GB', 'terms', 'fees-and-payment'))).toMatch(/pounds sterling/)
  })
})

describe('fr-CA: Canadian French', () => {
  const text = allText('fr-CA')

  it.each(documentNames)('translates every heading of the %s', (name) => {
    const english = new Map(flatten(enCA[name].sections).map(({ id, heading }) => [id, heading]))
    expect(frCA[name].title).not.toBe(enCA[name].title)
    for (const { id, heading } of flatten(frCA[name].sections)) expect(heading).not.toBe(english.get(id))
  })

  it('says « courriel », never "email"', () => {
    expect(text).toMatch(/\bcourriel/)
    expect(text).not.toMatch(/\be-?mails?\b/i)
  })

  it('sets guillemets and high punctuation with non-breaking spaces', () => {
    expect(text).toContain('«\u00a0')
    expect(text).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/)
    expect(text).not.toMatch(/ [:;?!]/)
    expect(text).not.toMatch(/\d (jours|mois|ans|\$)/)
  })

  it('refers to Canadian and Quebec privacy law and regulators', () => {
    expect(text).toContain('LPRPDE')
    expect(text).toContain('Loi 25')
    const rights = sectionText(section('fr-CA', 'privacy', 'your-rights'))
    expect(rights).toContain('Commissariat à la protection de la vie privée du Canada')
    expect(rights).toContain('Commission d’accès à l’information du Québec')
  })
})
