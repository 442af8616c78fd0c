/**
 * The API document (docs/openapi.json, OpenAPI 3.1), written from the declarations in src/api/ and nothing else:
 * each endpoint's method, path, description and request schema, and for each status it expects the schema of
 * the body it reads, what it makes of it (`v.description`), example bodies named by the outcome they read to, and
 * whether no body at all reads the same and why (`answer`'s reasons). The valibot schemas are converted by
 * @valibot/to-json-schema, valibot's own converter, to JSON Schema 2020-12, the dialect of OpenAPI 3.1. Nothing
 * here describes a call: a change to a declaration changes the document, and a test fails until it is written
 * again (`npm run contract`).
 */
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import type { Answer, HandWrittenCall } from '../../src/api/endpoint.ts'
import { API_HEADERS, XSRF_HEADER } from '../../src/api/client.ts'
import { XSRF_COOKIE } from '../../src/kept-in-browser.ts'
import { API_ENDPOINTS, HAND_WRITTEN_CALLS, type FoundEndpoint } from './api-endpoints.ts'

type Json = Record<string, unknown>

/** The extension a response carries when the portal reads it without a body, with the reason. */
export const EMPTY_BODY_EXTENSION = 'x-body-may-be-empty'

/** What a text stays once trimmed: empty, or starting and ending with something other than white space. */
const TRIMMED = '^(?:\\S(?:[\\s\\S]*\\S)?)?$'

/**
 * What is sent is the request schema's output (defineEndpoint parses the request, then sends what the parse
 * gave): a trimmed text has no white space around it. A `check` cannot be converted; the one the portal has
 * (a new password's length in graphemes) states its JSON Schema bound with `v.metadata` and its rule in words
 * with `v.description`, beside it.
 */
const SENT: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'output',
  errorMode: 'throw',
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction.type === 'trim') return { ...jsonSchema, pattern: TRIMMED }
    if (valibotAction.type === 'check') return { ...jsonSchema }
    return undefined
  },
}

/**
 * What is received is an answer schema's input: a transformation (trimming a name the server sent) does not
 * narrow what the server may send.
 */
const RECEIVED: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'throw',
  overrideAction: ({ valibotAction, jsonSchema }) =>
    valibotAction.kind === 'transformation' ? { ...jsonSchema } : undefined,
}

function convert(schema: v.GenericSchema, config: ConversionConfig): Json {
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, config) as JsonSchema & Json
  return converted
}

/**
 * An answer without a body reaches the adapter as '' (endpoint.ts): the schemas say so with a `literal('')`,
 * which the document says in words instead (`x-body-may-be-empty`), since no server sends a JSON string.
 */
function withoutEmptyText(schema: Json): Json {
  if (!Array.isArray(schema.anyOf)) return schema
  const options = (schema.anyOf as Json[])
    .filter((option) => option.const !== '')
    .map(withoutEmptyText)
    .flatMap((option) =>
      Object.keys(option).length === 1 && Array.isArray(option.anyOf) ? (option.anyOf as Json[]) : [option],
    )
  const { anyOf: _options, ...rest } = schema
  const [only] = options
  return options.length === 1 && only !== undefined ? { ...only, ...rest } : { ...rest, anyOf: options }
}

/** Splits a converted schema's own description and examples off: they belong to the response or request. */
function split(schema: Json): { schema: Json; description: string | undefined; examples: unknown[] } {
  const { description, examples, ...rest } = schema
  return {
    schema: rest,
    description: typeof description === 'string' ? description : undefined,
    examples: Array.isArray(examples) ? examples : [],
  }
}

/** Named examples: by the outcome each reads to where it reads to one (`signedIn`, `expired`). */
function namedExamples(examples: unknown[], nameOf: (example: unknown) => string | null): Json | undefined {
  if (examples.length === 0) return undefined
  const named: Json = {}
  examples.forEach((value, index) => {
    const base = nameOf(value) ?? `example ${index + 1}`
    let name = base
    for (let count = 2; Object.hasOwn(named, name); count += 1) name = `${base} ${count}`
    named[name] = { value }
  })
  return named
}

function outcomeKind(answer: Answer<unknown>, body: unknown): string | null {
  try {
    const read = answer.read(body)
    if (!read.ok) return null
    const { outcome } = read
    return typeof outcome === 'object' &&
      outcome !== null &&
      'kind' in outcome &&
      typeof outcome.kind === 'string'
      ? outcome.kind
      : null
  } catch {
    return null
  }
}

/** A status that carries no body, whatever the server sends (Fetch standard). */
const NULL_BODY_STATUSES = new Set([204, 205, 304])

function responseOf(status: number, answer: Answer<unknown>, where: string): Json {
  const converted = split(withoutEmptyText(convert(answer.schema, RECEIVED)))
  if (converted.description === undefined)
    throw new Error(`${where} ${status}: its schema has no v.description: say what the portal makes of it`)
  const readsEmpty = answer.emptyBody !== undefined && answer.read('').ok
  const description = [
    converted.description,
    ...(readsEmpty ? [`No body at all reads the same: ${answer.emptyBody}.`] : []),
    ...(answer.anyJson === undefined ? [] : [`JSON of any shape reads the same: ${answer.anyJson}.`]),
  ].join(' ')
  const examples = namedExamples(converted.examples, (body) => outcomeKind(answer, body))
  return {
    description,
    ...(NULL_BODY_STATUSES.has(status)
      ? {}
      : {
          content: {
            'application/json': { schema: converted.schema, ...(examples === undefined ? {} : { examples }) },
          },
        }),
    ...(readsEmpty ? { [EMPTY_BODY_EXTENSION]: answer.emptyBody } : {}),
  }
}

/** An object schema's entries as parameters `in` the query or path, each with its example. */
function parametersOf(schema: v.GenericSchema, place: 'query' | 'path'): Json[] {
  const converted = split(convert(schema, SENT))
  const properties = (converted.schema.properties ?? {}) as Record<string, Json>
  const required = new Set((converted.schema.required ?? []) as string[])
  const [example] = converted.examples as (Record<string, unknown> | undefined)[]
  return Object.entries(properties).map(([name, property]) => {
    const { schema: parameterSchema, description } = split(property)
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      ...(description === undefined ? {} : { description }),
      schema: parameterSchema,
      ...(example?.[name] === undefined ? {} : { example: example[name] }),
    }
  })
}

const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` })

const UNEXPECTED =
  'Any other status, a body that does not match its status, or text that is not JSON (an error page from a ' +
  'proxy): an unexpected failure, which the portal shows as the generic error the person can retry.'

const operationId = (where: string) => (where.split(' ')[1] ?? where).replace(/(Endpoint|Call)$/, '')

/** The first sentence: the operation's summary beside its path. */
const summaryOf = (description: string) => /^.*?[.](?=\s|$)/.exec(description)?.[0] ?? description

function endpointOperation({ endpoint, where }: FoundEndpoint): Json {
  const request = split(convert(endpoint.request, SENT))
  const requestExamples = namedExamples(request.examples, () => null)
  const parameters = [
    ref('Device'),
    ...(endpoint.method === 'GET'
      ? parametersOf(endpoint.request, 'query')
      : [ref('XsrfHeader'), ref('XsrfCookie')]),
    ...(endpoint.query === undefined ? [] : parametersOf(endpoint.query, 'query')),
  ]
  const responses: Json = {}
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    responses[status] = responseOf(Number(status), answer, where)
  }
  responses.default = { description: UNEXPECTED }
  return {
    operationId: operationId(where),
    summary: summaryOf(endpoint.description),
    description: endpoint.description,
    parameters,
    ...(endpoint.method === 'POST'
      ? {
          requestBody: {
            required: true,
            ...(request.description === undefined ? {} : { description: request.description }),
            content: {
              'application/json': {
                schema: request.schema,
                ...(requestExamples === undefined ? {} : { examples: requestExamples }),
              },
            },
          },
        }
      : {}),
    responses,
  }
}

const HOSTS: Record<HandWrittenCall['host'], Json> = {
  apiServer: {
    url: '{apiServer}',
    description: 'The API server for branding (PORTAL_API_SERVER; empty: the portal’s own origin).',
    variables: { apiServer: { default: 'https://api.example.org' } },
  },
  cdn: {
    url: '{cdn}',
    description: 'The static-asset host (PORTAL_CDN_HOST).',
    variables: { cdn: { default: 'https://cdn.example.org' } },
  },
}

function handWrittenOperation(call: HandWrittenCall, where: string): Json {
  const responses: Json = {}
  for (const [status, { mediaType, schema }] of Object.entries(call.answers)) {
    const converted = split(convert(schema, RECEIVED))
    if (converted.description === undefined)
      throw new Error(`${where} ${status}: its schema has no v.description`)
    const examples = namedExamples(converted.examples, () => null)
    responses[status] = {
      description: converted.description,
      content: { [mediaType]: { schema: converted.schema, ...(examples === undefined ? {} : { examples }) } },
    }
  }
  responses.default = { description: 'Anything else: as the description says.' }
  return {
    operationId: operationId(where),
    summary: summaryOf(call.description),
    description: call.description,
    servers: [HOSTS[call.host]],
    parameters: [...(call.apiHeaders ? [ref('Device')] : []), ...parametersOf(call.parameters, 'path')],
    responses,
  }
}

const INFO_DESCRIPTION = [
  'Every call the account-access portal makes, written from its endpoint declarations (src/api/) by',
  '`npm run contract`: the request it sends and, per status, every answer it reads and what a person then sees.',
  'docs/api-contract.md tells the same in prose. Every /api call is relative (the API is served with the',
  'portal), sends JSON with an empty `Device` header and, when it is not a GET, the `X-XSRF-TOKEN` header equal',
  'to the `XSRF-TOKEN` cookie (double submit). Error bodies carry `data.message` (spec section 3). A status an',
  'operation does not list is an unexpected failure: the generic error, which the person can retry. The language',
  'catalogs the portal loads (GET /assets/i18n/{lang}.json) are its own static files, not part of the API.',
].join(' ')

/** The whole document. */
function openApiDocument(version: string): Json {
  const paths: Record<string, Json> = {}
  const add = (path: string, method: string, operation: Json) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation }
  }
  for (const found of API_ENDPOINTS) add(found.endpoint.path, found.endpoint.method, endpointOperation(found))
  for (const { call, where } of HAND_WRITTEN_CALLS)
    add(call.path, call.method, handWrittenOperation(call, where))
  const [deviceHeader] = Object.keys(API_HEADERS)
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: { title: 'Account access portal: the calls it makes', version, description: INFO_DESCRIPTION },
    servers: [{ url: '/', description: 'The portal’s own origin: every /api call is relative.' }],
    paths,
    components: {
      parameters: {
        Device: {
          name: deviceHeader,
          in: 'header',
          required: true,
          description: 'Always empty (spec section 7).',
          schema: { type: 'string', const: API_HEADERS.Device },
        },
        XsrfHeader: {
          name: XSRF_HEADER,
          in: 'header',
          required: true,
          description: `Equal to the ${XSRF_COOKIE} cookie, on every call that is not a GET. The demo API answers 403 when it is missing or differs.`,
          schema: { type: 'string', minLength: 1 },
        },
        XsrfCookie: {
          name: XSRF_COOKIE,
          in: 'cookie',
          required: true,
          description:
            'Set by the server on an answer to a request that did not carry it, readable by script (not HttpOnly), so the page can send it back as the header.',
          schema: { type: 'string', minLength: 1 },
        },
      },
    },
  }
}

/** The document as docs/openapi.json holds it. */
export const openApiText = (version: string) => `${JSON.stringify(openApiDocument(version), null, 2)}\n`
