/**
 * The time limit every call to a server has: the API calls (client.ts), the CDN's branding file, the language
 * catalogs (src/i18n) and, around each of these, every call a flow makes (src/screens/flow.tsx). Apart from the
 * client so that the catalogs can use it without the API.
 */
import { RequestTimeoutError } from '../../machines/shared/calls'

/**
 * Runs `work` with a signal that aborts when the caller's does or when `timeoutMs` has passed, whichever is
 * first. At the limit the run rejects with RequestTimeoutError, whether or not `work` heeds the signal: a fetch
 * stops, but a module that never arrives (a dynamic `import()`) cannot be aborted, and is left behind. When the
 * caller aborts, the run rejects with the caller's reason at once. The limit covers everything `work` awaits, the
 * body included: a server that sends headers and then stalls still runs out of time. A limit inside another (the
 * client's inside a flow's call) is harmless: the outer one, started first, ends first, and its abort reaches the
 * inner one as its caller's, with the outer RequestTimeoutError as the reason.
 */
export function withTimeLimit<T>(
  timeoutMs: number,
  caller: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  return new Promise<T>((resolve, reject) => {
    const end = (error: unknown) => {
      settle()
      reject(error)
      controller.abort(error)
    }
    const timer = setTimeout(() => end(new RequestTimeoutError(timeoutMs)), timeoutMs)
    // Stryker disable next-line OptionalChaining: only a caller's signal ever calls cancel
    const cancel = () => end(caller?.reason)
    const settle = () => {
      clearTimeout(timer)
      caller?.removeEventListener('abort', cancel)
    }
    if (caller?.aborted) cancel()
    else caller?.addEventListener('abort', cancel)
    // What `work` does once the run has ended (a late answer, an aborted fetch's rejection) changes nothing.
    new Promise<T>((started) => started(work(controller.signal))).then(
      (value) => {
        settle()
        resolve(value)
      },
      (error: unknown) => {
        settle()
        reject(error)
      },
    )
  })
}
