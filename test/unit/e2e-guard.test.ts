// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The guard in test/e2e/support.ts fails a test whose page requests a host outside this machine. It covers the
// whole end-to-end suite only while every spec takes its `test` from there.
const E2E = resolve(import.meta.dirname, '../e2e')

describe('the end-to-end suite', () => {
  it('runs every spec under the guard that refuses outside hosts', () => {
    const specs = readdirSync(E2E).filter((file) => file.endsWith('.spec.ts'))
    expect(specs.length).toBeGreaterThan(10)
    const unguarded = specs.filter((file) => {
      const source = readFileSync(resolve(E2E, file), 'utf8')
      const fromSupport = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'\.\/support'/.test(source)
      const fromPlaywright = /import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*'@playwright\/test'/.test(source)
      return !fromSupport || fromPlaywright
    })
    expect(unguarded).toEqual([])
  })
})
