/**
 * Paths planned from the machine itself: TestModel's shortest paths (one per reachable state), and walks: long
 * paths that together take every step a person can live through (machines/shared/steps.ts) and every guarded
 * branch of every event's transitions, each walk from a start to where the flow ends or no step is left, with as
 * few walks (page loads, in a browser) as a greedy plan finds. The walks are what the browser runs through the
 * real portal (docs/decisions/027); both kinds run in jsdom.
 */
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, createActor } from 'xstate'
import { getAdjacencyMap, TestModel } from 'xstate/graph'
import { activeStateIds, transitionKey } from './read-machine'
import { stepName, stepTaken, type Step, type StepExclusion } from './steps'
import { RequestTimeoutError } from './calls'

export interface PlannedPath {
  /** Snapshots after each event; the first entry is the initial snapshot (event `xstate.init`). */
  steps: { event: EventObject; state: AnyMachineSnapshot }[]
  /**
   * shortest: TestModel's shortest path to a state; walk: a long path taking steps no earlier walk took; simple: a
   * whole journey without repeating a state, ending where the flow ends.
   */
  kind: 'shortest' | 'walk' | 'simple'
  /**
   * A walk that takes no step its model excludes from browser runs (`excludedSteps`, where `browser`): the real
   * portal can run it. The other walks take what only jsdom can make happen, and only jsdom runs them.
   */
  throughThePortal?: boolean
}

export interface PlanOptions {
  input: unknown
  events: (snapshot: AnyMachineSnapshot) => readonly EventObject[]
  serializeState: (snapshot: AnyMachineSnapshot) => string
}

/** The snapshot a machine starts in with `input`, its actor not started. */
export function initialSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
  return createActor(machine, { input }).getSnapshot() as AnyMachineSnapshot
}

export function shortestPaths(machine: AnyStateMachine, options: PlanOptions): PlannedPath[] {
  const fromState = initialSnapshot(machine, options.input)
  const traversal = {
    fromState,
    events: options.events,
    serializeState: (snapshot: AnyMachineSnapshot) => options.serializeState(snapshot),
  }
  const model = new TestModel(machine, traversal as never)
  return model.getShortestPaths(traversal as never).map((path) => ({
    kind: 'shortest',
    steps: path.steps.map((step) => ({ event: step.event, state: step.state as AnyMachineSnapshot })),
  }))
}

/**
 * What taking `event` in `before` covers: the step, and each transition it takes by its key (the guarded branch).
 * Nothing when no transition takes the event.
 */
export function coveredBy(
  before: AnyMachineSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
): { step: Step | null; transitions: string[] } {
  const step = stepTaken(before, event, after)
  if (step === null) return { step, transitions: [] }
  return {
    step,
    transitions: before.machine
      .getTransitionData(before, event)
      .map((transition) => transitionKey(transition)),
  }
}

/** The step and transitions of a path's steps, by name, and the states it shows. */
function itemsOf(machine: AnyStateMachine, path: PlannedPath): Set<string> {
  const items = new Set<string>()
  path.steps.forEach((step, index) => {
    for (const id of activeStateIds(machine, step.state.value)) items.add(`state:${id}`)
    const before = path.steps[index - 1]?.state
    const taken = before === undefined ? null : coveredBy(before, step.event, step.state)
    const first = index === 0 ? stepTaken(undefined, step.event, step.state) : null
    for (const found of [taken?.step, first]) if (found) items.add(`step:${stepName(found)}`)
    for (const key of taken?.transitions ?? []) items.add(`transition:${key}`)
  })
  return items
}

/** A time-out makes a browser run wait out a time limit: a walk takes one only where nothing else will do. */
const costOf = (event: EventObject) =>
  'error' in event && (event as { error?: unknown }).error instanceof RequestTimeoutError ? 20 : 1

interface Edge {
  event: EventObject
  to: string
  step: Step
  items: string[]
  cost: number
}

interface Graph {
  start: string
  nodes: Map<string, { state: AnyMachineSnapshot; edges: Edge[] }>
}

/** Every state the fixtures reach from the input, with each event that takes a step there. */
function graphOf(machine: AnyStateMachine, options: PlanOptions): Graph {
  const fromState = initialSnapshot(machine, options.input)
  const traversal = { fromState, events: options.events, serializeState: options.serializeState }
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    {
      state: AnyMachineSnapshot
      transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>
    }
  >
  const nodes: Graph['nodes'] = new Map()
  for (const [key, node] of Object.entries(adjacency)) {
    const edges: Edge[] = []
    for (const { event, state } of Object.values(node.transitions)) {
      const { step, transitions } = coveredBy(node.state, event, state)
      if (step === null) continue
      edges.push({
        event,
        to: options.serializeState(state),
        step,
        items: [`step:${stepName(step)}`, ...transitions.map((transition) => `transition:${transition}`)],
        cost: costOf(event),
      })
    }
    nodes.set(key, { state: node.state, edges })
  }
  return { start: options.serializeState(fromState), nodes }
}

/** A walk ends after this many steps at most, so a failure in a browser is found without reading a novel. */
const WALK_LIMIT = 60

/**
 * Walks from the start that take every step and transition in `wanted` not yet `covered` (which they add to),
 * never taking a step `avoid` refuses: from where the walk is, the cheapest way to the nearest edge that covers
 * something new, again and again; a walk that can go nowhere new ends, and the next starts from the start.
 */
function walksFrom(
  graph: Graph,
  covered: Set<string>,
  avoid: (step: Step) => boolean,
  throughThePortal: boolean,
): PlannedPath[] {
  const walks: PlannedPath[] = []
  const stateOf = (key: string) => graph.nodes.get(key)?.state as AnyMachineSnapshot
  let steps: PlannedPath['steps'] = []
  let at = graph.start
  // Opening the flow is a step too: a start no walk has opened gets one, even if nothing can happen after it.
  const init = { type: 'xstate.init' }
  const opening = stepTaken(undefined, init, stateOf(graph.start))
  const openingItem = opening === null ? null : `step:${stepName(opening)}`
  // A start whose very opening the run cannot make happen has no walk of this kind.
  if (opening !== null && avoid(opening)) return walks
  let opensAnew = false
  for (;;) {
    if (steps.length === 0) {
      steps = [{ event: init, state: stateOf(graph.start) }]
      opensAnew = openingItem !== null && !covered.has(openingItem)
      if (openingItem !== null) covered.add(openingItem)
    }
    // Dijkstra from where the walk is; `via` keeps the edge each node was reached by.
    const distance = new Map<string, number>([[at, 0]])
    const via = new Map<string, { from: string; edge: Edge }>()
    const done = new Set<string>()
    for (;;) {
      let next: string | undefined
      for (const [key, value] of distance)
        if (!done.has(key) && (next === undefined || value < (distance.get(next) ?? Infinity))) next = key
      if (next === undefined) break
      done.add(next)
      for (const edge of graph.nodes.get(next)?.edges ?? []) {
        if (avoid(edge.step)) continue
        const through = (distance.get(next) ?? 0) + edge.cost
        if (through < (distance.get(edge.to) ?? Infinity)) {
          distance.set(edge.to, through)
          via.set(edge.to, { from: next, edge })
        }
      }
    }
    let best: { from: string; edge: Edge; cost: number; gain: number } | undefined
    for (const [key, reach] of distance) {
      for (const edge of graph.nodes.get(key)?.edges ?? []) {
        if (avoid(edge.step)) continue
        const gain = edge.items.filter((item) => !covered.has(item)).length
        if (gain === 0) continue
        const cost = reach + edge.cost
        if (best === undefined || cost < best.cost || (cost === best.cost && gain > best.gain))
          best = { from: key, edge, cost, gain }
      }
    }
    if (best === undefined || steps.length - 1 >= WALK_LIMIT) {
      if (steps.length > 1 || opensAnew) walks.push({ kind: 'walk', steps, throughThePortal })
      if (best === undefined && at === graph.start) return walks
      steps = []
      at = graph.start
      continue
    }
    const route: Edge[] = [best.edge]
    for (let key = best.from; key !== at;) {
      const back = via.get(key)
      if (back === undefined) break
      route.unshift(back.edge)
      key = back.from
    }
    for (const edge of route) {
      steps.push({ event: edge.event, state: stateOf(edge.to) })
      for (const item of edge.items) covered.add(item)
    }
    at = best.edge.to
  }
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

/**
 * A few of `paths` (greedily, by the states each shows for the steps it takes) that together show every state any
 * of them does: enough to see every screen in another language. The steps are taken in the first language, and the
 * browser walks take them all again in French and British English (decision 027).
 */
function coveringPaths(machine: AnyStateMachine, paths: PlannedPath[]): PlannedPath[] {
  const candidates = paths.map((path) => ({
    path,
    reaches: [...itemsOf(machine, path)].filter((item) => item.startsWith('state:')),
  }))
  const uncovered = new Set(candidates.flatMap((candidate) => candidate.reaches))
  const chosen: PlannedPath[] = []
  while (uncovered.size > 0) {
    let best = candidates[0]
    let bestWorth = 0
    for (const candidate of candidates) {
      const gain = candidate.reaches.filter((item) => uncovered.has(item)).length
      const worth = gain / candidate.path.steps.length
      if (worth > bestWorth) {
        best = candidate
        bestWorth = worth
      }
    }
    if (!best || bestWorth === 0) break
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
  excludedSteps?: readonly StepExclusion[]
}

/**
 * Every case the model-based run executes, in order: for each start, its shortest paths and its walks (the
 * covering ones in every language), then the whole journeys. `npm run paths -- --list` and the studio list
 * exactly these, and the browser runs the walks through the real portal.
 *
 * Walks are planned over every start before any is numbered: first those the real portal can run, from each start
 * in turn, each taking only what earlier walks did not; then, for what is left, those only jsdom can run.
 */
export function planCases(model: PlannableModel): PlannedCase[] {
  const plans = model.starts.map((start) => ({
    start,
    options: { input: start.input, events: model.events, serializeState: model.serializeState },
  }))
  const graphs = plans.map(({ options }) => graphOf(model.machine, options))
  const covered = new Set<string>()
  const exclusions = model.excludedSteps ?? []
  const outsideThePortal = (step: Step) =>
    exclusions.some((rule) => rule.where === 'browser' && rule.applies(step))
  const portalWalks = graphs.map((graph) => walksFrom(graph, covered, outsideThePortal, true))
  const otherWalks = graphs.map((graph) => walksFrom(graph, covered, () => false, false))

  const cases: PlannedCase[] = []
  const add = (
    start: PlannedCase['start'],
    path: PlannedPath,
    locales: ModelLocale[],
    key: PlannedCase['key'],
  ) => cases.push({ number: cases.length + 1, start, path, locales, key })
  plans.forEach(({ start, options }, index) => {
    const paths = [
      ...shortestPaths(model.machine, options),
      ...(portalWalks[index] ?? []),
      ...(otherWalks[index] ?? []),
    ]
    const covering = new Set(coveringPaths(model.machine, paths))
    for (const path of paths)
      add(start, path, covering.has(path) ? [...MODEL_LOCALES] : ['en-CA'], model.serializeState)
    // Journeys are planned on the coarser key, so each planned step stands for every state with that key.
    const journeyKey = model.journeyKey ?? model.serializeState
    const journeys = planSimplePaths(model.machine, {
      ...options,
      events: model.journeyEvents ?? model.events,
      serializeState: journeyKey,
    })
    for (const path of journeys) add(start, path, ['en-CA'], journeyKey)
  })
  return cases
}
