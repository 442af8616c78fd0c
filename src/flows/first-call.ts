/**
 * A screen's first call, started on arrival (decision 019): main.tsx starts it before React has rendered the
 * page, and the flow's first invoked actor takes its answer instead of calling again, so the request leaves as
 * soon as the screen's code is here rather than after the catalog, the first render and its effects. Which call
 * that is, and with what input, the machine says itself: the actors its first state invokes. Only calls that
 * change nothing on the server may start so (checking a link, reading a key's data); a call that spends a link
 * waits for the screen.
 */
import { fromPromise, initialTransition, type AnyStateMachine, type InputFrom } from 'xstate'

type Call<TInput, TOutput> = (input: TInput, signal?: AbortSignal) => Promise<TOutput>

const started = new Map<string, Promise<unknown>>()
const keyOf = (src: string, input: unknown) => `${src} ${JSON.stringify(input)}`

/** An actor for a read-only call: the answer of the same call started on arrival, taken once, else its own call. */
export function firstCallActor<TOutput, TInput>(src: string, call: Call<TInput, TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => {
    const key = keyOf(src, input)
    const early = started.get(key) as Promise<TOutput> | undefined
    started.delete(key)
    return early ?? call(input, signal)
  })
}

/**
 * Starts now each call the flow's first state invokes for this input that `readOnly` names (none when its first
 * state invokes nothing, or only calls that are not read-only).
 */
export function startFirstCalls<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  readOnly: Readonly<Record<string, Call<never, unknown>>>,
): void {
  const [, actions] = initialTransition(machine, input)
  for (const action of actions) {
    if (action.type !== 'xstate.spawnChild') continue
    // A resolved spawn's params carry the actor's input (xstate 5's resolveSpawn), though their type leaves it
    // out; test/unit/first-call.test.ts would see it go.
    const { src, input: actorInput } = action.params as unknown as { src: unknown; input: unknown }
    const call = typeof src === 'string' ? (readOnly[src] as Call<unknown, unknown> | undefined) : undefined
    if (call === undefined || typeof src !== 'string') continue
    const answer = call(actorInput)
    // A failure is the actor's to report once it takes the answer; until then it is not unhandled.
    answer.catch(() => {})
    started.set(keyOf(src, actorInput), answer)
  }
}
