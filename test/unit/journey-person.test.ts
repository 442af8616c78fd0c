// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Tab } from '../journeys/engines/engine'
import { Person } from '../journeys/person'

const JOURNEYS = resolve(import.meta.dirname, '../journeys')

/** A tab whose engine gives the page `innerWidth` whatever width was asked for. */
function tabGiving(innerWidth: number): Tab {
  const tab: Partial<Tab> = { engine: 'webkit', resize: () => Promise.resolve(innerWidth) }
  return tab as Tab
}

describe('a journey’s person', () => {
  it('fails a journey at 320 px whose page is not 320 px wide, naming both widths', async () => {
    const person = new Person(tabGiving(447), 'http://localhost:4180')
    await expect(person.resize(320)).rejects.toThrow(
      "asked webkit for a window 320 px wide; the page's innerWidth is 447 px",
    )
  })

  it('goes on when the page is as wide as asked', async () => {
    await expect(new Person(tabGiving(320), 'http://localhost:4180').resize(320)).resolves.toBe(320)
  })
})

describe('the journeys', () => {
  const files = readdirSync(JOURNEYS).filter((file) => file.endsWith('.journey.ts'))
  const source = (file: string) => readFileSync(resolve(JOURNEYS, file), 'utf8')

  it('all run under the guard and in a demo run of their own: each takes `journey` from journey.ts, or a fixture extending it', () => {
    expect(files.length).toBeGreaterThan(10)
    // Helpers beside the journeys that extend `journey` with fixtures of their own (faulty-server.ts).
    const extending = readdirSync(JOURNEYS)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.journey.ts'))
      .filter((file) => /\bjourney\.extend\b/.test(source(file)))
      .map((file) => `./${file.replace(/\.ts$/, '')}`)
    expect(extending).not.toEqual([])
    const unguarded = files.filter((file) => {
      const text = source(file)
      const fromJourney = /import\s*\{[^}]*\bjourney\b[^}]*\}\s*from\s*'\.\/journey'/.test(text)
      const fromExtension = extending.some((module) => text.includes(`from '${module}'`))
      return !(fromJourney || fromExtension) || /from\s*'@playwright\/test'/.test(text)
    })
    expect(unguarded).toEqual([])
  })

  it('read the demo from Node only through the person, in the journey’s demo run', () => {
    const steps = readdirSync(JOURNEYS).filter((file) => file.endsWith('.ts') && file !== 'person.ts')
    expect(steps.filter((file) => /\bfetch\(/.test(source(file)))).toEqual([])
  })
})
