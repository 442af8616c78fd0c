/**
 * Paths planned from the machine itself: TestModel's shortest paths (one per reachable state), plus, for
 * every transition those paths do not take, the shortest way to a state where it is enabled followed by
 * its event. Together they walk every state and every transition the event fixtures can reach.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { createActor } from 'xstate'
import { getAdjacencyMap, TestModel } from 'xstate/graph'
import { activeStateIds, transitionKey } from './read-machine'

export interface PlannedPath {
  /** Snapshots after each event; the first entry is the initial snapshot (event `xstate.init`). */
  steps: { event: EventObject; state: AnyMachineSnapshot }[]
  /**
   * shortest: TestModel's shortest path to a state; transition: the shortest way to take a transition the
   * shortest paths miss; simple: a whole journey without repeating a state, ending where the flow ends.
   */
  kind: 'shortest' | 'transition' | 'simple'
}

export interface PlanOptions {
  input: unknown
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[]
  serializeState: (snapshot: AnyMachineSnapshot) => string
}

function initialSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
  return createActor(machine, { input }).getSnapshot() as AnyMachineSnapshot
}

export function planPaths(machine: AnyStateMachine, options: PlanOptions): PlannedPath[] {
  const fromState = initialSnapshot(machine, options.input)
  const traversal = {
    fromState,
    events: options.events,
    serializeState: (snapshot: AnyMachineSnapshot) => options.serializeState(snapshot),
  }
  const model = new TestModel(machine, traversal as never)
  const shortest: PlannedPath[] = model.getShortestPaths(traversal as never).map((path) => ({
    kind: 'shortest',
    steps: path.steps.map((step) => ({ event: step.event, state: step.state as AnyMachineSnapshot })),
  }))

  // Breadth-first over the adjacency map gives the shortest route to every serialized state.
  type Node = {
    state: AnyMachineSnapshot
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>
  }
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    Node | undefined
  >
  const startKey = options.serializeState(fromState)
  const routes = new Map<string, PlannedPath['steps']>([
    [startKey, [{ event: { type: 'xstate.init' }, state: fromState }]],
  ])
  const queue = [startKey]
  const edges: { from: string; event: EventObject; to: AnyMachineSnapshot }[] = []
  while (queue.length > 0) {
    const key = queue.shift() as string
    const node = adjacency[key]
    if (!node) continue
    for (const { event, state } of Object.values(node.transitions)) {
      edges.push({ from: key, event, to: state })
      const nextKey = options.serializeState(state as AnyMachineSnapshot)
      if (!routes.has(nextKey)) {
        routes.set(nextKey, [...(routes.get(key) ?? []), { event, state: state as AnyMachineSnapshot }])
        queue.push(nextKey)
      }
    }
  }

  const covered = new Set<string>()
  const cover = (steps: PlannedPath['steps']) => {
    for (let index = 1; index < steps.length; index++) {
      const before = steps[index - 1]?.state
      const step = steps[index]
      if (!before || !step) continue
      for (const transition of machine.getTransitionData(before, step.event))
        covered.add(transitionKey(transition))
    }
  }
  shortest.forEach((path) => cover(path.steps))

  const extra: PlannedPath[] = []
  for (const edge of edges) {
    const from = adjacency[edge.from]?.state as AnyMachineSnapshot | undefined
    const route = routes.get(edge.from)
    if (!from || !route) continue
    const keys = machine.getTransitionData(from, edge.event).map((transition) => transitionKey(transition))
    if (keys.every((key) => covered.has(key))) continue
    const steps = [...route, { event: edge.event, state: edge.to }]
    cover(steps)
    extra.push({ kind: 'transition', steps })
  }
  return [...shortest, ...extra]
}

/**
 * Every simple path (no state visited twice) from the start to a final state: the complete journeys a
 * person can take. Machines without final states (menus, loaders) get all their simple paths.
 */
function planSimplePaths(machine: AnyStateMachine, options: PlanOptions): PlannedPath[] {
  const fromState = initialSnapshot(machine, options.input)
  const hasFinal = Object.values(machine.root.states).some((node) => node.type === 'final')
  const traversal = {
    fromState,
    events: options.events,
    serializeState: (snapshot: AnyMachineSnapshot) => options.serializeState(snapshot),
    ...(hasFinal ? { toState: (snapshot: AnyMachineSnapshot) => snapshot.status === 'done' } : {}),
  }
  const model = new TestModel(machine, traversal as never)
  return model.getSimplePaths(traversal as never).map((path) => ({
    kind: 'simple',
    steps: path.steps.map((step) => ({ event: step.event, state: step.state as AnyMachineSnapshot })),
  }))
}

export function describePath(path: PlannedPath): string {
  const events = path.steps
    .slice(1)
    .map((step) => {
      const { type, ...rest } = step.event
      const detail = 'output' in rest ? (rest.output as { kind?: string } | undefined)?.kind : undefined
      const value = 'value' in rest ? JSON.stringify(rest.value) : undefined
      return `${type.replace(/^xstate\.(done|error)\.actor\./, '$1:')}${detail ? `(${detail})` : value ? `(${value})` : ''}`
    })
    .join(' → ')
  const last = path.steps.at(-1)?.state
  return `reaches ${JSON.stringify(last?.value)} via ${events || 'start'}`
}

/** The states a path shows and the transitions it takes. */
function reachedBy(machine: AnyStateMachine, path: PlannedPath): Set<string> {
  const reached = new Set<string>()
  path.steps.forEach((step, index) => {
    for (const id of activeStateIds(machine, step.state.value)) reached.add(`state:${id}`)
    const before = path.steps[index - 1]?.state
    if (!before) return
    for (const transition of machine.getTransitionData(before, step.event)) {
      reached.add(`transition:${transitionKey(transition)}`)
    }
  })
  return reached
}

/**
 * The fewest of `paths` (greedily) that together reach every state and take every transition all of them do:
 * enough to walk a machine completely in another language without repeating every combination of values.
 */
function coveringPaths(machine: AnyStateMachine, paths: PlannedPath[]): PlannedPath[] {
  const candidates = paths.map((path) => ({ path, reaches: reachedBy(machine, path) }))
  const uncovered = new Set(candidates.flatMap((candidate) => [...candidate.reaches]))
  const chosen: PlannedPath[] = []
  while (uncovered.size > 0) {
    let best = candidates[0]
    let bestGain = 0
    for (const candidate of candidates) {
      let gain = 0
      for (const item of candidate.reaches) if (uncovered.has(item)) gain++
      if (gain > bestGain) {
        best = candidate
        bestGain = gain
      }
    }
    if (!best || bestGain === 0) break
    chosen.push(best.path)
    for (const item of best.reaches) uncovered.delete(item)
  }
  return chosen
}

/** The languages the model-based tests render in; the first walks every planned path. */
export const MODEL_LOCALES = ['en-CA', 'fr-CA', 'en-GB'] as const
type ModelLocale = (typeof MODEL_LOCALES)[number]

/** One path the model-based tests run: a test case, numbered in the order it runs. */
export interface PlannedCase {
  number: number
  start: { label: string; input: unknown }
  path: PlannedPath
  /** The languages it runs in: every path in the first, the covering ones in all three. */
  locales: ModelLocale[]
  /** How its states are told apart: journeys use the model's coarser journey key. */
  key: (snapshot: AnyMachineSnapshot) => string
}

interface PlannableModel {
  machine: AnyStateMachine
  starts: { label: string; input: unknown }[]
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[]
  serializeState: (snapshot: AnyMachineSnapshot) => string
  journeyKey?: (snapshot: AnyMachineSnapshot) => string
  journeyEvents?: (snapshot: AnyMachineSnapshot) => readonly EventObject[]
}

/**
 * Every case the model-based run executes, in order: for each start, every planned path (the covering ones in
 * every language), then the whole journeys. `npm run paths -- --list` and the studio list exactly these.
 */
export function planCases(model: PlannableModel): PlannedCase[] {
  const cases: PlannedCase[] = []
  const add = (
    start: PlannedCase['start'],
    path: PlannedPath,
    locales: ModelLocale[],
    key: PlannedCase['key'],
  ) => cases.push({ number: cases.length + 1, start, path, locales, key })
  for (const start of model.starts) {
    const plan = { input: start.input, events: model.events, serializeState: model.serializeState }
    const paths = planPaths(model.machine, plan)
    const covering = new Set(coveringPaths(model.machine, paths))
    for (const path of paths)
      add(start, path, covering.has(path) ? [...MODEL_LOCALES] : ['en-CA'], model.serializeState)
    // Journeys are planned on the coarser key, so each planned step stands for every state with that key.
    const journeyKey = model.journeyKey ?? model.serializeState
    const journeys = planSimplePaths(model.machine, {
      ...plan,
      events: model.journeyEvents ?? model.events,
      serializeState: journeyKey,
    })
    for (const path of journeys) add(start, path, ['en-CA'], journeyKey)
  }
  return cases
}
