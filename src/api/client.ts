/**
 * The one HTTP client. Every call is JSON with an empty `Device` header; relative non-GET calls carry the
 * `XSRF-TOKEN` cookie back as `X-XSRF-TOKEN` (the server's double-submit check). The header is never sent
 * to another origin, so the token cannot leak. Calls never throw on an HTTP status: endpoint files map
 * statuses to outcomes. They throw only for a network failure or a body that fails its schema.
 */
import { ofetch, type FetchContext } from 'ofetch'
import * as v from 'valibot'

export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Unexpected response (${status}): ${detail}`)
    this.name = 'UnexpectedResponseError'
  }
}

const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:)?\/\//i

export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

function addXsrfHeader({ request, options }: FetchContext): void {
  const method = (options.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD') return
  if (typeof request !== 'string' || ABSOLUTE_URL.test(request)) return
  const token = typeof document === 'undefined' ? null : readCookie('XSRF-TOKEN', document.cookie)
  if (token === null) return
  const headers = new Headers(options.headers)
  headers.set('X-XSRF-TOKEN', token)
  options.headers = headers
}

const http = ofetch.create({
  retry: 0,
  headers: { Device: '' },
  onRequest: addXsrfHeader,
})

export interface HttpAnswer {
  status: number
  body: unknown
}

/** Posts JSON and returns the status and parsed body, whatever the status. */
export async function postJson(path: string, payload: unknown, signal?: AbortSignal): Promise<HttpAnswer> {
  const response = await http.raw(path, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    ignoreResponseError: true,
    signal,
  })
  return { status: response.status, body: response._data }
}

/** Parses an answer body, turning a mismatch into an unexpected failure instead of a crash later. */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  answer: HttpAnswer,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer.body)
  if (!result.success) {
    throw new UnexpectedResponseError(answer.status, result.issues.map((issue) => issue.message).join('; '))
  }
  return result.output
}

export const isSuccess = (status: number) => status >= 200 && status < 300
