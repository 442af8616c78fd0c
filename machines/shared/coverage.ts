/**
 * State and transition coverage of a machine, measured from what a running actor actually did
 * (inspection microsteps), not from the graph the paths were planned on.
 */
import type { AnyStateMachine, AnyStateNode, InspectionEvent, StateValue } from 'xstate'
import { activeStateIds, allStateIds, allTransitionKeys, transitionKey } from './read-machine'

interface TransitionLike {
  source: AnyStateNode
  eventType: string
}

export class Coverage {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()
  readonly paths = { shortest: 0, transition: 0, simple: 0 }
  failures = 0
  /** `<case number>@<locale>` for every case run, to compare with the cases `npm run paths -- --list` writes. */
  readonly executed: string[] = []
  readonly locales = ['en-CA', 'fr-CA', 'en-GB']

  constructor(readonly machine: AnyStateMachine) {}

  /** Pass as `inspect` to `createActor` (only the root actor's own microsteps count). */
  readonly inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return
    if ((event.actorRef as { sessionId?: string }).sessionId !== event.rootId) return
    if (event.type === '@xstate.microstep') {
      const taken = (event as unknown as { _transitions: TransitionLike[] })._transitions
      for (const transition of taken) {
        this.transitions.add(transitionKey(transition))
        this.states.add(transition.source.id)
      }
    }
    const snapshot = event.snapshot as { value?: StateValue }
    if (snapshot.value !== undefined) {
      for (const id of activeStateIds(this.machine, snapshot.value)) this.states.add(id)
    }
  }

  summary() {
    const states = allStateIds(this.machine)
    const transitions = allTransitionKeys(this.machine)
    return {
      machine: this.machine.id,
      states: { reached: states.filter((id) => this.states.has(id)).length, total: states.length },
      transitions: {
        reached: transitions.filter((key) => this.transitions.has(key)).length,
        total: transitions.length,
      },
      paths: this.paths,
      failures: this.failures,
      executed: [...this.executed].sort(),
      locales: this.locales,
      missedStates: states.filter((id) => !this.states.has(id)),
      missedTransitions: transitions.filter((key) => !this.transitions.has(key)),
      stateList: states.map((id) => ({ id, reached: this.states.has(id) })),
      transitionList: transitions.map((key) => ({ key, reached: this.transitions.has(key) })),
    }
  }
}
