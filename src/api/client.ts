/**
 * The one HTTP client. Every call is JSON with an empty `Device` header and the XSRF header where it belongs
 * (the transport adds both: transport.ts, xsrf.ts). Its time limit is the caller's one: a flow's call is bounded
 * from the person's act to the answer's body (src/screens/flow.tsx, decision 029), and ends the request through
 * `signal`. Calls never throw on an HTTP status: endpoints (./endpoint.ts) map statuses to outcomes. They throw
 * only for a network failure, a call that ran out of time or was stopped (the caller's signal) or an answer the
 * endpoint did not expect.
 */
import { loadTransport } from './load-transport'

export interface HttpAnswer {
  status: number
  body: unknown
}

export interface SendOptions {
  method: 'GET' | 'POST'
  path: string
  /** The JSON body of a POST. */
  body?: unknown
  /** The caller's cancellation: its time limit, or its stop (an actor that stops aborts its call). */
  signal?: AbortSignal | undefined
}

/** Sends one call and returns the status and parsed body, whatever the status. */
export async function send(options: SendOptions): Promise<HttpAnswer> {
  // A caller that has given up (the person left, or the time ran out) sends nothing, even while the transport
  // was still loading: it gets its own reason back.
  options.signal?.throwIfAborted()
  const { http } = await loadTransport()
  options.signal?.throwIfAborted()
  const response = await http.raw(options.path, {
    method: options.method,
    ...(options.method === 'POST'
      ? {
          body: JSON.stringify(options.body),
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        }
      : { headers: { Accept: 'application/json' } }),
    ignoreResponseError: true,
    signal: options.signal,
  })
  return { status: response.status, body: response._data }
}
