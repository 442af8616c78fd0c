/**
 * One way to declare an endpoint: its method and path, the schema of what is sent, and the statuses it expects,
 * each with the schema of its body and what it means to the flow (an outcome the machine routes on). Any other
 * status, or a body that fails its status's schema, is an unexpected failure: the call rejects and the flow
 * shows a generic error the person can retry. The demo API reads its requests with the same `request` schemas.
 *
 * A declaration also shows what it means, for the tests (test/api/fail-closed.test.ts) and the API document
 * (docs/openapi.json, written from these declarations by `npm run contract`): what the call is for and the
 * decisions where the spec is silent (`description`), an example request (`v.examples` on the request schema),
 * for each expected status what the portal makes of it (`v.description` on its schema) and example bodies
 * (`v.examples`: one per outcome the status can give), and, where a status deliberately reads less than a body,
 * why (`answer`'s reasons). Words about a single field go on that field (`v.description`).
 *
 * Every call is sent by `send`, below, through the HTTP client (./client.ts), which it loads inside the caller's
 * time limit. That limit is the caller's one: a flow's call is bounded from the person's act to the answer's body
 * (src/screens/flow.tsx, decision 029), and ends the request through `signal`. Calls never throw on an HTTP
 * status: endpoints map statuses to outcomes. They throw only for a network failure, a call that ran out of time or
 * was stopped (the caller's signal) or an answer the endpoint did not expect.
 */
import * as v from 'valibot'
import { UnexpectedResponseError } from '../../machines/shared/calls'

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
  // A caller that has given up (the person left, or the time ran out) sends nothing, even while the client was
  // still loading: it gets its own reason back.
  options.signal?.throwIfAborted()
  const { http } = await import('./client')
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

/**
 * Where a status deliberately reads an answer that is not the body it documents: the decision, in words. Without
 * a reason, such an answer is an unexpected failure like any other broken answer (the fail-closed test holds
 * every status to what it declares here).
 */
export interface AnswerReasons {
  /** Why an answer without a body (which reaches the adapter as '') is read as this status's outcome. */
  readonly emptyBody?: string
  /** Why JSON of any shape is read as this status's outcome. */
  readonly anyJson?: string
}

/** How one expected status is read. */
export interface Answer<TOutcome> extends AnswerReasons {
  /** The body this status carries, with examples (the demo API's tests check its answers against it). */
  readonly schema: v.GenericSchema
  readonly read: (body: unknown) => { ok: true; outcome: TOutcome } | { ok: false; issues: string }
}

/**
 * What JSON.parse can give, '' for an answer without a body, or undefined for a status that has none. Text that
 * is not JSON reaches the adapter as that text and a binary body as a Blob; no endpoint answers a JSON string.
 */
function isJsonOrEmpty(body: unknown): boolean {
  switch (typeof body) {
    case 'undefined':
    case 'boolean':
    case 'number':
      return true
    case 'string':
      return body === ''
    case 'object':
      return body === null || Array.isArray(body) || Object.getPrototypeOf(body) === Object.prototype
    // Stryker disable next-line ConditionalExpression: falling out of the switch gives undefined, read as false too
    default:
      return false
  }
}

export function answer<TSchema extends v.GenericSchema, TOutcome>(
  schema: TSchema,
  outcome: (body: v.InferOutput<TSchema>) => TOutcome,
  reasons: AnswerReasons = {},
): Answer<TOutcome> {
  return {
    schema,
    ...reasons,
    read: (body) => {
      // Every answer is JSON or empty. Anything else (an HTML error page from a proxy, plain text, JSON cut off
      // half way, a binary body) did not come from the API, so it is never an answer, not even for a status
      // whose body does not matter.
      if (!isJsonOrEmpty(body)) return { ok: false, issues: 'the body is not JSON' }
      const parsed = v.safeParse(schema, body)
      return parsed.success
        ? { ok: true, outcome: outcome(parsed.output) }
        : { ok: false, issues: parsed.issues.map((issue) => issue.message).join('; ') }
    },
  }
}

/**
 * Error bodies carry `data.message` (spec section 3); some answers have no body at all, which reaches the
 * adapter as an empty string.
 */
export const ErrorBodySchema = v.union([
  v.literal(''),
  v.nullish(v.object({ data: v.nullish(v.object({ message: v.nullish(v.string()) })) })),
])
export const messageOf = (body: v.InferOutput<typeof ErrorBodySchema>): string | null =>
  // Stryker disable next-line ConditionalExpression: the only string body, '', has no data either
  (typeof body === 'object' && body?.data?.message) || null

/** Error bodies carrying these messages, as examples. */
export const errorBodies = (...messages: string[]) => messages.map((message) => ({ data: { message } }))

/** Why an answer without a body is read where its status alone says what happened. */
export const STATUS_SAYS_IT =
  'the status alone says what happened (docs/api-contract.md), and an error body may be absent (endpoint.ts ErrorBodySchema)'

/** Why an answer without a body is read where only success matters. */
export const SUCCESS_BY_STATUS =
  'spec section 7: the answer is "not used beyond success or failure"; a 200 is success'

/** Why a refusal without a body is read where the outcome it gives is the generic error's. */
export const NO_MESSAGE_IS_GENERIC =
  'a refusal without a message gives the generic error (spec section 8), which is what this outcome shows'

/** The `messages[]` list forgot password and registration answer, each saying what happened. */
export const ServerMessagesSchema = v.array(
  v.object({
    success: v.nullish(v.boolean()),
    friendlyMessage: v.nullish(v.string()),
    translationKey: v.nullish(v.string()),
  }),
)
export type ServerMessages = v.InferOutput<typeof ServerMessagesSchema>

/** The translationKey of the first message that reports a failure (else of the first message), or null. */
export function firstErrorKey(messages: ServerMessages): string | null {
  const first = messages.find((message) => message.success === false) ?? messages[0]
  return first?.translationKey || null
}

/** For statuses whose body does not matter. */
export const AnyBodySchema = v.unknown()

export interface EndpointDefinition<TRequest extends v.GenericSchema, TOutcome> {
  readonly method: 'GET' | 'POST'
  readonly path: string
  /** What the call is for, and the decisions where the spec is silent: the API document's words for it. */
  readonly description: string
  /** POST: the JSON body. GET: the query parameters. */
  readonly request: TRequest
  /** A POST's query parameters, when it may carry any (login's `?redirect=`): an object schema. */
  readonly query?: v.GenericSchema
  /** The statuses the endpoint expects; any other is an unexpected failure. */
  readonly answers: Readonly<Record<number, Answer<TOutcome>>>
}

/**
 * What the portal makes of one answer: the outcome its status and body read to, or UnexpectedResponseError for a
 * status the endpoint does not expect or a body that fails that status's schema. The one reading of an answer:
 * every call goes through it, and so does the contract check against a real server (scripts/contract-check.ts).
 */
export function outcomeOf<TOutcome>(
  definition: Pick<EndpointDefinition<v.GenericSchema, TOutcome>, 'method' | 'path' | 'answers'>,
  answer: { status: number; body: unknown },
): TOutcome {
  const { method, path, answers } = definition
  const expected = Object.hasOwn(answers, answer.status) ? answers[answer.status] : undefined
  if (expected === undefined) {
    throw new UnexpectedResponseError(answer.status, `${method} ${path}: status not expected`)
  }
  const read = expected.read(answer.body)
  if (!read.ok) throw new UnexpectedResponseError(answer.status, `${method} ${path}: ${read.issues}`)
  return read.outcome
}

/**
 * A call written by hand rather than declared with defineEndpoint (the branding look-ups: another host, a path
 * parameter, a text answer), declared for the API document all the same: its adapter builds its url from `path`
 * (`pathOf`) and reads the answers it expects with these schemas.
 */
export interface HandWrittenCall {
  readonly method: 'GET'
  /** The host it goes to: the API server (`config.apiServer`) or the CDN (`config.cdnHost`). */
  readonly host: 'apiServer' | 'cdn'
  /** Whether it is sent like the API calls, with their headers (`send`), or as a plain GET. */
  readonly apiHeaders: boolean
  /** The path, with `{name}` for each path parameter. */
  readonly path: string
  readonly description: string
  /** The path parameters: an object schema, one entry per `{name}`. */
  readonly parameters: v.GenericSchema
  /** The statuses it reads, each with its media type and the schema of its body (with `v.description`). */
  readonly answers: Readonly<Record<number, { readonly mediaType: string; readonly schema: v.GenericSchema }>>
}

/** A hand-written call's path with its parameters filled in, each URI-encoded. */
export function pathOf(call: Pick<HandWrittenCall, 'path'>, parameters: Record<string, string>): string {
  return call.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = parameters[name]
    if (value === undefined) throw new Error(`${call.path}: no value for {${name}}`)
    return encodeURIComponent(value)
  })
}

interface CallOptions {
  signal?: AbortSignal | undefined
  /** Query parameters of a POST (a GET's come from its request), read with the declaration's `query`. */
  query?: Record<string, string> | undefined
}

export interface Endpoint<TRequest extends v.GenericSchema, TOutcome> extends EndpointDefinition<
  TRequest,
  TOutcome
> {
  call: (request: v.InferInput<TRequest>, options?: CallOptions) => Promise<TOutcome>
}

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  if (query === undefined) return path
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[key, String(value)]],
    ),
  ).toString()
  return search === '' ? path : `${path}?${search}`
}

function queryOf(
  definition: Pick<EndpointDefinition<v.GenericSchema, unknown>, 'method' | 'path' | 'query'>,
  query: Record<string, string> | undefined,
): Record<string, unknown> | undefined {
  if (query === undefined) return undefined
  if (definition.query === undefined)
    throw new Error(`${definition.method} ${definition.path} declares no query parameters`)
  return v.parse(definition.query, query) as Record<string, unknown>
}

export function defineEndpoint<TRequest extends v.GenericSchema, TOutcome>(
  definition: EndpointDefinition<TRequest, TOutcome>,
): Endpoint<TRequest, TOutcome> {
  const { method, path } = definition
  return {
    ...definition,
    call: async (request, options = {}) => {
      // A request that fails its own schema is a bug in the portal: it is never sent. So is a query the
      // declaration does not describe.
      const payload: unknown = v.parse(definition.request, request)
      const query = queryOf(definition, options.query)
      const answer = await send({
        method,
        path: method === 'GET' ? withQuery(path, payload as Record<string, unknown>) : withQuery(path, query),
        // Stryker disable next-line ConditionalExpression: send sends a body with a POST only (above)
        body: method === 'POST' ? payload : undefined,
        signal: options.signal,
      })
      return outcomeOf(definition, answer)
    },
  }
}
