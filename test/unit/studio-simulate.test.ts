// @vitest-environment node
/**
 * The studio's simulator and the test-case list against the model-based tests' own plan: every planned case
 * can be replayed in the simulator as a link, step for step into the same states, so the simulator reaches
 * every state the tests do; and the listed cases are numbered in the order the tests run them.
 */
import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { discoverPathModels } from '../../scripts/lib/path-models'
import {
  choicesAt,
  currentSnapshot,
  offeredEvents,
  replay,
  sameEvent,
  startSimulation,
} from '../../src/dev/statechart/simulate'
import { allStateIds, activeStateIds } from '../../machines/shared/read-machine'
import { caseRuns, casesCsv, casesMarkdown, testCases } from '../../machines/shared/path-cases'
import { planCases } from '../../machines/shared/path-plan'

const models = await discoverPathModels()

/** The fixture index an event has in a state: what a replay link records. */
const indexOf = (model: (typeof models)[number]['model'], snapshot: AnyMachineSnapshot, event: EventObject) =>
  offeredEvents(model, snapshot).findIndex((candidate) => sameEvent(model, candidate, event))

describe.each(models.map((found) => [found.model.machine.id, found] as const))('%s', (_id, { model }) => {
  const cases = planCases(model)

  it('replays every planned case in the simulator, into the planned state at every step', () => {
    const reached = new Set<string>()
    for (const planned of cases) {
      const startIndex = model.starts.indexOf(planned.start as (typeof model.starts)[number])
      // Each planned event is found among the fixtures of the state the simulation is in, as a tester clicking
      // through would; journeys are planned on a coarser key, so that state may differ from the planned one
      // in context the key ignores.
      const indexes: number[] = []
      for (const step of planned.path.steps.slice(1)) {
        const simulated = currentSnapshot(replay(model, model.machine, startIndex, indexes))
        indexes.push(indexOf(model, simulated, step.event))
      }
      const simulation = replay(model, model.machine, startIndex, indexes)
      expect(simulation.dropped, `case ${planned.number}`).toBe(0)
      for (const id of [...simulation.initialPassed, ...simulation.steps.flatMap((step) => step.passed)])
        reached.add(id)
      const states = [simulation.initial, ...simulation.steps.map((step) => step.snapshot)]
      states.forEach((snapshot, position) => {
        const plannedState = planned.path.steps[position]?.state as AnyMachineSnapshot
        expect(planned.key(snapshot), `case ${planned.number}, step ${position}`).toBe(
          planned.key(plannedState),
        )
        for (const id of activeStateIds(model.machine, snapshot.value)) reached.add(id)
      })
    }
    expect(new Set(allStateIds(model.machine))).toEqual(reached)
  })

  it('offers only events that take a transition, each under its own label', () => {
    const simulation = startSimulation(model, model.machine, 0)
    const choices = choicesAt(model, model.machine, currentSnapshot(simulation))
    const labels = choices.map((choice) => choice.label)
    expect(new Set(labels).size).toBe(labels.length)
    for (const choice of choices) expect(choice.transitionKeys.length).toBeGreaterThan(0)
  })

  it('lists the cases in the order the tests run them, each with every step in words', () => {
    const listed = testCases(model)
    expect(listed.map((testCase) => testCase.number)).toEqual(cases.map((planned) => planned.number))
    expect(caseRuns(listed)).toEqual(
      cases.flatMap((planned) => planned.locales.map((locale) => `${planned.number}@${locale}`)).sort(),
    )
    for (const testCase of listed) {
      for (const step of testCase.steps) {
        expect(step.action, testCase.id).not.toBe('')
        expect(step.expected, testCase.id).not.toMatch(/^\(|; \(/)
      }
    }
    const markdown = casesMarkdown(model, listed, 'source.paths.ts')
    expect(markdown).toContain(`## ${listed[0]?.id}: `)
    const csv = casesCsv(listed)
    const rows = csv.trimEnd().split('\r\n')
    expect(rows[0]).toBe('case,purpose,kind,start,languages,step,do,expect')
    expect(rows).toHaveLength(1 + listed.reduce((sum, testCase) => sum + testCase.steps.length, 0))
  })
})
