/**
 * Paths planned from the machine itself: TestModel's shortest paths (one per reachable state), plus, for
 * every transition those paths do not take, the shortest way to a state where it is enabled followed by
 * its event. Together they walk every state and every transition the event fixtures can reach.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { createActor } from 'xstate'
import { getAdjacencyMap, TestModel } from 'xstate/graph'
import { transitionKey } from './coverage'

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

export function initialSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
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
export function planSimplePaths(machine: AnyStateMachine, options: PlanOptions): PlannedPath[] {
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
