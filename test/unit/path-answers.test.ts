// @vitest-environment node
/**
 * The HTTP answer a browser walk queues for each of a path model's outcomes (test/paths-browser/flows/*.world.ts)
 * is one the real adapter reads back into that outcome, its addresses moved into the run's world; an unexpected
 * failure's status is one the adapter refuses (docs/decisions/027). Every outcome any planned case sends is tried.
 */
import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { planCases } from '../../machines/shared/path-plan'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { findExports } from '../../scripts/lib/find-exports'
import { discoverPathModels } from '../../scripts/lib/path-models'
import { failureAnswer, inThisRun, isWorld, type WalkState } from '../paths-browser/world'

const ORIGIN = 'http://portal.test'
const models = await discoverPathModels()
const worlds = await findExports('test/paths-browser/flows', '.world.ts', isWorld)

/** The outcome as the run's portal sees it: every address of the path model's world moved into the run's. */
function inRun(value: unknown): unknown {
  if (typeof value === 'string') return inThisRun(value, ORIGIN)
  if (Array.isArray(value)) return value.map(inRun)
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inRun(inner)]))
  return value
}

describe.each(models.map((found) => [found.model.machine.id, found] as const))('%s', (_id, { model }) => {
  const world = worlds.find(({ value }) => value.machine === model.machine)?.value
  /** Each answer any planned case gives, with the snapshots around it and its start. */
  const answers = planCases(model).flatMap((planned) =>
    planned.path.steps.flatMap((step, index) => {
      const invoke = /^xstate\.(done|error)\.actor\.(.+)$/.exec(step.event.type)?.[2]
      if (invoke === undefined) return []
      const before = planned.path.steps[index - 1]?.state as AnyMachineSnapshot
      const walk = {
        start: planned.start,
        before,
        after: step.state,
        origin: ORIGIN,
        locale: 'en-CA',
      } as const
      return [{ invoke, event: step.event as EventObject & { output?: unknown; error?: unknown }, walk }]
    }),
  )

  it('answers each outcome so that the adapter reads it back', () => {
    const wrong: string[] = []
    for (const { invoke, event, walk } of answers) {
      const call = world?.calls[invoke]
      if (call?.read === undefined || !event.type.startsWith('xstate.done.')) continue
      const answer = call.answer(event.output, walk as unknown as WalkState)
      // No answer gives it: the walks leave it out, and the path model excludes its step from browser runs.
      if (answer === null) continue
      if ('network' in answer) {
        wrong.push(`${invoke}: ${JSON.stringify(event.output)} is answered by a network failure`)
        continue
      }
      let read: unknown
      try {
        read = call.read({ status: answer.status, body: answer.json ?? answer.text ?? '' }, walk)
      } catch (error) {
        read = `refused: ${String(error)}`
      }
      const expected = inRun(event.output)
      if (JSON.stringify(read) !== JSON.stringify(expected))
        wrong.push(`${invoke}: ${JSON.stringify(expected)} came back as ${JSON.stringify(read)}`)
    }
    expect(wrong).toEqual([])
  })

  it('answers each unexpected failure with a status the adapter refuses, or none at all', () => {
    for (const { invoke, event, walk } of answers) {
      if (!event.type.startsWith('xstate.error.')) continue
      const answer = failureAnswer(event.error)
      const read = world?.calls[invoke]?.read
      if ('network' in answer || read === undefined) continue
      expect(() => read({ status: answer.status, body: answer.json ?? '' }, walk)).toThrow(
        UnexpectedResponseError,
      )
    }
  })
})
