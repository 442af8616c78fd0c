// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const JOURNEYS = resolve(import.meta.dirname, '../journeys')

describe('the journeys', () => {
  const files = readdirSync(JOURNEYS).filter((file) => file.endsWith('.journey.ts'))
  const source = (file: string) => readFileSync(resolve(JOURNEYS, file), 'utf8')

  it('all run under the guard and in a demo run of their own: each takes `journey` from journey.ts', () => {
    expect(files.length).toBeGreaterThan(10)
    const unguarded = files.filter((file) => {
      const text = source(file)
      const fromJourney = /import\s*\{[^}]*\bjourney\b[^}]*\}\s*from\s*'\.\/journey'/.test(text)
      return !fromJourney || /from\s*'@playwright\/test'/.test(text)
    })
    expect(unguarded).toEqual([])
  })

  it('read the demo from Node only through the person, in the journey’s demo run', () => {
    const steps = readdirSync(JOURNEYS).filter((file) => file.endsWith('.ts') && file !== 'person.ts')
    expect(steps.filter((file) => /\bfetch\(/.test(source(file)))).toEqual([])
  })
})
