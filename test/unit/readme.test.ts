import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../demo-api/accounts'
import { DEMO_LINKS } from '../../demo-api/demo-links'
import { withTables } from '../../scripts/lib/readme-tables'
import { DEMO_SSO_KEYS } from '../../demo-api/sso-keys'
import { DEMO_WORKSPACE_KEYS } from '../../demo-api/workspace-keys'
import { CONFIG_VARIABLES } from '../../src/config'

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')

describe('the README keeps up with the demo API', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.username))('lists the demo account %s', (username) => {
    expect(readme).toContain(`\`${username}\``)
  })

  it('has the generated tables as npm run readme:tables writes them (every demo link flow and state)', async () => {
    expect(readme, 'README.md is out of date: run npm run readme:tables').toBe(await withTables(readme))
    for (const link of DEMO_LINKS) expect(readme).toContain(`\`${link.state}\``)
  })
})

describe('the README lists every workspace key', () => {
  it.each(DEMO_WORKSPACE_KEYS.map((key) => key.path))('lists %s', (path) => {
    expect(readme).toContain(`\`${path}\``)
  })
})

describe('the README lists every single sign-on demo page', () => {
  it.each(DEMO_SSO_KEYS.map((key) => key.path))('lists %s', (path) => {
    expect(readme).toContain(`\`${path}\``)
  })
})

describe('the README lists every configuration variable', () => {
  const section = readme.slice(readme.indexOf('\n## Configuration\n'), readme.indexOf('\n## Architecture\n'))

  it.each(Object.values(CONFIG_VARIABLES))('lists %s under Configuration', (name) => {
    expect(section).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'))
  })
})
