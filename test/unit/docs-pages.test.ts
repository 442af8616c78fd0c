/**
 * The pages that list what the code declares keep up with it: docs/demo.md lists every demo account, link flow and
 * state (its table written by `npm run demo:tables`), workspace key and single sign-on page, and
 * docs/operations.md's Configuration lists every configuration variable.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../demo-api/accounts'
import { DEMO_LINKS } from '../../demo-api/demo-links'
import { DEMO_PAGE, withTables } from '../../scripts/lib/demo-tables'
import { DEMO_SSO_KEYS } from '../../demo-api/sso-keys'
import { DEMO_WORKSPACE_KEYS } from '../../demo-api/workspace-keys'
import { CONFIG_VARIABLES } from '../../src/config'

const demo = readFileSync(DEMO_PAGE, 'utf8')
const operations = readFileSync(resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8')

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
  const start = operations.indexOf('\n## Configuration\n')
  const section = operations.slice(start, operations.indexOf('\n## ', start + 1))

  it.each(Object.values(CONFIG_VARIABLES))('lists %s under Configuration', (name) => {
    expect(section).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'))
  })
})
