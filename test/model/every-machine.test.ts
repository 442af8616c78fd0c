import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const machineFiles = readdirSync(resolve(root, 'machines'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace(/\\/g, '/'))

describe('every machine is walked by the model-based tests', () => {
  it('finds the machines', () => {
    expect(machineFiles.length).toBeGreaterThan(0)
  })

  it.each(machineFiles)('%s has a model test with fixtures and view expectations', (file) => {
    const flow = file.split('/').at(-1)?.replace('.machine.ts', '')
    const modelTest = `test/model/${flow}.model.test.tsx`
    expect(
      existsSync(resolve(root, modelTest)),
      `machines/${file} has no model test: add ${modelTest} with describeFlowModel(), typed event and actor-outcome fixtures and an expectation for each state`,
    ).toBe(true)
  })
})
