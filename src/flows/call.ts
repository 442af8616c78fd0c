import { fromPromise } from 'xstate'
import { withTimeLimit } from '../api/time-limit'
import { config } from '../config'

/**
 * An actor for one call of a flow, as every flow provides them (docs/decisions/029): bounded from the person's act
 * (the actor starting) to the answer, with everything the call waits for on the way inside the limit: its code (an
 * endpoint's chunk, the transport) as much as the server. At the limit (`config.apiTimeoutMs`, read at each call,
 * so a path run's shorter one counts: src/dev/path-run.ts) it rejects with RequestTimeoutError, which every
 * machine routes to its failure state, even when what it waits for never settles; the actor's stop aborts it.
 * The client's own limit (src/api/client.ts) runs inside this one, from the request's start.
 */
export function fromCall<TOutput, TInput>(call: (input: TInput, signal: AbortSignal) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    withTimeLimit(config.apiTimeoutMs, signal, (limited) => call(input, limited)),
  )
}
