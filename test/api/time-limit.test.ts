// @vitest-environment node
/**
 * src/api/time-limit.ts: a call runs out of time at its limit whatever it waits for, even something that never
 * settles and cannot be aborted (a module that never arrives); the caller can still cancel it (docs/decisions/029).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RequestTimeoutError } from '../../machines/shared/calls'
import { withTimeLimit } from '../../src/api/time-limit'

/** What a dynamic import() of a chunk the network holds for ever gives: a promise that never settles. */
const neverArrives = () => new Promise<never>(() => {})

/** The run's outcome so far: 'pending', or what it resolved or rejected with. */
function watch(run: Promise<unknown>): { outcome: unknown } {
  const seen: { outcome: unknown } = { outcome: 'pending' }
  run.then(
    (value) => (seen.outcome = value),
    (error: unknown) => (seen.outcome = error),
  )
  return seen
}

describe('withTimeLimit', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('rejects with RequestTimeoutError at the limit when what it waits for never settles', async () => {
    const run = watch(withTimeLimit(2_000, undefined, neverArrives))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(run.outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(run.outcome).toBeInstanceOf(RequestTimeoutError)
    expect((run.outcome as RequestTimeoutError).timeoutMs).toBe(2_000)
  })

  it('aborts the signal it gave the work at the limit, with the time-out as the reason', async () => {
    let given: AbortSignal | null = null
    const run = watch(
      withTimeLimit(500, undefined, (signal) => {
        given = signal
        return neverArrives()
      }),
    )
    await vi.advanceTimersByTimeAsync(500)
    expect((given as AbortSignal | null)?.aborted).toBe(true)
    expect((given as AbortSignal | null)?.reason).toBe(run.outcome)
  })

  it('rejects at once with the caller’s reason when the caller cancels, though the work never settles', async () => {
    const caller = new AbortController()
    const run = watch(withTimeLimit(2_000, caller.signal, neverArrives))
    const reason = new Error('the actor stopped')
    caller.abort(reason)
    await vi.advanceTimersByTimeAsync(0)
    expect(run.outcome).toBe(reason)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects with the reason of a caller that had cancelled already', async () => {
    const caller = new AbortController()
    caller.abort(new Error('gone'))
    await expect(withTimeLimit(2_000, caller.signal, neverArrives)).rejects.toThrow('gone')
  })

  it('gives the answer that comes in time, and leaves no timer behind', async () => {
    const run = watch(
      withTimeLimit(
        2_000,
        undefined,
        () => new Promise((resolve) => setTimeout(() => resolve('answer'), 1_500)),
      ),
    )
    await vi.advanceTimersByTimeAsync(1_500)
    expect(run.outcome).toBe('answer')
    expect(vi.getTimerCount()).toBe(0)
  })

  it('lets go of the caller once it has answered: a later cancel no longer reaches the work', async () => {
    const caller = new AbortController()
    let given: AbortSignal | null = null
    const run = watch(
      withTimeLimit(2_000, caller.signal, (signal) => {
        given = signal
        return Promise.resolve('answer')
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(run.outcome).toBe('answer')
    caller.abort(new Error('the person left'))
    expect(given).not.toBeNull()
    expect((given as AbortSignal | null)?.aborted).toBe(false)
  })

  it('passes on the work’s own failure, thrown or rejected', async () => {
    await expect(
      withTimeLimit(2_000, undefined, () => Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow(TypeError)
    await expect(
      withTimeLimit(2_000, undefined, () => {
        throw new Error('thrown')
      }),
    ).rejects.toThrow('thrown')
  })

  it('is harmless nested: the outer limit, started first, ends both with its own RequestTimeoutError', async () => {
    const run = watch(
      withTimeLimit(2_000, undefined, async (outer) => {
        // The chunk took a while, then the client's own limit starts, from the request.
        await new Promise((resolve) => setTimeout(resolve, 500))
        return withTimeLimit(2_000, outer, neverArrives)
      }),
    )
    await vi.advanceTimersByTimeAsync(1_999)
    expect(run.outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(run.outcome).toBeInstanceOf(RequestTimeoutError)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(vi.getTimerCount()).toBe(0)
  })
})
