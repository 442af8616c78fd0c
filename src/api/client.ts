/**
 * The one HTTP client. Every call is JSON with an empty `Device` header; non-GET calls to this origin carry the
 * `XSRF-TOKEN` cookie back as `X-XSRF-TOKEN` (the server's double-submit check), and the header is never sent to
 * another origin, so the token cannot leak. Every call has a time limit. Calls never throw on an HTTP status:
 * endpoints (./endpoint.ts) map statuses to outcomes. They throw only for a network failure, a call that ran out
 * of time (also a network failure: the person can try again) or an answer the endpoint did not expect.
 */
import { RequestTimeoutError } from '../../machines/shared/unexpected-failure'
import { config } from '../config'

/**
 * A cookie's value, URI-decoded. A value that is not valid URI encoding is returned as it is rather than
 * throwing: a malformed cookie must not make every call fail before it is sent.
 */
export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key !== name) continue
    const value = rest.join('=')
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/**
 * Whether a request goes to the page's own origin, decided the way the browser will resolve it. Leading
 * spaces or tabs, backslashes and scheme-only urls (`https:evil.example`) all resolve off-origin here, as they
 * would in `fetch`.
 */
export function isSameOrigin(request: string, page: { href: string; origin: string }): boolean {
  try {
    return new URL(request, page.href).origin === page.origin
  } catch {
    return false
  }
}

export interface HttpAnswer {
  status: number
  body: unknown
}

export interface SendOptions {
  method: 'GET' | 'POST'
  path: string
  /** The JSON body of a POST. */
  body?: unknown
  /** The caller's cancellation (an actor that stops aborts its call). */
  signal?: AbortSignal | undefined
  /** Defaults to `config.apiTimeoutMs` (15 s unless configured). */
  timeoutMs?: number | undefined
}

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

/**
 * The transport (ofetch) is not needed to paint any screen, only to send: it loads after the first paint
 * (see main.tsx) or, at the latest, with the first call, inside that call's time limit. A chunk that cannot
 * load fails the call the way the network would.
 */
export const loadTransport = () => import('./transport')

/** Sends one call and returns the status and parsed body, whatever the status. */
export function send(options: SendOptions): Promise<HttpAnswer> {
  return withTimeLimit(options.timeoutMs ?? config.apiTimeoutMs, options.signal, async (signal) => {
    const { http } = await loadTransport()
    const response = await http.raw(options.path, {
      method: options.method,
      ...(options.method === 'POST'
        ? {
            body: JSON.stringify(options.body),
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          }
        : { headers: { Accept: 'application/json' } }),
      ignoreResponseError: true,
      signal,
    })
    return { status: response.status, body: response._data }
  })
}

/** Posts JSON and returns the status and parsed body, whatever the status. */
export function postJson(
  path: string,
  payload: unknown,
  options: { signal?: AbortSignal | undefined; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  return send({ method: 'POST', path, body: payload, ...options })
}
