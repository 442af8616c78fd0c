/**
 * After the walks (docs/decisions/027): in every engine the run asked for (all three in `npm test`), every step of
 * every machine was checked (planned by a walk, taken exactly there, its state's oracle passed right after, and
 * the walk passed) or is excluded by a rule beside its machine; and every delay the walks take was seen to run for
 * its real length once, the calls' time limit in Chromium only. reports/paths-browser/summary.json says so per
 * engine and machine: `steps`, `covered`, `excluded` with the reason, and `unchecked`, the steps the page took
 * that no walk checked, listed apart and never counted. A step checked that an exclusion names, or that the
 * machine has not, fails too; so does an engine that reported nothing.
 */
import { expect, test } from '@playwright/test'
import { stepCoverage } from '../../machines/shared/steps'
import { browserWalks, requestedCases, requestedEngines } from './plan'
import { foundByEngine, writeSummary } from './reports'
import { API_TIME_LIMIT, delaysOf, REAL_TIME_LIMIT_ENGINE } from './walk'

const machines = await browserWalks()

/** The delays the walks let elapse, by machine and name, and the calls' time limit where a walk waits it out. */
const delaysWalked = [
  ...new Set(
    machines.flatMap(({ model, walks }) => walks.flatMap(({ planned }) => delaysOf(model, planned))),
  ),
].sort()

test('every step is checked in every engine, or excluded by a rule beside its machine', () => {
  const engines: Record<string, unknown> = {}
  const realTime: Record<string, unknown> = {}
  const problems: string[] = []
  const found = foundByEngine()
  for (const engine of requestedEngines()) {
    const walks = found.get(engine) ?? []
    if (walks.length === 0) {
      problems.push(`${engine}: no walk reported anything`)
      continue
    }
    const perMachine: Record<string, unknown> = {}
    for (const { model } of machines) {
      const { id } = model.machine
      const checked = walks
        .filter((walk) => walk.passed)
        .flatMap((walk) => walk.checked.filter((step) => step.machine === id).map(({ step }) => step))
      const coverage = stepCoverage(model.machine, checked, model.excludedSteps ?? [], 'browser')
      const covered = new Set(checked)
      const seen = walks.flatMap((walk) =>
        walk.seen.filter((step) => step.machine === id).map(({ step }) => step),
      )
      const unchecked = [...new Set(seen)].filter((step) => !covered.has(step)).sort()
      perMachine[id] = {
        steps: coverage.steps,
        covered: coverage.covered,
        excluded: coverage.excluded,
        unchecked,
      }
      for (const step of coverage.missed) problems.push(`${engine}: ${id} never checked ${step}`)
      for (const step of coverage.excludedButTaken)
        problems.push(`${engine}: ${id} checked the excluded ${step}`)
      for (const step of stepCoverage(model.machine, seen, [], 'browser').unknown)
        problems.push(`${engine}: ${id} took ${step}, which it does not have`)
    }
    const seenInRealTime = walks.flatMap((walk) => walk.realTime)
    for (const delay of delaysWalked) {
      // The calls' time limit runs out for its served length in one engine only (walk.ts).
      if (delay === API_TIME_LIMIT && engine !== REAL_TIME_LIMIT_ENGINE) continue
      if (!seenInRealTime.some((seen) => seen.delay === delay))
        problems.push(`${engine}: ${delay} was never seen to run in real time`)
    }
    engines[engine] = perMachine
    realTime[engine] = seenInRealTime
  }
  writeSummary({ engines, realTime })
  // Cases picked by id (`--case`) cover what they cover: only all the walks must check every step.
  if (requestedCases().length === 0) expect(problems).toEqual([])
  else expect(problems.filter((problem) => problem.endsWith('reported anything'))).toEqual([])
})
