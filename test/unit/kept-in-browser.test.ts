// @vitest-environment node
/**
 * What the portal keeps in the browser is declared once (src/kept-in-browser.ts, docs/decisions/031): the
 * privacy policies' cookie sections in three languages and docs/operations.md name exactly what it declares,
 * and every word it shows on the cookies page is in the catalogs. The journeys hold the browser itself to it
 * (test/support/page-guard.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { legal as enCA } from '../../src/content/legal/en-CA'
import { legal as enGB } from '../../src/content/legal/en-GB'
import { legal as frCA } from '../../src/content/legal/fr-CA'
import type { LegalContent } from '../../src/content/legal/types'
import { declarationOf, shownName, STORED } from '../../src/kept-in-browser'
import { STORED_WORDS } from '../../src/screens/cookies/cookies-words'

const root = join(import.meta.dirname, '../..')
const declared = STORED.map(shownName).sort()

/** The names a policy's cookie section lists: each item of its list starts with them, before the parenthesis. */
function listedIn(content: LegalContent): string[] {
  const section = content.privacy.sections.find((candidate) => candidate.id === 'cookies-and-analytics')
  if (section === undefined) throw new Error('no cookies-and-analytics section')
  const list = section.blocks.find((block) => block.kind === 'list')
  if (list?.kind !== 'list') throw new Error('the cookies section has no list')
  return list.items
    .flatMap((item) => (item.split(' (')[0] ?? '').split(/ and | et /))
    .map((name) => name.trim())
    .sort()
}

describe('what the portal keeps, declared once', () => {
  it.each([
    ['en-CA', enCA],
    ['fr-CA', frCA],
    ['en-GB', enGB],
  ] as const)(
    'the %s privacy policy lists exactly what src/kept-in-browser.ts declares',
    (_locale, content) => {
      expect(listedIn(content)).toEqual(declared)
    },
  )

  it('docs/operations.md lists exactly what src/kept-in-browser.ts declares', () => {
    const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8')
    const table = operations.split('## What the portal keeps in the browser')[1]?.split('\n## ')[0] ?? ''
    const names = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) =>
        [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''),
      )
      .sort()
    expect(names).toEqual(declared)
  })

  it('shows every entry in words the catalogs have', () => {
    const catalog = JSON.parse(readFileSync(join(root, 'src/locales/en-CA.json'), 'utf8')) as {
      messages: Record<string, unknown>
    }
    const ids = Object.values(STORED_WORDS).flatMap((words) => [words.purpose, words.setBy, words.lasts])
    expect(ids.filter((id) => !(id in catalog.messages))).toEqual([])
  })

  it('finds a key by its name, a family by its start, only where it is kept', () => {
    expect(declarationOf('XSRF-TOKEN', 'cookie')?.category).toBe('essential')
    expect(declarationOf('_ga_ABC123', 'cookie')?.category).toBe('analytics')
    expect(declarationOf('_gat', 'cookie')).toBeUndefined()
    expect(declarationOf('appToken', 'cookie')).toBeUndefined()
    expect(declarationOf('appToken', 'localStorage')?.category).toBe('essential')
  })
})
