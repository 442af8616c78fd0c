/**
 * Steps: what a person lives through, one at a time. A step is the state they were looking at, the event (their
 * gesture, the server's answer, a delay ending) and the state they look at next. A transition declared on a parent
 * state is a step from each of its children where it can be taken, since each child is a screen of its own; states
 * left at once (`always`) are passed through, never rested in, so a step leads from one resting state to the next.
 *
 * Both halves use XState's public API only: the steps a machine has are read from its definition (`root`,
 * `states`, `transitions`, `always`, `initial`), and the steps an actor took from its inspection events
 * (`@xstate.snapshot`, with `snapshot.can`). The jsdom model tests (coverage.ts) and the browser runs through the
 * real portal (docs/decisions/027) count the same steps. Pure: no browser globals, no Node modules.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate'
import { activeStateIds } from './read-machine'

export interface Step {
  /** The resting state the person was in, by id; the machine's id for the start. */
  readonly from: string
  /** The event's type; `xstate.init` for the start. */
  readonly event: string
  /** The resting state reached, by id. */
  readonly to: string
}

export const START_EVENT = 'xstate.init'

/** A step's name everywhere (reports, failures, exclusions): `signIn.form.editing ─user.submit→ signIn.submitting`. */
export const stepName = (step: Step): string => `${step.from} ─${step.event}→ ${step.to}`

/** A state is resting when a person can be looking at it: a leaf that is not left at once. */
const isResting = (node: AnyStateNode) =>
  Object.keys(node.states).length === 0 && (node.always ?? []).length === 0

/** The states left at once (`always`), which a person passes through and never sees: steps lead past them. */
export const isPassingThrough = (node: AnyStateNode): boolean =>
  Object.keys(node.states).length === 0 && (node.always ?? []).length > 0

/** Transitions in the order XState tries them, up to the first without a guard (the ones after it never run). */
function reachable<T extends { guard?: unknown }>(transitions: readonly T[]): T[] {
  const unguarded = transitions.findIndex((transition) => transition.guard === undefined)
  return unguarded === -1 ? [...transitions] : transitions.slice(0, unguarded + 1)
}

/** The resting states entering `node` can end in: its initial child, and the states a passing-through state leads to. */
function restingStatesOf(node: AnyStateNode, seen: ReadonlySet<AnyStateNode> = new Set()): AnyStateNode[] {
  if (seen.has(node)) throw new Error(`${node.id}: states left at once lead back to themselves`)
  if (node.type === 'parallel' || node.type === 'history')
    throw new Error(`${node.id}: ${node.type} states are not read as steps yet (machines/shared/steps.ts)`)
  if (Object.keys(node.states).length > 0) {
    const initial = (node.initial?.target ?? []) as AnyStateNode[]
    return initial.flatMap((child) => restingStatesOf(child, seen))
  }
  if (isResting(node)) return [node]
  const passing = new Set([...seen, node])
  return reachable(node.always ?? []).flatMap((transition) => {
    const targets = (transition.target ?? []) as AnyStateNode[]
    if (targets.length === 0) throw new Error(`${node.id}: an eventless transition without a target`)
    return targets.flatMap((target) => restingStatesOf(target, passing))
  })
}

const isAncestorOrSelf = (ancestor: AnyStateNode, node: AnyStateNode) =>
  node.id === ancestor.id || node.id.startsWith(`${ancestor.id}.`)

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = []
  for (let current: AnyStateNode | undefined = node; current !== undefined; current = current.parent)
    chain.push(current)
  return chain
}

/** Every state node under `node`, itself included. */
function nodesUnder(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => nodesUnder(child))]
}

/**
 * Every step the machine's definition allows, whatever its guards decide: from the start to each resting state
 * it can begin in, and from each resting state, for each event it or an ancestor handles, to each resting state a
 * transition it may take leads to. Sorted by name, each once.
 */
export function machineSteps(machine: AnyStateMachine): Step[] {
  const steps = new Map<string, Step>()
  const add = (step: Step) => steps.set(stepName(step), step)
  for (const start of restingStatesOf(machine.root))
    add({ from: machine.root.id, event: START_EVENT, to: start.id })
  for (const leaf of nodesUnder(machine.root).filter(isResting)) {
    // A final state at the top ends the actor; a final state inside another would raise its parent's done event.
    if (leaf.type === 'final' && leaf.parent === machine.root) continue
    const chain = ancestorsOf(leaf)
    const events = new Set(chain.flatMap((node) => [...node.transitions.keys()]))
    for (const event of events) {
      for (const node of chain) {
        const transitions = node.transitions.get(event) ?? []
        for (const transition of reachable(transitions)) {
          const targets = (transition.target ?? []) as AnyStateNode[]
          const reached =
            targets.length === 0
              ? [leaf]
              : targets.flatMap((target) =>
                  // Without `reenter`, a target already active (the state itself, or an ancestor below the
                  // transition's own state) is not entered again: the person stays where they are.
                  !transition.reenter && isAncestorOrSelf(target, leaf) && isAncestorOrSelf(node, target)
                    ? [leaf]
                    : restingStatesOf(target),
                )
          for (const to of reached) add({ from: leaf.id, event, to: to.id })
        }
        // An unguarded transition here is always taken: an ancestor's for the same event never runs.
        if (transitions.some((transition) => transition.guard === undefined)) break
      }
    }
  }
  return [...steps.values()].sort((a, b) => stepName(a).localeCompare(stepName(b)))
}

/** The resting state a snapshot shows, by id (its leaf states joined, should a machine ever have several). */
export function restingStateOf(machine: AnyStateMachine, value: StateValue): string {
  const ids = activeStateIds(machine, value)
  return ids.filter((id) => !ids.some((other) => other !== id && other.startsWith(`${id}.`))).join(' + ')
}

/**
 * The step an actor took, from its inspection: `previous` is the snapshot before `event` (none for the start),
 * `next` the one after. An event no transition takes (`previous.can(event)` is false) is no step: the person sent
 * it and nothing happened.
 */
export function stepTaken(
  previous: AnyMachineSnapshot | undefined,
  event: EventObject,
  next: AnyMachineSnapshot,
): Step | null {
  const { machine } = next
  if (event.type === START_EVENT)
    return { from: machine.root.id, event: START_EVENT, to: restingStateOf(machine, next.value) }
  if (previous === undefined || !previous.can(event)) return null
  return {
    from: restingStateOf(machine, previous.value),
    event: event.type,
    to: restingStateOf(machine, next.value),
  }
}

/**
 * Records the steps of every root actor it inspects (pass `inspect` to `createActor`): only the flow's own
 * snapshots count, not those of the calls it invokes. `onStep` hears each step as it is taken.
 */
export class StepRecorder {
  private readonly last = new Map<string, AnyMachineSnapshot>()

  constructor(private readonly onStep: (step: Step, machineId: string) => void) {}

  readonly inspect = (inspection: {
    type: string
    rootId?: string
    actorRef: { sessionId: string }
    event?: EventObject
    snapshot?: unknown
  }): void => {
    if (inspection.type !== '@xstate.snapshot' || inspection.event === undefined) return
    const { sessionId } = inspection.actorRef
    if (sessionId !== inspection.rootId) return
    const next = inspection.snapshot as AnyMachineSnapshot
    // A machine's snapshot has its machine; an invoked promise's has none and is not the root anyway.
    if (typeof next !== 'object' || next === null || !('machine' in next)) return
    const step = stepTaken(this.last.get(sessionId), inspection.event, next)
    this.last.set(sessionId, next)
    if (step !== null) this.onStep(step, next.machine.id)
  }
}

/**
 * A step a run does not take, and why, declared beside the machine (in its oracle): a rule, never a list kept by
 * hand. `where` says which runs it holds for: `everywhere`, or only `browser` runs through the real portal (a step
 * the adapters cannot make happen over HTTP, which the jsdom runs inject).
 */
export interface StepExclusion {
  readonly why: string
  readonly where: 'everywhere' | 'browser'
  readonly applies: (step: Step) => boolean
}

export interface StepCoverage {
  steps: number
  covered: number
  excluded: { step: string; why: string }[]
  /** Steps neither taken nor excluded. */
  missed: string[]
  /** Steps an exclusion names that a run took all the same: the rule is wrong. */
  excludedButTaken: string[]
  /** Steps taken that the machine's definition does not have: the enumeration is wrong. */
  unknown: string[]
}

/** What a run's steps cover of a machine's, with the exclusions that hold where it ran. */
export function stepCoverage(
  machine: AnyStateMachine,
  taken: Iterable<string>,
  exclusions: readonly StepExclusion[],
  where: StepExclusion['where'],
): StepCoverage {
  const all = machineSteps(machine)
  const names = new Set(all.map(stepName))
  const took = new Set(taken)
  const rules = exclusions.filter((rule) => rule.where === 'everywhere' || rule.where === where)
  const ruleFor = (step: Step) => rules.find((rule) => rule.applies(step))
  const excluded: StepCoverage['excluded'] = []
  const missed: string[] = []
  const excludedButTaken: string[] = []
  let covered = 0
  for (const step of all) {
    const name = stepName(step)
    const rule = ruleFor(step)
    if (took.has(name)) {
      covered++
      if (rule !== undefined) excludedButTaken.push(name)
    } else if (rule !== undefined) excluded.push({ step: name, why: rule.why })
    else missed.push(name)
  }
  return {
    steps: all.length,
    covered,
    excluded,
    missed,
    excludedButTaken,
    unknown: [...took].filter((name) => !names.has(name)).sort(),
  }
}
