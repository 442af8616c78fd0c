/**
 * What a run covered of a machine, measured from what its running actor did, read with XState's public
 * inspection (`@xstate.snapshot`: the snapshot after each event), not from the graph the paths were planned on:
 * the states it showed, the steps it took (machines/shared/steps.ts) and the transition each event took (its
 * guarded branch, `machine.getTransitionData` on the snapshot before the event). The browser runs through the real
 * portal count the same steps (docs/decisions/027).
 */
import type { AnyMachineSnapshot, AnyStateMachine, InspectionEvent } from 'xstate'
import { coveredBy } from './path-plan'
import { activeStateIds, stateNodes, transitionsOf } from './read-machine'
import { isPassingThrough, stepCoverage, stepName, stepTaken, type StepExclusion } from './steps'

/** The transitions an event takes, by key: every machine's transitions but the eventless ones (steps count those). */
const eventTransitionKeys = (machine: AnyStateMachine): string[] =>
  stateNodes(machine.root).flatMap((node) =>
    transitionsOf(node)
      .filter((transition) => transition.eventType !== '')
      .map((transition) => transition.key),
  )

/** The states a person can be in: every state but those passed through at once, which steps lead past. */
const shownStateIds = (machine: AnyStateMachine): string[] =>
  stateNodes(machine.root)
    .filter((node) => !isPassingThrough(node))
    .map((node) => node.id)

export class Coverage {
  readonly states = new Set<string>()
  readonly steps = new Set<string>()
  readonly transitions = new Set<string>()
  readonly paths = { shortest: 0, walk: 0, simple: 0 }
  failures = 0
  /** `<case number>@<locale>` for every case run, to compare with the cases `npm run paths -- --list` writes. */
  readonly executed: string[] = []
  readonly locales = ['en-CA', 'fr-CA', 'en-GB']
  private readonly last = new Map<string, AnyMachineSnapshot>()

  constructor(
    readonly machine: AnyStateMachine,
    private readonly exclusions: readonly StepExclusion[] = [],
  ) {}

  /** Pass as `inspect` to `createActor` (only the root actor's own snapshots count). */
  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot') return
    const { sessionId } = event.actorRef
    if (sessionId !== event.rootId) return
    const next = event.snapshot as AnyMachineSnapshot
    const previous = this.last.get(sessionId)
    this.last.set(sessionId, next)
    for (const id of activeStateIds(this.machine, next.value)) this.states.add(id)
    const taken =
      previous === undefined
        ? { step: stepTaken(undefined, event.event, next), transitions: [] }
        : coveredBy(previous, event.event, next)
    if (taken.step !== null) this.steps.add(stepName(taken.step))
    for (const key of taken.transitions) this.transitions.add(key)
  }

  summary() {
    const states = shownStateIds(this.machine)
    const transitions = eventTransitionKeys(this.machine)
    const steps = stepCoverage(this.machine, this.steps, this.exclusions, 'everywhere')
    return {
      machine: this.machine.id,
      states: { reached: states.filter((id) => this.states.has(id)).length, total: states.length },
      steps: { reached: steps.covered, excluded: steps.excluded.length, total: steps.steps },
      transitions: {
        reached: transitions.filter((key) => this.transitions.has(key)).length,
        total: transitions.length,
      },
      paths: this.paths,
      failures: this.failures,
      executed: [...this.executed].sort(),
      locales: this.locales,
      missedStates: states.filter((id) => !this.states.has(id)),
      missedSteps: steps.missed,
      stepProblems: [
        ...steps.excludedButTaken.map((name) => `excluded, yet taken: ${name}`),
        ...steps.unknown.map((name) => `taken, yet not in the machine's steps: ${name}`),
      ],
      missedTransitions: transitions.filter((key) => !this.transitions.has(key)),
      stateList: states.map((id) => ({ id, reached: this.states.has(id) })),
      stepList: [
        ...steps.excluded.map(({ step, why }) => ({ step, reached: false, excluded: why })),
        ...[...this.steps].map((step) => ({ step, reached: true, excluded: null })),
        ...steps.missed.map((step) => ({ step, reached: false, excluded: null })),
      ].sort((a, b) => a.step.localeCompare(b.step)),
      transitionList: transitions.map((key) => ({ key, reached: this.transitions.has(key) })),
    }
  }
}
