/**
 * A screen's first call, started on arrival (decision 019): main.tsx starts it before React has rendered the
 * page, and the flow's first invoked actor takes its answer instead of calling again, so the request leaves as
 * soon as the screen's code is here rather than after the catalog, the first render and its effects. Which call
 * that is, and with what input, the machine says itself: the `invoke` definitions of the states it is in on
 * arrival (its eventless transitions taken), each naming its actor (`src`) and mapping the context to its input.
 * Only calls that change nothing on the server may start so (checking a link, reading a key's data); a call that
 * spends a link waits for the screen.
 */
import {
  getStateNodes,
  initialTransition,
  type AnyStateMachine,
  type EventObject,
  type ExecutableSpawnAction,
  type InputFrom,
  type MachineContext,
  type Mapper,
} from 'xstate'
import type { RedirectPolicy } from '../../machines/shared/redirect-policy'
import type { Locale } from '../i18n/locale'
import { fromCall, type FlowEnvironment } from './flow'

/** What a screen's first calls need of the page before it renders: its language and its redirect policy. */
export interface ArrivingPage {
  locale: Locale
  redirectPolicy: RedirectPolicy
}

type Call<TInput, TOutput> = (input: TInput, signal?: AbortSignal) => Promise<TOutput>

const started = new Map<string, Promise<unknown>>()
const keyOf = (src: string, input: unknown) => `${src} ${JSON.stringify(input)}`

/**
 * What an invoke's input mapper is given. XState's types say an action's `self` may have children that are
 * undefined and a mapper's may not; both are the same actor, the machine's own.
 */
type MapperArgs = Parameters<Mapper<MachineContext, EventObject, unknown, EventObject>>[0]

/**
 * An actor for a read-only call: the answer of the same call started on arrival, taken once, else its own call;
 * bounded like every call of a flow (fromCall, ./flow.tsx).
 */
export function firstCallActor<TOutput, TInput>(
  environment: Pick<FlowEnvironment, 'config'>,
  src: string,
  call: Call<TInput, TOutput>,
) {
  return fromCall<TOutput, TInput>(environment, (input, signal) => {
    const key = keyOf(src, input)
    const early = started.get(key) as Promise<TOutput> | undefined
    started.delete(key)
    return early ?? call(input, signal)
  })
}

/** The calls a machine's states invoke on arrival, by actor name, each with the input its `invoke` maps. */
function callsOnArrival(machine: AnyStateMachine, input: unknown): { src: string; input: unknown }[] {
  const [snapshot, actions] = initialTransition(machine, input)
  // What XState gives an invoke's input mapper on arrival (context, event, self) is what it gives the actions
  // of the same step: the start of each invoked actor is one (`xstate.spawnChild`), named by the invoke's id.
  const spawns = new Map(
    actions
      .filter((action): action is ExecutableSpawnAction => action.type === 'xstate.spawnChild')
      .map((action) => [action.params.id, action.info]),
  )
  return [...new Set(getStateNodes(machine.root, snapshot.value))]
    .flatMap((node) => node.invoke)
    .flatMap((invoke) => {
      const args = spawns.get(invoke.id)
      // A named actor's src is its name; an inline one (not named in setup) cannot be among the read-only calls.
      if (args === undefined || typeof invoke.src !== 'string') return []
      const mapped = typeof invoke.input === 'function' ? invoke.input(args as MapperArgs) : invoke.input
      return [{ src: invoke.src, input: mapped }]
    })
}

/**
 * Starts now each call the flow's states invoke on arrival for this input that `readOnly` names (none when they
 * invoke nothing, or only calls that are not read-only).
 */
export function startFirstCalls<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  readOnly: Readonly<Record<string, Call<never, unknown>>>,
): void {
  for (const { src, input: callInput } of callsOnArrival(machine, input)) {
    const call = readOnly[src] as Call<unknown, unknown> | undefined
    if (call === undefined) continue
    const answer = call(callInput)
    // A failure is the actor's to report once it takes the answer; until then it is not unhandled.
    answer.catch(() => {})
    started.set(keyOf(src, callInput), answer)
  }
}
