// @vitest-environment node
/**
 * The pages that list what the code declares keep up with it: docs/demo.md lists every demo account, link flow and
 * state (its table written by `npm run demo:tables`), workspace key and single sign-on page, and
 * docs/operations.md's Configuration lists every configuration variable, and docs/development.md's Layers has a row
 * for each layer .dependency-cruiser.cjs declares, and docs/glossary.md is what `npm run glossary:docs` writes from
 * docs/glossary.json.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../demo-api/accounts'
import { DEMO_LINKS } from '../../demo-api/demo-links'
import { DEMO_PAGE, withTables } from '../../scripts/lib/demo-tables'
import { GLOSSARY_PAGE, glossaryPage, readGlossary } from '../../scripts/lib/glossary'
import { DEMO_SSO_KEYS } from '../../demo-api/sso-keys'
import { DEMO_WORKSPACE_KEYS } from '../../demo-api/workspace-keys'
import { CONFIG_VARIABLES } from '../../src/config'

const demo = readFileSync(DEMO_PAGE, 'utf8')
const operations = readFileSync(resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8')
const development = readFileSync(resolve(import.meta.dirname, '../../docs/development.md'), 'utf8')

/** The text of a page from a `## ` heading to the next. */
function section(page: string, heading: string): string {
  const start = page.indexOf(`\n## ${heading}\n`)
  if (start === -1) return ''
  const end = page.indexOf('\n## ', start + 1)
  return page.slice(start, end === -1 ? undefined : end)
}

/** The folders and files the import rules give a layer each (.dependency-cruiser.cjs writes each as `^path`). */
function layerPlaces(): string[] {
  const rules = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
    forbidden: { name: string; from: { path?: string } }[]
  }
  return rules.forbidden
    .filter((rule) => rule.name.startsWith('layer-'))
    .map((rule) => (rule.from.path ?? '').replace(/^\^/, '').replace(/\$$/, '').replace(/\\\./g, '.'))
}

describe('docs/demo.md keeps up with the demo API', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.username))('lists the demo account %s', (username) => {
    expect(demo).toContain(`\`${username}\``)
  })

  it('has the generated tables as npm run demo:tables writes them (every demo link flow and state)', async () => {
    expect(demo, 'docs/demo.md is out of date: run npm run demo:tables').toBe(await withTables(demo))
    for (const link of DEMO_LINKS) expect(demo).toContain(`\`${link.state}\``)
  })
})

describe('docs/demo.md lists every workspace key', () => {
  it.each(DEMO_WORKSPACE_KEYS.map((key) => key.path))('lists %s', (path) => {
    expect(demo).toContain(`\`${path}\``)
  })
})

describe('docs/demo.md lists every single sign-on demo page', () => {
  it.each(DEMO_SSO_KEYS.map((key) => key.path))('lists %s', (path) => {
    expect(demo).toContain(`\`${path}\``)
  })
})

describe('docs/operations.md lists every configuration variable', () => {
  const configuration = section(operations, 'Configuration')

  it.each(Object.values(CONFIG_VARIABLES))('lists %s under Configuration', (name) => {
    expect(configuration).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'))
  })
})

describe('docs/development.md has a row for every layer of the import rules', () => {
  const layers = section(development, 'Layers')

  const firstCells = [...layers.matchAll(/^\| ([^|]*?) +\|/gm)].map((row) => row[1])

  it.each(layerPlaces())('lists %s under Layers', (place) => {
    expect(firstCells).toContain(`\`${place}\``)
  })
})

describe('docs/glossary.md keeps up with docs/glossary.json', () => {
  it('is the page npm run glossary:docs writes', async () => {
    expect(
      readFileSync(GLOSSARY_PAGE, 'utf8'),
      'docs/glossary.md is out of date: run npm run glossary:docs',
    ).toBe(await glossaryPage(readGlossary()))
  })
})
