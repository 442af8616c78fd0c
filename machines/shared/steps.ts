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
import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventObject,
  StateValue,
} from 'xstate'
import { activeStateIds, guardOf, guardCode } from './read-machine'

export interface Step {
  /** The resting state the person was in, by id; the machine's id for the start. */
  readonly from: string
  /** The event's type; `xstate.init` for the start. */
  readonly event: string
  /**
   * The branch taken, where the event has several from this state: the guard's name as code names it
   * (`isOutcome(mustReset)`), or `otherwise` for the fallback after the guarded ones.
   */
  readonly branch?: string
  /** The field the event is about, where its transition declares its fields (`meta: { fields }`). */
  readonly field?: string
  /** The resting state reached, by id. */
  readonly to: string
}

export const START_EVENT = 'xstate.init'

/**
 * A step's name everywhere (reports, failures, exclusions): `signIn.form.editing ─user.submit [otherwise]→
 * signIn.submitting`, `signIn.form.editing ─user.leave(username)→ signIn.form.editing`.
 */
export const stepName = (step: Step): string =>
  `${step.from} ─${step.event}${step.field === undefined ? '' : `(${step.field})`}${
    step.branch === undefined ? '' : ` [${step.branch}]`
  }→ ${step.to}`

/** Whether two steps are the same: the same ends, event, branch and field. */
export const sameStep = (a: Step, b: Step): boolean => stepName(a) === stepName(b)

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

/**
 * The fields a transition's event may be about, as the machine declares them on it (`meta: { fields }`): each is
 * a step of its own, so leaving the username and leaving the password are told apart.
 */
function fieldsOf(transition: AnyTransitionDefinition): readonly string[] | null {
  const fields: unknown = (transition.meta as { fields?: unknown } | undefined)?.fields
  return Array.isArray(fields) && fields.every((field) => typeof field === 'string') ? fields : null
}

/** A transition `event` may take in a resting state, with the branch's name where there are several. */
interface Branch {
  readonly transition: AnyTransitionDefinition
  /** The node that declares it: the resting state or one of its ancestors. */
  readonly node: AnyStateNode
  readonly branch?: string
}

/**
 * The transitions `event` may take in the resting state `leaf`, in the order XState tries them: the leaf's own,
 * then each ancestor's, up to the first without a guard. Where there are several, each is named by its guard,
 * the unguarded fallback `otherwise`, and a name used twice by its place as well (`isValid#3`).
 */
function branchesOf(leaf: AnyStateNode, event: string): Branch[] {
  const candidates: { transition: AnyTransitionDefinition; node: AnyStateNode }[] = []
  for (const node of ancestorsOf(leaf)) {
    const transitions = (node.transitions.get(event) ?? []) as AnyTransitionDefinition[]
    for (const transition of reachable(transitions)) candidates.push({ transition, node })
    // An unguarded transition here is always taken: an ancestor's for the same event never runs.
    if (transitions.some((transition) => transition.guard === undefined)) break
  }
  if (candidates.length < 2) return candidates
  const named = candidates.map(({ transition }) => {
    const guard = guardOf(transition)
    return guard === null ? 'otherwise' : guardCode(guard)
  })
  return candidates.map((candidate, index) => {
    const name = named[index] ?? 'otherwise'
    const twice = named.filter((other) => other === name).length > 1
    return { ...candidate, branch: twice ? `${name}#${index + 1}` : name }
  })
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
    const events = new Set(ancestorsOf(leaf).flatMap((node) => [...node.transitions.keys()]))
    for (const event of events) {
      for (const { transition, node, branch } of branchesOf(leaf, event)) {
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
        const fields = fieldsOf(transition) ?? [undefined]
        for (const to of reached)
          for (const field of fields)
            add({
              from: leaf.id,
              event,
              ...(branch === undefined ? {} : { branch }),
              ...(field === undefined ? {} : { field }),
              to: to.id,
            })
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
  const from = restingStateOf(machine, previous.value)
  // The transition the event took, among those it may take from here (XState's own choice, read back).
  const [taken] = machine.getTransitionData(previous, event) as AnyTransitionDefinition[]
  const leaf = from.includes(' + ') ? undefined : machine.getStateNodeById(from)
  const branch =
    leaf === undefined || taken === undefined
      ? undefined
      : branchesOf(leaf, event.type).find((candidate) => candidate.transition === taken)?.branch
  const field: unknown = (event as { field?: unknown }).field
  const declaresFields = taken !== undefined && fieldsOf(taken) !== null
  return {
    from,
    event: event.type,
    ...(branch === undefined ? {} : { branch }),
    ...(declaresFields && typeof field === 'string' ? { field } : {}),
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
