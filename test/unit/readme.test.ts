import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../demo-api/accounts'
import { DEMO_LINK_FLOWS, DEMO_LINKS } from '../../demo-api/demo-links'
import { DEMO_SSO_KEYS } from '../../demo-api/sso-keys'
import { DEMO_WORKSPACE_KEYS } from '../../demo-api/workspace-keys'

const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8')

describe('the README keeps up with the demo API', () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.username))('lists the demo account %s', (username) => {
    expect(readme).toContain(`\`${username}\``)
  })

  it.each(Object.entries(DEMO_LINK_FLOWS))('lists every demo link state of %s', (flow, definition) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| ${definition.title} `))
    expect(row, `no row for ${flow}`).toBeDefined()
    const links = DEMO_LINKS.filter((link) => link.flow === flow)
    expect(row).toContain(`\`${links.find((link) => link.state === 'valid')?.path ?? ''}\``)
    for (const link of links) expect(row).toContain(`\`${link.state}\``)
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
