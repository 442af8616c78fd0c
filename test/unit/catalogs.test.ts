// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it, expect } from 'vitest'
import { parsePo, type PoEntry } from '../support/po'

/**
 * Guards the hand-written Lingui catalogs in `src/locales/*.po`: every locale carries the same ids, each id is
 * used by the code (the code can only name ids the source catalog has: src/i18n/i18n.ts), none is
 * empty, Lingui keeps the ids as written, and ICU placeholders survive translation.
 */

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../src/locales')
const SOURCE_LOCALE = 'en-CA'
const LOCALES = ['en-CA', 'fr-CA', 'en-GB'] as const
type Locale = (typeof LOCALES)[number]

const EXPLICIT_ID_COMMENT = 'js-lingui-explicit-id'

/** Names of ICU arguments, e.g. `{year}` or `{count, plural, ...}`, sorted and without duplicates. */
function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '')
  return [...new Set(names)].sort()
}

const catalogs = Object.fromEntries(
  LOCALES.map((locale) => [locale, parsePo(path.join(LOCALES_DIR, `${locale}.po`))]),
) as Record<Locale, PoEntry[]>

const messagesOf = (locale: Locale): Map<string, string> =>
  new Map(catalogs[locale].map((entry) => [entry.id, entry.translation]))

const idsOf = (locale: Locale): Set<string> => new Set(catalogs[locale].map((entry) => entry.id))

describe('message catalogs', () => {
  it.each(LOCALES)('%s lists each id only once', (locale) => {
    const ids = catalogs[locale].map((entry) => entry.id)
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index)
    expect(duplicates, `${locale} repeats ids`).toEqual([])
  })

  it('every locale has exactly the same ids as every other locale', () => {
    const problems: string[] = []
    for (const locale of LOCALES) {
      const own = idsOf(locale)
      for (const other of LOCALES) {
        if (other === locale) continue
        const missing = [...idsOf(other)].filter((id) => !own.has(id))
        if (missing.length > 0) {
          problems.push(`${locale} lacks ids that ${other} has: ${missing.join(', ')}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('uses every id of the source catalog somewhere in the code, as a quoted id', () => {
    // Ids are SCREAMING_CASE keys, so a quoted occurrence in the code is a use; the head script's texts are read
    // from the catalogs at build time (scripts/head-script.ts).
    const root = path.resolve(import.meta.dirname, '../..')
    const files = [
      ...readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => path.join(root, 'src', file)),
      path.join(root, 'scripts/head-script.ts'),
    ]
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n')
    const unused = [...idsOf(SOURCE_LOCALE)].filter((id) => !new RegExp(`['"\`]${id}['"\`]`).test(code))
    expect(unused, `ids no code renders (remove them from every catalog): ${unused.join(', ')}`).toEqual([])
  })

  it.each(LOCALES)('%s has no empty translation', (locale) => {
    const empty = catalogs[locale].filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)
    expect(empty, `${locale} has empty translations: ${empty.join(', ')}`).toEqual([])
  })

  it.each(LOCALES)(`%s marks every entry with the ${EXPLICIT_ID_COMMENT} comment`, (locale) => {
    const unmarked = catalogs[locale]
      .filter((entry) => !entry.extractedComments.includes(EXPLICIT_ID_COMMENT))
      .map((entry) => `${entry.id} (line ${entry.line})`)
    expect(unmarked, `${locale} entries without #. ${EXPLICIT_ID_COMMENT}: ${unmarked.join(', ')}`).toEqual(
      [],
    )
  })

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))(
    `%s keeps the same {placeholders} as ${SOURCE_LOCALE}`,
    (locale) => {
      const source = messagesOf(SOURCE_LOCALE)
      const target = messagesOf(locale)
      const mismatches: string[] = []
      for (const [id, sourceText] of source) {
        const targetText = target.get(id)
        if (targetText === undefined) continue // reported by the "same ids" test
        const expected = placeholders(sourceText)
        const actual = placeholders(targetText)
        if (expected.join(',') !== actual.join(',')) {
          mismatches.push(`${id}: expected {${expected.join('}, {')}} but found {${actual.join('}, {')}}`)
        }
      }
      expect(mismatches).toEqual([])
    },
  )

  it(`fr-CA is translated: its text differs from ${SOURCE_LOCALE} for at least 90 % of the ids`, () => {
    const source = messagesOf(SOURCE_LOCALE)
    const french = messagesOf('fr-CA')
    const ids = [...source.keys()].filter((id) => french.has(id))
    const unchanged = ids.filter((id) => french.get(id) === source.get(id))
    const translatedShare = ids.length === 0 ? 0 : (ids.length - unchanged.length) / ids.length
    expect(
      translatedShare,
      `fr-CA is identical to ${SOURCE_LOCALE} for: ${unchanged.join(', ')}`,
    ).toBeGreaterThanOrEqual(0.9)
  })
})
