/**
 * Every text a person reads, held to its market (docs/decisions/032-native-text-in-each-market.md): each message of
 * the three catalogs, the legal pages, the cookies page's words and the text of every prerendered page, as the
 * build renders it (src/prerender/render.tsx) from the catalogs. For each language: no word the glossary forbids
 * (docs/glossary.json); its typography (French: ’ and a no-break space, U+00A0, before : ; ? ! and inside « »,
 * 1er for the first of a month; English: ' and no no-break space); each thing the legal pages and the messages both
 * name, named the same way. Across languages: each message with the same ICU values and the same markup.
 */
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findAvoided, phrasePattern, readGlossary, type GlossaryLanguage } from '../../scripts/lib/glossary'
import { legal as enCA } from '../../src/content/legal/en-CA'
import { legal as enGB } from '../../src/content/legal/en-GB'
import { legal as frCA } from '../../src/content/legal/fr-CA'
import type { LegalContent, LegalSection } from '../../src/content/legal/types'
import { i18n } from '../../src/i18n/i18n'
import { documentTitle, renderPage } from '../../src/prerender/render'
import { PLACEHOLDER_MARK, PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from '../../src/prerender/pages'
import { STORED_WORDS } from '../../src/screens/cookies/cookies-words'
import { compiledCatalog } from '../support/render'
import { parsePo } from '../support/po'

type Language = GlossaryLanguage
const LANGUAGES: readonly Language[] = ['en-CA', 'en-GB', 'fr-CA']

/** Words a person reads, in one language, and where they are. */
interface Text {
  language: Language
  where: string
  text: string
}

const glossary = readGlossary()

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Map(
      parsePo(resolve(import.meta.dirname, `../../src/locales/${language}.po`)).map((entry) => [
        entry.id,
        entry.translation,
      ]),
    ),
  ]),
) as Record<Language, Map<string, string>>

/** The header's toggle speaks the other language: its words are held to that language's rules. */
const TOGGLE_KEYS = new Set(['LANGUAGE_TOGGLE', 'LANGUAGE_TOGGLE_LABEL'])
const otherLanguage = (language: Language): Language => (language === 'fr-CA' ? 'en-CA' : 'fr-CA')

/** The markup of a message, as a person never reads it: tags out, a block's end as a line's. */
const withoutMarkup = (message: string) =>
  message.replace(/<\/(?:p|li|ul|ol|h2|h3)>|<br\s*\/?>/g, '\n').replace(/<[^>]*>/g, '')

/**
 * A message as a person reads it: each value as a stand-in word, each branch of a plural or a select as a line of
 * its own, with `#` as a number.
 */
function readable(message: string): string {
  let at = 0
  const body = (inPlural: boolean): string => {
    let out = ''
    while (at < message.length && message[at] !== '}') {
      const char = message[at] ?? ''
      if (char === '{') {
        at += 1
        out += argument()
      } else {
        out += inPlural && char === '#' ? '1' : char
        at += 1
      }
    }
    return out
  }
  const argument = (): string => {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*,?)?\s*/.exec(message.slice(at))
    if (head === null) throw new Error(`An unreadable ICU argument in: ${message}`)
    at += head[0].length
    if (head[2] === undefined) {
      at += 1 // the closing brace
      return 'X'
    }
    const branches: string[] = []
    while (message[at] !== '}') {
      const selector = /^\s*[=\w]+\s*\{/.exec(message.slice(at))
      if (selector === null) break
      at += selector[0].length
      branches.push(body(head[2] === 'plural' || head[2] === 'selectordinal'))
      at += 1
      at += /^\s*/.exec(message.slice(at))?.[0].length ?? 0
    }
    at += 1
    return branches.join('\n')
  }
  return body(false)
}

/** The ICU values of a message with their kind (`name`, `count:plural`), in branches too, sorted. */
function values(message: string): string[] {
  const found = [...withoutMarkup(message).matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)].map((match) =>
    match[2] === undefined ? (match[1] ?? '') : `${match[1] ?? ''}:${match[2]}`,
  )
  return [...new Set(found)].sort()
}

/** The tags of a message, in order, with their attributes' names: `<a href>`, `</a>`. */
const markup = (message: string): string[] =>
  [...message.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*)>/gi)].map(
    ([, close, tag, attributes]) =>
      `<${close ?? ''}${tag ?? ''}${[...(attributes ?? '').matchAll(/([a-z-]+)=/gi)].map((a) => ` ${a[1] ?? ''}`).join('')}>`,
  )

function catalogTexts(): Text[] {
  return LANGUAGES.flatMap((language) =>
    [...catalogs[language]].map(([id, message]) => ({
      language: TOGGLE_KEYS.has(id) ? otherLanguage(language) : language,
      where: `src/locales/${language}.po ${id}`,
      text: readable(withoutMarkup(message)),
    })),
  )
}

const LEGAL: Record<Language, LegalContent> = { 'en-CA': enCA, 'en-GB': enGB, 'fr-CA': frCA }

function legalTexts(): Text[] {
  const ofSection = (language: Language, where: string, section: LegalSection): Text[] => [
    { language, where: `${where}#${section.id}`, text: section.heading },
    ...section.blocks.flatMap((block) =>
      (block.kind === 'paragraph' ? [block.text] : block.items).map((text) => ({
        language,
        where: `${where}#${section.id}`,
        text,
      })),
    ),
    ...(section.subsections ?? []).flatMap((subsection) => ofSection(language, where, subsection)),
  ]
  return LANGUAGES.flatMap((language) => {
    const content = LEGAL[language]
    return [
      { language, where: `src/content/legal/${language}.ts`, text: content.tableOfContents },
      ...(['terms', 'privacy'] as const).flatMap((name) => {
        const where = `src/content/legal/${language}.ts ${name}`
        const document = content[name]
        return [
          { language, where, text: document.title },
          { language, where, text: document.intro },
          ...document.sections.flatMap((section) => ofSection(language, where, section)),
        ]
      }),
    ]
  })
}

/** What the cookies page says of each thing the portal keeps (src/screens/cookies/cookies-words.ts), in each language. */
function cookiesPageTexts(): Text[] {
  return LANGUAGES.flatMap((language) =>
    Object.entries(STORED_WORDS).flatMap(([name, words]) =>
      Object.values(words).map((id) => {
        const message = catalogs[language].get(id)
        if (message === undefined)
          throw new Error(`${language} has no ${id}, which the cookies page says of ${name}`)
        return { language, where: `cookies page, ${name}: ${id}`, text: readable(message) }
      }),
    ),
  )
}

const BLOCKS = new Set(
  'address article aside blockquote button dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header label legend li main nav ol option p section select summary table td th tr ul'.split(
    ' ',
  ),
)
const SKIPPED = new Set(['script', 'style', 'svg', 'template', 'noscript'])
const READ_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'aria-description']

/** The words of a rendered page: one text per block, and each attribute a person hears, in its element's language. */
function pageTexts(html: string, language: Language, where: string): Text[] {
  const texts: Text[] = []
  const page = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const languageOf = (lang: string | null, inherited: Language): Language => {
    if (lang === null) return inherited
    if (lang.startsWith('fr')) return 'fr-CA'
    return language === 'fr-CA' ? 'en-CA' : language.startsWith('en') ? language : 'en-CA'
  }
  let line = ''
  let lineLanguage = language
  const end = () => {
    const text = line.replace(new RegExp(`${PLACEHOLDER_MARK}[\\w-]*`, 'g'), '').trim()
    if (text !== '') texts.push({ language: lineLanguage, where, text })
    line = ''
  }
  const walk = (node: Node, inherited: Language) => {
    if (node.nodeType === node.TEXT_NODE) {
      line += node.textContent ?? ''
      return
    }
    if (node.nodeType !== node.ELEMENT_NODE) return
    const element = node as Element
    const tag = element.tagName.toLowerCase()
    if (SKIPPED.has(tag)) return
    const own = languageOf(element.getAttribute('lang'), inherited)
    for (const name of READ_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value !== null && value.trim() !== '')
        texts.push({ language: own, where: `${where} [${name}]`, text: value })
    }
    const breaks = BLOCKS.has(tag) || own !== inherited
    if (breaks) end()
    const before = lineLanguage
    lineLanguage = own
    for (const child of node.childNodes) walk(child, own)
    if (breaks) end()
    lineLanguage = before
  }
  walk(page.body, language)
  end()
  return texts
}

let prerendered: Text[] = []
const activeBefore = { locale: i18n.locale, messages: i18n.messages }

beforeAll(async () => {
  for (const language of PRERENDERED_LANGUAGES) {
    const messages = compiledCatalog(language.locale) as Parameters<typeof renderPage>[2]
    for (const page of PRERENDERED_PAGES) {
      // The build renders each page with a DOM for DOMPurify; here the test's own window is one.
      const html = await renderPage(
        page.renderedAt(language),
        language,
        messages,
        window,
        new Date().getFullYear(),
      )
      const where = `prerendered ${language.locale} ${page.id}`
      const texts = pageTexts(html, language.locale, where)
      const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent
      if (heading !== undefined && heading !== null)
        texts.push({ language: language.locale, where: `${where} <title>`, text: documentTitle(heading) })
      prerendered.push(...texts)
    }
  }
}, 60_000)

afterAll(() => {
  // Files share a worker (vite.config.ts): the language the render activated is put back.
  if (activeBefore.locale !== undefined && activeBefore.locale !== '')
    i18n.loadAndActivate({ locale: activeBefore.locale, messages: activeBefore.messages })
  prerendered = []
})

const allTexts = (): Text[] => [...catalogTexts(), ...legalTexts(), ...cookiesPageTexts(), ...prerendered]
const textsIn = (language: Language) => allTexts().filter((text) => text.language === language)

const FRENCH_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'
const FRENCH_UNITS = 'ans?|mois|jours?|heures?|minutes?|secondes?|caractères?|\\$|%'

/** What is wrong with the typography of a French text (decision 032). */
function frenchTypography(text: string): string[] {
  const problems: string[] = []
  if (text.includes("'")) problems.push('a straight apostrophe: French writes ’')
  if (/[‘“”"]/.test(text)) problems.push('English quotation marks: French writes « »')
  if (text.includes('\u202f')) problems.push('a narrow no-break space: the convention is U+00A0')
  for (const match of text.matchAll(/[:;?!]/g)) {
    const at = match.index
    const before = text[at - 1] ?? ''
    const after = text[at + 1] ?? ''
    if (/\d/.test(before) && /\d/.test(after)) continue // a time or a ratio
    if (match[0] === ':' && after === '/') continue // an address's scheme
    if (/[:;?!]/.test(before)) continue
    if (before !== '\u00a0')
      problems.push(
        `“${match[0]}” after ${before === ' ' ? 'a breaking space' : `“${before}”`}: a no-break space`,
      )
  }
  if (/«(?!\u00a0)/.test(text)) problems.push('« without a no-break space after it')
  if (/(?<!\u00a0)»/.test(text)) problems.push('» without a no-break space before it')
  if (new RegExp(`\\d[ \\u202f](?:${FRENCH_UNITS})(?![\\p{L}])`, 'u').test(text))
    problems.push('a number and its unit without a no-break space')
  if (new RegExp(`(?<![\\d\\p{L}])1[\\s\\u00a0](?:${FRENCH_MONTHS})`, 'iu').test(text))
    problems.push('the first of a month without its ordinal: 1er')
  return problems
}

/** What is wrong with the typography of an English text (decision 032). */
function englishTypography(text: string): string[] {
  const problems: string[] = []
  if (/[’‘“”]/.test(text)) problems.push('curly quotation marks: English here writes \' and "')
  if (/[\u00a0\u202f]/.test(text)) problems.push('a no-break space: English has none')
  if (/[ \t](?=[:;?!])/.test(text)) problems.push('a space before : ; ? or !')
  return problems
}

const quoted = (text: string) => JSON.stringify(text.length > 140 ? `${text.slice(0, 140)}…` : text)

describe('every text a person reads, held to its market', () => {
  it('reads every prerendered page in each of its languages', () => {
    for (const language of PRERENDERED_LANGUAGES)
      for (const page of PRERENDERED_PAGES)
        expect(
          prerendered.some((text) => text.where.startsWith(`prerendered ${language.locale} ${page.id}`)),
          `${language.locale} ${page.id}`,
        ).toBe(true)
  })

  it.each(LANGUAGES)('%s uses no word the glossary forbids there', (language) => {
    const problems: string[] = []
    for (const text of textsIn(language))
      for (const idea of glossary.ideas)
        for (const avoided of idea.terms[language].avoid) {
          const found = findAvoided(avoided, text.text)
          if (found !== null)
            problems.push(`${text.where}: ${quoted(found)}: not “${avoided.words}”: ${avoided.why}`)
        }
    expect([...new Set(problems)]).toEqual([])
  })

  it.each(LANGUAGES)('%s is set in its typography', (language) => {
    const check = language === 'fr-CA' ? frenchTypography : englishTypography
    const problems = textsIn(language).flatMap((text) =>
      check(text.text).map((problem) => `${text.where}: ${quoted(text.text)}: ${problem}`),
    )
    expect([...new Set(problems)]).toEqual([])
  })

  it.each(LANGUAGES)('%s names each thing the same way in the legal pages and the messages', (language) => {
    const problems: string[] = []
    const texts = textsIn(language)
    for (const name of glossary.names) {
      const canonical = name.names[language]
      const capitalised = canonical.charAt(0).toUpperCase() + canonical.slice(1)
      const lowered = canonical.charAt(0).toLowerCase() + canonical.slice(1)
      if (name.key !== undefined && catalogs[language].get(name.key) !== canonical)
        problems.push(
          `${name.key} says ${quoted(catalogs[language].get(name.key) ?? '')}, not ${quoted(canonical)}`,
        )
      const pattern = new RegExp(phrasePattern(canonical, false), 'giu')
      for (const text of texts) {
        for (const match of text.text.matchAll(pattern))
          if (match[0] !== capitalised && match[0] !== lowered)
            problems.push(`${text.where}: ${quoted(match[0])}, not ${quoted(canonical)}`)
        for (const alias of name.aliases?.[language] ?? [])
          if (new RegExp(phrasePattern(alias, false), 'iu').test(text.text))
            problems.push(`${text.where}: ${quoted(alias)}: the name is ${quoted(canonical)}`)
      }
    }
    expect([...new Set(problems)]).toEqual([])
  })

  it('gives each message the same ICU values and the same markup in every language', () => {
    const problems: string[] = []
    for (const [id, source] of catalogs['en-CA'])
      for (const language of LANGUAGES.filter((other) => other !== 'en-CA')) {
        const message = catalogs[language].get(id)
        if (message === undefined) continue // test/unit/catalogs.test.ts says so
        if (values(message).join() !== values(source).join())
          problems.push(
            `${language} ${id}: values ${values(message).join(', ')}, en-CA ${values(source).join(', ')}`,
          )
        if (markup(message).join('') !== markup(source).join(''))
          problems.push(
            `${language} ${id}: markup ${markup(message).join('')}, en-CA ${markup(source).join('')}`,
          )
      }
    expect(problems).toEqual([])
  })
})

describe('the readings the checks rely on', () => {
  it('reads a message as a person does: values as words, branches as lines, tags out', () => {
    expect(
      readable(
        withoutMarkup('<p>Hi <strong>{name}</strong>: {n, plural, one {# item} other {# items}}.</p>'),
      ),
    ).toBe('Hi X: 1 item\n1 items.\n')
    expect(values('{name} and {n, plural, one {# {other}} other {#}}')).toEqual(['n:plural', 'name', 'other'])
    expect(markup('<p>a <a href="{url}">b</a></p>')).toEqual(['<p>', '<a href>', '</a>', '</p>'])
  })

  it('finds a forbidden word whole, in any case and either apostrophe, but not inside a phrase that is right', () => {
    const avoided = { words: 'utilisateur', except: ['nom d’utilisateur'], why: '' }
    expect(findAvoided(avoided, 'Votre nom d\u2019utilisateur')).toBeNull()
    expect(findAvoided(avoided, "Votre nom d'utilisateur")).toBeNull()
    expect(findAvoided(avoided, 'Les Utilisateurs du service')).not.toBeNull()
    expect(findAvoided({ words: 'log in', why: '' }, 'Blog in spring')).toBeNull()
    expect(findAvoided({ words: 'log in', why: '' }, 'Log\u00a0in now')).not.toBeNull()
  })

  it('holds French and English to their typography', () => {
    expect(
      frenchTypography('Erreur\u00a0: «\u00a0Bonjour\u00a0» à 10:30, le 1er\u00a0mars, 8\u00a0caractères'),
    ).toEqual([])
    expect(frenchTypography("l'école ; vraiment? oui\u202f! « non »")).toHaveLength(7)
    expect(frenchTypography('le 1 novembre 2026, 8 caractères')).toHaveLength(2)
    expect(englishTypography("Don't: it's fine; really?")).toEqual([])
    expect(englishTypography('Don’t : really\u00a0?')).toHaveLength(3)
  })
})

/** The words of a compiled message (src/locales/*.json), without its values' names. */
function compiledWords(parts: unknown): string[] {
  if (typeof parts === 'string') return [parts]
  if (!Array.isArray(parts)) return []
  return parts.flatMap((part: unknown) => {
    if (typeof part === 'string') return [part]
    if (Array.isArray(part) && typeof part[2] === 'object' && part[2] !== null)
      return Object.values(part[2] as Record<string, unknown>).flatMap(compiledWords)
    return []
  })
}

it('renders the pages from compiled catalogs that hold the words of the .po files read here', () => {
  const stale: string[] = []
  for (const language of LANGUAGES) {
    const compiled = compiledCatalog(language)
    for (const [id, message] of catalogs[language])
      if (!compiledWords(compiled[id]).every((words) => message.includes(words)))
        stale.push(`${language} ${id}`)
  }
  expect(stale, 'src/locales/*.json are older than the .po files: run npm run i18n:compile').toEqual([])
})
