/**
 * After the walks (docs/decisions/027): every step of every machine asked for, in every engine that ran, was taken
 * by the page's own flows or is excluded by a rule beside its machine; reports/paths-browser/summary.json says so
 * per engine and machine. A step taken that an exclusion names, or that the machine has not, fails too.
 */
import { expect, test } from '@playwright/test'
import { stepCoverage } from '../../machines/shared/steps'
import { browserWalks, requestedCases } from './plan'
import { foundByEngine, writeSummary } from './reports'

const machines = await browserWalks()

test('every step is taken in every engine, or excluded by a rule beside its machine', () => {
  const engines: Record<string, Record<string, unknown>> = {}
  const problems: string[] = []
  for (const [engine, found] of foundByEngine()) {
    const perMachine: Record<string, unknown> = {}
    for (const { model } of machines) {
      const { id } = model.machine
      const taken = found.flatMap((walk) =>
        walk.taken.filter((step) => step.machine === id).map(({ step }) => step),
      )
      const coverage = stepCoverage(model.machine, taken, model.excludedSteps ?? [], 'browser')
      perMachine[id] = { steps: coverage.steps, covered: coverage.covered, excluded: coverage.excluded }
      for (const step of coverage.missed) problems.push(`${engine}: ${id} never took ${step}`)
      for (const step of coverage.excludedButTaken)
        problems.push(`${engine}: ${id} took the excluded ${step}`)
      for (const step of coverage.unknown)
        problems.push(`${engine}: ${id} took ${step}, which it does not have`)
    }
    engines[engine] = perMachine
  }
  writeSummary({ engines })
  expect(Object.keys(engines), 'no engine ran a walk').not.toEqual([])
  // Cases picked by id (`--case`) cover what they cover: only all the walks must take every step.
  if (requestedCases().length === 0) expect(problems).toEqual([])
})
