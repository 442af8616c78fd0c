// @vitest-environment node
/**
 * What the browser walks read beside each machine (docs/decisions/027), checked before any browser starts: every
 * machine has an oracle that says what each state a person can rest in shows, in words the catalogs have; every
 * exclusion rule excludes a step the machine has; and every machine has a world in test/paths-browser/flows/ that
 * opens each of its starts, makes each of its person's events happen and answers each of its calls. The answers
 * themselves are read back through the real adapters in path-answers.test.ts.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate'
import { catalogIdsOf, isOracle, screenOf, type PathSoFar } from '../../machines/shared/oracle'
import { planCases } from '../../machines/shared/path-plan'
import { stateNodes } from '../../machines/shared/read-machine'
import { machineSteps, restingStateOf, stepName } from '../../machines/shared/steps'
import { findExports } from '../../scripts/lib/find-exports'
import { discoverPathModels } from '../../scripts/lib/path-models'
import { isWorld } from '../paths-browser/world'

const models = await discoverPathModels()
const oracles = await findExports('machines', '.paths.ts', isOracle)
const worlds = await findExports('test/paths-browser/flows', '.world.ts', isWorld)

/** The ids the source catalog has: an oracle's words must be among them. */
const CATALOG_IDS = new Set(
  [
    ...readFileSync(resolve(import.meta.dirname, '../../src/locales/en-CA.po'), 'utf8').matchAll(
      /^msgid "(.+)"$/gm,
    ),
  ].map(([, id]) => id),
)

/** States a person can be looking at: leaves not left at once. */
const restingStates = (machine: AnyStateMachine) =>
  stateNodes(machine.root)
    .filter((node: AnyStateNode) => Object.keys(node.states).length === 0 && (node.always ?? []).length === 0)
    .map((node) => node.id)

describe.each(models.map((found) => [found.model.machine.id, found] as const))(
  '%s',
  (_id, { flow, model }) => {
    const oracle = oracles.find(({ value }) => value.machine === model.machine)
    const world = worlds.find(({ value }) => value.machine === model.machine)
    const cases = planCases(model)
    /** Every point of every planned path: the oracle is asked about each, as the browser would ask. */
    const points = cases.flatMap((planned) =>
      planned.path.steps.map((step, index) => ({
        state: step.state,
        path: {
          start: planned.start,
          events: planned.path.steps.slice(1, index + 1).map(({ event }) => event),
        } satisfies PathSoFar,
      })),
    )

    it(`has an oracle in machines/${flow}/${flow}.paths.ts with a screen for each resting state`, () => {
      expect(oracle, `add an oracle (defineOracle) to machines/${flow}/${flow}.paths.ts`).toBeDefined()
      expect(Object.keys(oracle?.value.screens ?? {}).sort()).toEqual(restingStates(model.machine).sort())
    })

    it('says in words the en-CA catalog has, at every point of every planned path', () => {
      const missing = new Set<string>()
      for (const { state, path } of points) {
        const resting = restingStateOf(model.machine, state.value)
        if (oracle === undefined) continue
        const screen = screenOf(oracle.value, resting, path)
        for (const id of catalogIdsOf(screen ?? {}))
          if (!CATALOG_IDS.has(id)) missing.add(`${resting}: ${id}`)
      }
      expect([...missing]).toEqual([])
    })

    it('excludes with each of its rules a step the machine has', () => {
      const steps = machineSteps(model.machine)
      for (const rule of model.excludedSteps ?? [])
        expect(steps.filter(rule.applies).map(stepName), rule.why).not.toEqual([])
    })

    it(`has a world (test/paths-browser/flows/${flow}.world.ts) for every start, gesture and call`, () => {
      expect(world, `add test/paths-browser/flows/${flow}.world.ts`).toBeDefined()
      const { starts = {}, gestures = {}, calls = {} } = world?.value ?? {}
      expect(Object.keys(starts).sort()).toEqual(model.starts.map((start) => start.label).sort())
      const events = new Set(
        cases.flatMap((planned) => planned.path.steps.map(({ event }: { event: EventObject }) => event.type)),
      )
      const personal = [...events].filter((type) => type.startsWith('user.'))
      expect(personal.filter((type) => !(type in gestures))).toEqual([])
      const invoked = stateNodes(model.machine.root).flatMap((node) => node.invoke.map((invoke) => invoke.id))
      expect(Object.keys(calls).sort()).toEqual([...new Set(invoked)].sort())
    })
  },
)
