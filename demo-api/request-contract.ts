/**
 * What the contract says of a call the portal sends (docs/api-contract.md), read the one way the demo API reads
 * its requests: the path and method an endpoint declares, the XSRF double-submit check on a call that changes
 * something, the `Device` header, the JSON envelope and the body (or a GET's query) parsed by the endpoint's own
 * request schema, the one the API document is written from (a POST's query by its `query` schema). The demo's
 * dispatch (handler.ts) refuses with it before any endpoint runs, and a path run reads every call its page sends
 * with it before it answers (docs/decisions/027), so a walk's request is held to the contract like any other.
 * The calls outside /api are the two written by hand (src/api/branding-package.ts, branding.ts): the branding
 * look-up, sent like the API's calls, and the CDN's branding file, a plain GET with none of their headers.
 */
import * as v from 'valibot'
import { brandingCall } from '../src/api/branding.ts'
import { brandingPackageCall } from '../src/api/branding-package.ts'
import type { HandWrittenCall } from '../src/api/endpoint.ts'
import type { DemoEndpoint } from './context.ts'
import { DEMO_ENDPOINTS } from './find-endpoints.ts'
import { apiError, readBody, readQuery } from './http.ts'
import { isUnder } from './paths.ts'
import { XSRF_HEADER } from './xsrf.ts'

export const DISPATCH_MESSAGES = {
  xsrf: 'XSRF token missing or invalid',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  internalError: 'Internal server error',
  query: 'This call takes no query parameters.',
  apiHeaders: 'A plain GET to the CDN carries none of the API headers.',
} as const

const SAFE_METHODS = new Set(['GET', 'HEAD'])

const ENDPOINTS_BY_PATH = new Map(DEMO_ENDPOINTS.map((endpoint) => [endpoint.adapter.path, endpoint]))

/** A call as it reached the server, what a walk compares with what the person did. */
export interface SentCall {
  readonly method: string
  /** The path and the query, as sent. */
  readonly path: string
  /** The contract's headers, as sent (null when absent). */
  readonly headers: {
    readonly device: string | null
    readonly xsrf: string | null
    readonly contentType: string | null
  }
  /** The JSON body as sent (a GET's query as an object); null for a call without one. */
  readonly body: unknown
  /** Why the contract refuses the call, in the demo's words; null when it does not. */
  readonly refused: string | null
}

/** The endpoint that answers a path of /api, if any. */
export const endpointAt = (path: string): DemoEndpoint | undefined => ENDPOINTS_BY_PATH.get(path)

/** The hand-written call whose path (with `{name}` parameters) a pathname is, with its parameters. */
function handWrittenAt(
  pathname: string,
): { call: HandWrittenCall; parameters: Record<string, string> } | null {
  for (const call of [brandingPackageCall, brandingCall]) {
    const names: string[] = []
    const pattern = new RegExp(
      `^${call.path.replace(/[.]/g, '\\.').replace(/\{(\w+)\}/g, (_whole, name: string) => {
        names.push(name)
        return '([^/]*)'
      })}$`,
    )
    const match = pattern.exec(pathname)
    if (match === null) continue
    const parameters = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']))
    return { call, parameters }
  }
  return null
}

/** Whether a path is one the portal's adapters call: the API's, or a call written by hand. */
export const isContractCall = (pathname: string): boolean =>
  isUnder(pathname, '/api') || handWrittenAt(pathname) !== null

/** The refusal the contract gives a call, or null when it allows it; `xsrfCookie` is the call's XSRF cookie. */
export async function contractRefusal(request: Request, xsrfCookie: string | null): Promise<Response | null> {
  const url = new URL(request.url)
  const asked = request.method === 'HEAD' ? 'GET' : request.method
  if (isUnder(url.pathname, '/api')) {
    // Before routing, so an unknown path gives a forged request no information either.
    if (!SAFE_METHODS.has(request.method)) {
      const header = request.headers.get(XSRF_HEADER)
      if (xsrfCookie === null || header !== xsrfCookie) return apiError(403, DISPATCH_MESSAGES.xsrf)
    }
    const endpoint = endpointAt(url.pathname)
    if (endpoint === undefined) return apiError(404, DISPATCH_MESSAGES.notFound)
    const { method } = endpoint.adapter
    // A GET endpoint answers HEAD as GET, as the pages do; the handler drops the body.
    if (asked !== method) return apiError(405, DISPATCH_MESSAGES.methodNotAllowed, { Allow: method })
    if (method === 'GET') {
      const query = readQuery(request, endpoint.adapter.request)
      return query.ok ? null : query.response
    }
    const body = await readBody(request.clone(), endpoint.adapter.request)
    if (!body.ok) return body.response
    const query = Object.fromEntries(url.searchParams)
    if (Object.keys(query).length === 0) return null
    if (endpoint.adapter.query === undefined) return apiError(400, DISPATCH_MESSAGES.query)
    const parsed = v.safeParse(endpoint.adapter.query, query)
    return parsed.success ? null : apiError(400, parsed.issues[0]?.message ?? DISPATCH_MESSAGES.query)
  }
  const found = handWrittenAt(url.pathname)
  if (found === null) return apiError(404, DISPATCH_MESSAGES.notFound)
  const { call, parameters } = found
  if (asked !== call.method) return apiError(405, DISPATCH_MESSAGES.methodNotAllowed, { Allow: call.method })
  const decoded = Object.fromEntries(
    Object.entries(parameters).map(([name, value]) => [name, decodeURIComponent(value)]),
  )
  if (!v.safeParse(call.parameters, decoded).success) return apiError(404, DISPATCH_MESSAGES.notFound)
  if (call.apiHeaders) {
    const query = readQuery(request, v.object({}))
    return query.ok ? null : query.response
  }
  if (request.headers.has('device') || request.headers.has(XSRF_HEADER))
    return apiError(400, DISPATCH_MESSAGES.apiHeaders)
  return null
}

/** The call as sent, and the contract's verdict on it. */
export async function readCall(request: Request, xsrfCookie: string | null): Promise<SentCall> {
  const url = new URL(request.url)
  const refusal = await contractRefusal(request, xsrfCookie)
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text()
  let body: unknown = request.method === 'GET' ? Object.fromEntries(url.searchParams) : null
  if (text !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  const said = refusal === null ? null : ((await refusal.json()) as { data?: { message?: string } })
  return {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    headers: {
      device: request.headers.get('device'),
      xsrf: request.headers.get(XSRF_HEADER),
      contentType: request.headers.get('content-type'),
    },
    body,
    refused:
      refusal === null ? null : `${refusal.status} ${said?.data?.message ?? DISPATCH_MESSAGES.internalError}`,
  }
}

/**
 * Why an answer a path run was asked to give breaks the contract, or null: a status the call declares must carry
 * the body that status's schema describes; any other status is a failure the portal meets as one (a server
 * fault), which the contract allows with an error body.
 */
export function answerProblem(
  path: string,
  answer: { status: number; json?: unknown; text?: string },
): string | null {
  const pathname = path.split('?')[0] ?? path
  const body = answer.json !== undefined ? answer.json : (answer.text ?? '')
  const endpoint = endpointAt(pathname)
  if (endpoint !== undefined) {
    const declared = Object.hasOwn(endpoint.adapter.answers, answer.status)
      ? endpoint.adapter.answers[answer.status]
      : undefined
    if (declared === undefined)
      return answer.status >= 500 ? null : `${answer.status} is not an answer ${pathname} declares`
    const read = declared.read(body)
    return read.ok ? null : `the ${answer.status} body does not match ${pathname}'s schema: ${read.issues}`
  }
  const found = handWrittenAt(pathname)
  if (found === null) return null
  const declared = found.call.answers[answer.status]
  if (declared === undefined) return null
  const parsed = v.safeParse(declared.schema, body)
  return parsed.success
    ? null
    : `the ${answer.status} body does not match ${found.call.path}: ${parsed.issues[0]?.message ?? ''}`
}
