/**
 * The time limit every call to a server has: the API calls (client.ts), the CDN's branding file and the
 * language catalogs (src/i18n). Apart from the client so that the catalogs can use it without the API.
 */
import { RequestTimeoutError } from '../../machines/shared/unexpected-failure'

/**
 * Runs `work` with a signal that aborts when the caller's does or when `timeoutMs` has passed, whichever is
 * first; a run that ran out of time rejects with RequestTimeoutError. The limit covers everything `work` awaits,
 * the body included: a server that sends headers and then stalls still runs out of time.
 */
export async function withTimeLimit<T>(
  timeoutMs: number,
  caller: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const cancel = () => controller.abort(caller?.reason)
  if (caller?.aborted) cancel()
  else caller?.addEventListener('abort', cancel, { once: true })
  try {
    return await work(controller.signal)
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError(timeoutMs)
    throw error
  } finally {
    clearTimeout(timer)
    caller?.removeEventListener('abort', cancel)
  }
}
