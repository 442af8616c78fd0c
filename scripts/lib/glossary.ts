/**
 * The glossary (docs/glossary.json): for each idea that recurs in what the portal says, the words each market uses
 * and the words it must not, with where that comes from; and the things every text names the same way. The test
 * that holds every text to it (test/unit/native-text.test.ts) reads it, and `npm run glossary:docs` writes
 * docs/glossary.md from it, which a test keeps up to date (docs/decisions/032-native-text-in-each-market.md).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'

const GLOSSARY_LANGUAGES = ['en-CA', 'en-GB', 'fr-CA'] as const
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number]

/** A word or phrase a market must not use, and why. */
export interface Avoided {
  /** As a person reads it: matched whole, in any case, with either apostrophe, its last word with or without s or x. */
  readonly words: string
  /** Where `words` cannot say it: a regular expression (flags `iu`), matched instead of `words`. */
  readonly pattern?: string
  /** Phrases that hold the words and are right (`nom d’utilisateur`): matched as `words` are, and left out first. */
  readonly except?: readonly string[]
  readonly why: string
}

interface Usage {
  /** The words to use, the first the usual one. */
  readonly use: readonly string[]
  readonly avoid: readonly Avoided[]
  /** Where the choice comes from: a source's title, and the entry in it. */
  readonly source: string
  readonly note?: string
}

interface Idea {
  readonly id: string
  /** What the words name. */
  readonly idea: string
  /** The name the spec, the code and the API give it, which stays as it is: never what a person reads. */
  readonly identifier?: string
  readonly terms: Readonly<Record<GlossaryLanguage, Usage>>
}

/** A thing the messages and the legal pages both name: the same words everywhere, in each language. */
interface Name {
  readonly id: string
  readonly what: string
  /** The catalog message that names it, whose text is the name. */
  readonly key?: string
  /** Its name in each language; the first letter is capitalised only where a sentence or a heading starts. */
  readonly names: Readonly<Record<GlossaryLanguage, string>>
  /** Other names for it, which no text may use. */
  readonly aliases?: Readonly<Partial<Record<GlossaryLanguage, readonly string[]>>>
}

interface Source {
  readonly title: string
  readonly url?: string
}

export interface Glossary {
  readonly sources: readonly Source[]
  readonly ideas: readonly Idea[]
  readonly names: readonly Name[]
}

const GLOSSARY_FILE = resolve(import.meta.dirname, '../../docs/glossary.json')
export const GLOSSARY_PAGE = resolve(import.meta.dirname, '../../docs/glossary.md')

export function readGlossary(): Glossary {
  const glossary = JSON.parse(readFileSync(GLOSSARY_FILE, 'utf8')) as Glossary
  for (const idea of glossary.ideas)
    for (const language of GLOSSARY_LANGUAGES)
      if (idea.terms[language] === undefined)
        throw new Error(`docs/glossary.json: ${idea.id} has no ${language}`)
  for (const name of glossary.names)
    for (const language of GLOSSARY_LANGUAGES)
      if (name.names[language] === undefined)
        throw new Error(`docs/glossary.json: ${name.id} has no ${language}`)
  return glossary
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A phrase as a pattern: whole words, either apostrophe, any spaces between its words (a no-break space too), and,
 * when `plural`, an s or an x after its last word.
 */
export function phrasePattern(phrase: string, plural: boolean): string {
  const body = phrase
    .trim()
    .split(/\s+/)
    .map((word) => escape(word).replace(/['’]/g, "['’]"))
    .join('[\\s\\u00a0]+')
  return `(?<![\\p{L}\\p{N}_])${body}${plural && /\p{L}$/u.test(phrase) ? '(?:s|x)?' : ''}(?![\\p{L}\\p{N}_])`
}

/** Where an avoided word is in `text`, once the phrases that may hold it are left out, or null. */
export function findAvoided(avoided: Avoided, text: string): string | null {
  let left = text
  for (const phrase of avoided.except ?? [])
    left = left.replace(new RegExp(phrasePattern(phrase, true), 'giu'), (found) => ' '.repeat(found.length))
  const pattern = new RegExp(avoided.pattern ?? phrasePattern(avoided.words, true), 'iu')
  const match = pattern.exec(left)
  return match === null ? null : text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30)
}

const LANGUAGE_NAMES: Record<GlossaryLanguage, string> = {
  'en-CA': 'Canadian English (en-CA)',
  'en-GB': 'UK English (en-GB)',
  'fr-CA': 'Canadian French (fr-CA)',
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

function ideaSection(idea: Idea): string {
  const rows = GLOSSARY_LANGUAGES.map((language) => {
    const usage = idea.terms[language]
    const avoid = usage.avoid.map((avoided) => `${avoided.words} (${avoided.why})`).join('; ')
    const source = usage.note === undefined ? usage.source : `${usage.source}. ${usage.note}`
    return `| ${language} | ${cell(usage.use.join(', '))} | ${cell(avoid === '' ? '–' : avoid)} | ${cell(source)} |`
  })
  return [
    `### ${idea.idea}`,
    ...(idea.identifier === undefined ? [] : [`In the spec, the code and the API: \`${idea.identifier}\`.`]),
    '',
    '| Language | Use | Do not use (why) | Source |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

function namesTable(names: readonly Name[]): string {
  const rows = names.map((name) => {
    const key = name.key === undefined ? '–' : `\`${name.key}\``
    const inEach = GLOSSARY_LANGUAGES.map((language) => {
      const aliases = name.aliases?.[language] ?? []
      return cell(name.names[language] + (aliases.length === 0 ? '' : ` (not: ${aliases.join(', ')})`))
    })
    return `| ${cell(name.what)} | ${key} | ${inEach.join(' | ')} |`
  })
  return [
    `| Thing | Message | ${GLOSSARY_LANGUAGES.join(' | ')} |`,
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n')
}

/** docs/glossary.md as `npm run glossary:docs` writes it, formatted as Prettier formats the file. */
export async function glossaryPage(glossary: Glossary): Promise<string> {
  const page = [
    '# Glossary',
    '',
    '<!-- Written by `npm run glossary:docs` from docs/glossary.json: change that file, then run it. -->',
    '',
    'The words each market reads for the ideas that recur in the portal, the words it must not read, and where each',
    'choice comes from. Product names and the spec’s user types stay identifiers in the code and the API; what a',
    'person reads is the word of their market. `test/unit/native-text.test.ts` holds every message of the three',
    'catalogs, the legal pages, the cookies page and the prerendered pages to it, with the typography of',
    '[decision 032](decisions/032-native-text-in-each-market.md).',
    '',
    `The languages: ${GLOSSARY_LANGUAGES.map((language) => LANGUAGE_NAMES[language]).join(', ')}. A word to avoid`,
    'is found whole, in any case and with either apostrophe, with or without a plural s or x; the phrases listed',
    'beside it in docs/glossary.json that hold it and are right are left out first.',
    '',
    '## Ideas',
    '',
    glossary.ideas.map(ideaSection).join('\n\n'),
    '',
    '## Names',
    '',
    'Each thing that the messages and the legal pages both name is named the same way in every text of a language,',
    'its first letter capitalised only where a sentence or a heading starts; its other names are used nowhere.',
    '',
    namesTable(glossary.names),
    '',
    '## Sources',
    '',
    ...glossary.sources.map((source) =>
      source.url === undefined ? `- ${source.title}` : `- [${source.title}](${source.url})`,
    ),
    '',
  ].join('\n')
  return format(page, { ...(await resolveConfig(GLOSSARY_PAGE)), filepath: GLOSSARY_PAGE })
}
