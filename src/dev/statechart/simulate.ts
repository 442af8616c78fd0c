/**
 * The flow studio's simulator: a machine run on its own, step by step, with the same typed fixtures the
 * model-based tests send (machines/<flow>/<flow>.paths.ts). Steps are computed with XState's pure
 * `getMicrosteps`, so nothing is invoked and no action runs: a simulated sign-in never calls the server or
 * leaves the page. A run is a start and a list of choices (indexes into the fixtures offered at each step),
 * which is what a replay link holds.
 */
import { getInitialMicrosteps, getMicrosteps } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { PathModel } from '../../../machines/shared/path-model'
import { activeStateIds, transitionKey } from '../../../machines/shared/read-machine'

export interface Choice {
  /** Index into the fixtures offered in this state: what a replay link records. */
  index: number
  event: EventObject
  label: string
  /** The transitions this event would take here. */
  transitionKeys: string[]
}

/** The state ids a run of microsteps passed through without resting there (states left at once). */
function passedThrough(
  machine: AnyStateMachine,
  microsteps: readonly (readonly [unknown, unknown])[],
): string[] {
  const snapshots = microsteps.map(([snapshot]) => snapshot as AnyMachineSnapshot)
  const last = snapshots.at(-1)
  const resting = new Set(last ? activeStateIds(machine, last.value) : [])
  const passed = new Set(
    snapshots.slice(0, -1).flatMap((snapshot) => activeStateIds(machine, snapshot.value)),
  )
  return [...passed].filter((id) => !resting.has(id))
}

/**
 * The events the simulator offers in a state: the fixtures the model-based tests send from it, then those
 * whole journeys send that are not among them. A replay link records indexes into this list.
 */
export function offeredEvents(model: AnyPathModel, snapshot: AnyMachineSnapshot): EventObject[] {
  const events = [...model.events(snapshot)] as EventObject[]
  for (const event of (model.journeyEvents?.(snapshot) ?? []) as EventObject[])
    if (!events.some((known) => sameEvent(model, known, event))) events.push(event)
  return events
}

/**
 * Whether two fixtures are the same event. Fixtures are built afresh for each state, so identity says
 * nothing; errors serialise to `{}`, so their words tell them apart.
 */
export const sameEvent = (model: AnyPathModel, a: EventObject, b: EventObject): boolean =>
  a.type === b.type &&
  model.say(a as never) === model.say(b as never) &&
  JSON.stringify(a) === JSON.stringify(b)

interface SimulationStep {
  /** The fixture's index in the state the step was taken from: what a replay link records. */
  choiceIndex: number
  event: EventObject
  label: string
  snapshot: AnyMachineSnapshot
  taken: string[]
  /** States passed through on the way, which a snapshot never shows (states left at once). */
  passed: string[]
}

export interface Simulation {
  startIndex: number
  initial: AnyMachineSnapshot
  /** States the start passed through before resting in `initial`. */
  initialPassed: string[]
  steps: SimulationStep[]
  /** The choices the replayed link held that no longer fit the machine (a stale link), if any. */
  dropped: number
}

type AnyPathModel = PathModel<AnyStateMachine>

export function choicesAt(
  model: AnyPathModel,
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
): Choice[] {
  if (snapshot.status !== 'active') return []
  const seen = new Map<string, number>()
  return offeredEvents(model, snapshot).flatMap((event, index) => {
    const transitions = machine.getTransitionData(snapshot, event)
    if (transitions.length === 0) return []
    const said = model.say(event)
    const count = (seen.get(said) ?? 0) + 1
    seen.set(said, count)
    return [
      {
        index,
        event,
        label: count > 1 ? `${said} (${count})` : said,
        transitionKeys: transitions.map((transition) => transitionKey(transition)),
      },
    ]
  })
}

export function startSimulation(
  model: AnyPathModel,
  machine: AnyStateMachine,
  startIndex: number,
): Simulation {
  const start = model.starts[startIndex] ?? model.starts[0]
  const microsteps = getInitialMicrosteps(machine, start?.input as never)
  const initial = microsteps.at(-1)?.[0] as AnyMachineSnapshot
  return { startIndex, initial, initialPassed: passedThrough(machine, microsteps), steps: [], dropped: 0 }
}

export const currentSnapshot = (simulation: Simulation): AnyMachineSnapshot =>
  simulation.steps.at(-1)?.snapshot ?? simulation.initial

export function takeChoice(machine: AnyStateMachine, simulation: Simulation, choice: Choice): Simulation {
  const before = currentSnapshot(simulation)
  const microsteps = getMicrosteps(machine, before, choice.event as never)
  const snapshot = (microsteps.at(-1)?.[0] ?? before) as AnyMachineSnapshot
  return {
    ...simulation,
    steps: [
      ...simulation.steps,
      {
        choiceIndex: choice.index,
        event: choice.event,
        label: choice.label,
        snapshot,
        taken: choice.transitionKeys,
        passed: passedThrough(machine, microsteps),
      },
    ],
  }
}

/** Replays a link's choices from its start; a choice that does not fit ends the replay there. */
export function replay(
  model: AnyPathModel,
  machine: AnyStateMachine,
  startIndex: number,
  indexes: readonly number[],
): Simulation {
  let simulation = startSimulation(model, machine, startIndex)
  for (const [position, index] of indexes.entries()) {
    const choice = choicesAt(model, machine, currentSnapshot(simulation)).find(
      (candidate) => candidate.index === index,
    )
    if (!choice) return { ...simulation, dropped: indexes.length - position }
    simulation = takeChoice(machine, simulation, choice)
  }
  return simulation
}

/** What a replay link records. */
export const choiceIndexes = (simulation: Simulation): number[] =>
  simulation.steps.map((step) => step.choiceIndex)
