// @vitest-environment node
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { discoverMachines } from '../../scripts/lib/machine-docs'
import { discoverPathModels } from '../../scripts/lib/path-models'

const root = resolve(import.meta.dirname, '../..')
const machines = await discoverMachines()
const pathModels = await discoverPathModels()

describe('every machine is walked by the model-based tests', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(0)
  })

  it.each(machines)('$file has a path model beside it', ({ flow, file, machine }) => {
    const beside = `machines/${flow}/${flow}.paths.ts`
    expect(
      pathModels.filter(({ model }) => model.machine === machine).map((found) => found.file),
      `${file} has no path model: add ${beside} with definePathModel(), its typed event and actor-outcome fixtures, and what each state shows`,
    ).toEqual([beside])
  })

  it.each(machines)('$file has a model test with fixtures and view expectations', ({ flow, file }) => {
    const modelTest = `test/model/${flow}.model.test.tsx`
    expect(
      existsSync(resolve(root, modelTest)),
      `${file} has no model test: add ${modelTest} with describeFlowModel(), typed event and actor-outcome fixtures and an expectation for each state`,
    ).toBe(true)
  })

  it('has a path model only for a machine that exists', () => {
    const found = new Set(machines.map(({ machine }) => machine))
    expect(pathModels.filter(({ model }) => !found.has(model.machine)).map(({ file }) => file)).toEqual([])
  })
})
