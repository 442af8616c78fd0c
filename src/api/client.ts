/**
 * The one HTTP client. Every call is JSON with an empty `Device` header and the XSRF header where it belongs
 * (the transport adds both: transport.ts, xsrf.ts). Every call has a time limit (time-limit.ts), from `send` to
 * the answer's body, the transport's loading included; what a flow's call loads before it reaches `send` (an
 * endpoint's chunk) is inside the flow's own limit, which starts at the person's act (src/screens/flow.tsx). Calls
 * never throw on an HTTP status: endpoints (./endpoint.ts) map statuses to outcomes. They throw only for a network
 * failure, a call that ran out of time (also a network failure: the person can try again) or an answer the
 * endpoint did not expect.
 */
import { config } from '../config'
import { loadTransport } from './load-transport'
import { withTimeLimit } from './time-limit'

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
  /** Defaults to `config.apiTimeoutMs` (15 s unless configured), read at each call. */
  timeoutMs?: number | undefined
}

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
