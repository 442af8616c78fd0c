/**
 * Fail closed, everywhere, for the adapters: every endpoint declared in src/api/ is served, over real HTTP, every
 * kind of answer a broken server, proxy or network can give (a 5xx, text that is not JSON, JSON cut off half way,
 * an HTML error page, a binary body, no body at all, JSON of the wrong shape), on every status it expects and on
 * statuses it does not. Each must reject with UnexpectedResponseError, which every flow shows as its generic error
 * (the flows' side is fuzzed in test/model/fuzz-machines.test.ts), and must never resolve to an outcome, but where
 * the endpoint's declaration says a status reads an answer without a body, or JSON of any shape, on purpose and
 * why (`answer`'s reasons, src/api/endpoint.ts). A fast-check property at the end feeds every endpoint generated
 * answers.
 *
 * Nothing here is kept per endpoint. Endpoints are found (scripts/lib/api-endpoints.ts), and each declaration
 * holds what this test needs: an example request (`v.examples` on its request schema) and, for every status it
 * expects, example bodies (`v.examples` on that status's schema), each of which must read to an outcome: the
 * positive control, which shows the harness serves what the adapter reads. Which outcome is the adapters' own
 * tests' business. Modules of src/api/ that reach the server without defineEndpoint are found too, and each must
 * have its own block at the end of this file.
 */
import { withTimeLimit } from '../../src/api/time-limit'
import * as v from 'valibot'
import fc from 'fast-check'
import { FetchError } from 'ofetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBranding } from '../../src/api/branding'
import { lookUpBrandingPackage } from '../../src/api/branding-package'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import { defineEndpoint, type Answer } from '../../src/api/endpoint'
import { forgotPasswordEndpoint } from '../../src/api/forgot-password'
import {
  API_ENDPOINTS,
  API_MODULES,
  type AnyEndpoint,
  type FoundEndpoint,
} from '../../scripts/lib/api-endpoints'
import { withDemoServer } from '../support/browser-fetch'
import { wrongTypes } from '../support/wrong-types'
import '../support/every-adapter'

// ---------------------------------------------------------------------------------------------------------
// What a server can answer

type BodyKind = 'text' | 'truncated' | 'html' | 'binary' | 'empty' | 'wrongTypes' | 'successBody'

interface Served {
  status: number
  contentType: string | null
  text: string
}

const NGINX_ERROR_PAGE =
  '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n' +
  '<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n'

const JSON_TYPE = 'application/json; charset=utf-8'

function bodyOf(kind: BodyKind, valid: unknown): Pick<Served, 'contentType' | 'text'> {
  switch (kind) {
    case 'text':
      return { contentType: 'text/plain; charset=utf-8', text: 'Service temporarily unavailable' }
    case 'truncated': {
      const whole = JSON.stringify(valid)
      return { contentType: JSON_TYPE, text: whole.slice(0, Math.ceil(whole.length / 2)) }
    }
    case 'html':
      return { contentType: 'text/html', text: NGINX_ERROR_PAGE }
    case 'binary':
      return { contentType: 'application/octet-stream', text: NGINX_ERROR_PAGE }
    case 'empty':
      return { contentType: JSON_TYPE, text: '' }
    case 'wrongTypes':
      return { contentType: JSON_TYPE, text: JSON.stringify(wrongTypes(valid)) }
    case 'successBody':
      return { contentType: JSON_TYPE, text: JSON.stringify(valid) }
  }
}

/** Statuses no endpoint expects: a refused XSRF check, throttling, and the server faults. */
const UNEXPECTED_STATUSES = [403, 429, 500, 502, 503]
const FUZZ_RUNS_IN_MEMORY = 40
const FUZZ_RUNS_OVER_HTTP = 8
const BROKEN_BODIES: BodyKind[] = ['text', 'truncated', 'html', 'binary', 'empty', 'wrongTypes']
/** A status the Fetch standard gives no body, whatever the server sends. */
const NULL_BODY_STATUSES = new Set([204, 205, 304])

// ---------------------------------------------------------------------------------------------------------
// What each declaration shows: its example request, its examples per status, and what it reads on purpose.

/** A resolved call's value is an outcome: a plain object naming its kind. */
function isOutcome(value: unknown): value is { kind: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    'kind' in value &&
    typeof value.kind === 'string'
  )
}

const where = (found: FoundEndpoint) => `${found.id} (src/api/${found.where})`

function requestOf(found: FoundEndpoint): unknown {
  // Typed as a tuple of the schema's own examples, which a generic schema does not know.
  const examples: readonly unknown[] = v.getExamples(found.endpoint.request)
  const [example] = examples
  if (example === undefined)
    throw new Error(`${where(found)}: its request schema has no example: add v.examples([...]) to it`)
  return example
}

const statusesOf = (endpoint: AnyEndpoint) => Object.keys(endpoint.answers).map(Number)

function answerOf(endpoint: AnyEndpoint, status: number): Answer<unknown> {
  const answer = endpoint.answers[status]
  if (answer === undefined) throw new Error(`${endpoint.method} ${endpoint.path} does not expect ${status}`)
  return answer
}

const examplesOf = (endpoint: AnyEndpoint, status: number): unknown[] =>
  v.getExamples(answerOf(endpoint, status).schema)

/** A body a status documents: its first example (or the success's, for a status the endpoint does not expect). */
function exampleBodyOf(endpoint: AnyEndpoint, status: number): unknown {
  for (const candidate of [status, 200, ...statusesOf(endpoint)]) {
    if (!Object.hasOwn(endpoint.answers, candidate)) continue
    const [first] = examplesOf(endpoint, candidate)
    if (first !== undefined) return first
  }
  return null
}

/** Whether a status's body has a shape: JSON of another shape is only wrong for one that has. */
const hasShape = (answer: Answer<unknown>) => answer.schema.type !== 'unknown'

/**
 * The outcome kinds a status may give: those its examples read to, and the one an answer without a body reads
 * to where that is declared. A generated answer that reads to another kind shows a case the declaration leaves
 * out.
 */
function kindsOf(endpoint: AnyEndpoint, status: number): Set<string> {
  const answer = answerOf(endpoint, status)
  const bodies = [...examplesOf(endpoint, status), ...(answer.emptyBody === undefined ? [] : [''])]
  const kinds = new Set<string>()
  for (const body of bodies) {
    const read = answer.read(body)
    if (read.ok && isOutcome(read.outcome)) kinds.add(read.outcome.kind)
  }
  return kinds
}

/**
 * The modules of src/api/ that reach the server: they import the endpoints' send, or load the HTTP client. The
 * client's name may be wrapped in code of its own within the parentheses: `npm run mutation` runs this test on
 * mutated sources, whose strings it wraps.
 */
const CALLS_THE_SERVER =
  /import\s*\{[^}]*\bsend\b[^}]*\}\s*from\s*'\.\/endpoint'|import\([^;]*?'\.\/client'\)/

const SOURCES = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../src/api/*.ts', { query: '?raw', import: 'default', eager: true }),
  ).map(([key, source]) => [key.split('/').at(-1) ?? key, source]),
)

/** Modules of src/api/ that call the server by hand rather than through defineEndpoint. */
const handWritten = (() => {
  const declaring = new Set(API_ENDPOINTS.map((found) => found.where.split(' ')[0]))
  return Object.entries(SOURCES)
    .filter(([file, source]) => {
      if (declaring.has(file) || !CALLS_THE_SERVER.test(source)) return false
      // defineEndpoint's own module sends every declared endpoint's calls, through its send; the HTTP client is
      // what they send with, not a call of its own.
      return API_MODULES[file]?.defineEndpoint !== defineEndpoint && file !== 'client.ts'
    })
    .map(([file]) => file)
    .sort()
})()

// ---------------------------------------------------------------------------------------------------------
// The server: over real HTTP, each path answers what the test last set for it. Endpoints have paths of their
// own, so several can be checked at once; the calls to one endpoint are made one after another.

const serving = new Map<string, Served>()
const hits = new Map<string, number>()

const responseOf = (served: Served) =>
  new Response(NULL_BODY_STATUSES.has(served.status) ? null : served.text, {
    status: served.status,
    headers: served.contentType === null ? undefined : { 'Content-Type': served.contentType },
  })

withDemoServer({
  handler: (request) => {
    const { pathname } = new URL(request.url)
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1)
    const served = serving.get(pathname)
    return Promise.resolve(
      served === undefined
        ? new Response('No answer set for this path', { status: 599 })
        : responseOf(served),
    )
  },
})

type Settled = { resolved: unknown } | { rejected: unknown }

/** The last call on each path: a call waits for the one before it on the same path. */
const queues = new Map<string, Promise<unknown>>()

/** Serves `served` on `path` for the one call `run` makes, and what that call settled with. */
function serve(path: string, served: Served, run: () => Promise<unknown>): Promise<Settled> {
  const call = async (): Promise<Settled> => {
    serving.set(path, served)
    const before = hits.get(path) ?? 0
    const settled = await run().then(
      (resolved) => ({ resolved }),
      (rejected: unknown) => ({ rejected }),
    )
    // The answer came from this test's server, on this path: not a refusal somewhere on the way. (Node's fetch,
    // like a browser, may send a request again after a 421 Misdirected Request, so more than once is fine.)
    if ((hits.get(path) ?? 0) <= before) throw new Error(`${path}: the call did not reach the test's server`)
    return settled
  }
  const settled = (queues.get(path) ?? Promise.resolve()).then(call, call)
  queues.set(path, settled)
  return settled
}

const settle = (endpoint: AnyEndpoint, request: unknown, served: Served) =>
  serve(endpoint.path, served, () =>
    withTimeLimit(5_000, undefined, (signal) => endpoint.call(request, { signal })),
  )

const shown = (settled: Settled) =>
  'resolved' in settled
    ? `resolved ${JSON.stringify(settled.resolved)}`
    : `rejected with ${String(settled.rejected)}`

const rejectedUnexpectedly = (settled: Settled, status: number) =>
  'rejected' in settled &&
  settled.rejected instanceof UnexpectedResponseError &&
  settled.rejected.status === status

interface Case {
  label: string
  status: number
  kind: BodyKind
  served: Served
  /** Why the answer is read on purpose; null when it must be rejected. */
  readOnPurpose: string | null
}

function readOnPurpose(answer: Answer<unknown> | undefined, kind: BodyKind): string | null {
  if (kind === 'empty') return answer?.emptyBody ?? null
  if (kind === 'wrongTypes') return answer?.anyJson ?? null
  return null
}

function casesOf(endpoint: AnyEndpoint): Case[] {
  const cases: Case[] = []
  const statuses = statusesOf(endpoint)
  for (const status of statuses) {
    const answer = endpoint.answers[status]
    const valid = exampleBodyOf(endpoint, status)
    for (const kind of BROKEN_BODIES) {
      // A status without a body carries none of these; its empty answer is checked as 'empty'.
      if (NULL_BODY_STATUSES.has(status) && kind !== 'empty') continue
      // A wrong shape is only wrong for a status whose body has a shape.
      if (kind === 'wrongTypes' && answer !== undefined && !hasShape(answer)) continue
      cases.push({
        label: `${status} with ${kind}`,
        status,
        kind,
        served: { status, ...bodyOf(kind, valid) },
        readOnPurpose: readOnPurpose(answer, kind),
      })
    }
  }
  const success = exampleBodyOf(endpoint, 200)
  for (const status of UNEXPECTED_STATUSES) {
    for (const kind of [...BROKEN_BODIES, 'successBody'] as const) {
      cases.push({
        label: `${status} with ${kind}`,
        status,
        kind,
        served: { status, ...bodyOf(kind, success) },
        readOnPurpose: null,
      })
    }
  }
  return cases
}

// ---------------------------------------------------------------------------------------------------------

describe('every endpoint in src/api/ is covered', () => {
  it('finds the endpoints', () => {
    expect(API_ENDPOINTS.length).toBeGreaterThanOrEqual(18)
  })

  it('has a block here for every module of src/api/ that calls the server by hand, and none for one that is gone', () => {
    expect(
      handWritten,
      'modules of src/api/ that reach the server without defineEndpoint (add a block to HAND_WRITTEN)',
    ).toEqual(Object.keys(HAND_WRITTEN).sort())
  })
})

describe('every endpoint: its declaration', () => {
  it.each(API_ENDPOINTS)(
    '$id declares an example request, and example bodies for each status it expects',
    (found) => {
      const { endpoint } = found
      expect(v.safeParse(endpoint.request, requestOf(found)).issues, where(found)).toBeUndefined()
      const without = statusesOf(endpoint).filter((status) => examplesOf(endpoint, status).length === 0)
      expect(without, `${where(found)}: statuses whose schema has no v.examples([...])`).toEqual([])
      // The statuses checked as unexpected are not expected.
      expect(UNEXPECTED_STATUSES.filter((status) => Object.hasOwn(endpoint.answers, status))).toEqual([])
      for (const status of statusesOf(endpoint)) {
        const answer = answerOf(endpoint, status)
        // A reason is a sentence someone can read, and JSON of any shape is only news for a body with a shape.
        for (const reason of [answer.emptyBody, answer.anyJson]) {
          if (reason !== undefined) expect(reason.trim(), `${where(found)} ${status}`).not.toBe('')
        }
        if (answer.anyJson !== undefined) expect(hasShape(answer), `${where(found)} ${status}`).toBe(true)
      }
    },
  )
})

describe.concurrent('every endpoint over real HTTP', () => {
  it.each(API_ENDPOINTS)(
    '$id reads every example body of each status it expects to an outcome',
    async (found) => {
      const { endpoint } = found
      const request = requestOf(found)
      const wrong: string[] = []
      for (const status of statusesOf(endpoint)) {
        for (const example of examplesOf(endpoint, status)) {
          const text = JSON.stringify(example)
          const settled = await settle(endpoint, request, { status, contentType: JSON_TYPE, text })
          if (!('resolved' in settled) || !isOutcome(settled.resolved))
            wrong.push(`${status} ${text}: ${shown(settled)}, not an outcome`)
        }
      }
      // The positive control: the harness serves what the adapter reads, so the rejections below are the adapter's.
      if (wrong.length > 0) throw new Error(`${where(found)}:\n${wrong.join('\n')}`)
    },
  )

  it.each(API_ENDPOINTS)(
    '$id rejects every broken answer with UnexpectedResponseError, but what it reads on purpose',
    async (found) => {
      const { endpoint } = found
      const request = requestOf(found)
      const wrong: string[] = []
      for (const { label, status, served, readOnPurpose } of casesOf(endpoint)) {
        const settled = await settle(endpoint, request, served)
        if (readOnPurpose === null) {
          if (!rejectedUnexpectedly(settled, status))
            wrong.push(`${label}: ${shown(settled)}, not an UnexpectedResponseError (${status})`)
        } else if (!('resolved' in settled) || !isOutcome(settled.resolved)) {
          wrong.push(
            `${label}: ${shown(settled)}, not an outcome, though the declaration says: ${readOnPurpose}`,
          )
        }
      }
      if (wrong.length > 0) throw new Error(`${where(found)} does not fail closed:\n${wrong.join('\n')}`)
    },
  )
})

describe("forgot password: a refusal that is not the server's says nothing about the address", () => {
  const found = API_ENDPOINTS.find(({ endpoint }) => endpoint.path === forgotPasswordEndpoint.path)
  if (found === undefined) throw new Error('forgot password was not discovered')
  const forgot = found.endpoint
  const request = requestOf(found)
  const empty = (status: number): Served => ({ status, contentType: null, text: '' })

  it.each([403, 429])(
    '%s without a body is the generic error, not "no record of this email"',
    async (status) => {
      const settled = await settle(forgot, request, empty(status))
      expect(settled).toEqual({ rejected: expect.any(UnexpectedResponseError) })
    },
  )

  it('a 404 without a body is "no record" (spec section 8), and a 400 without one is not', async () => {
    expect(await settle(forgot, request, empty(404))).toEqual({ resolved: { kind: 'noRecord' } })
    expect(await settle(forgot, request, empty(400))).toEqual({
      rejected: expect.any(UnexpectedResponseError),
    })
  })
})

// ---------------------------------------------------------------------------------------------------------
// The calls written by hand, one block per module. Their flow (branding) treats any rejection as "no logos": the
// page stays unbranded and usable, so they may reject with any error; they must never resolve from a broken
// answer.

const HAND_WRITTEN: Readonly<Record<string, () => void>> = {
  'branding-package.ts': () => {
    describe('GET {api server}/branding/branding-package/{institutionId} fails closed', () => {
      const BRANDING_PATH = '/branding/branding-package/demo-florida'

      const lookUp = (served: Served) =>
        serve(BRANDING_PATH, served, () => lookUpBrandingPackage('demo-florida', ''))

      it('reads a known package from its text answer (the positive control)', async () => {
        expect(await lookUp({ status: 200, contentType: 'text/plain', text: 'florida' })).toEqual({
          resolved: 'florida',
        })
      })

      it.each(
        [...UNEXPECTED_STATUSES, 404].flatMap((status) =>
          BROKEN_BODIES.map((kind) => ({ status, kind, served: { status, ...bodyOf(kind, 'florida') } })),
        ),
      )('$status with $kind rejects', async ({ served, status }) => {
        const settled = await lookUp(served)
        expect(settled).toEqual({ rejected: expect.any(UnexpectedResponseError) })
        expect((settled as { rejected: UnexpectedResponseError }).rejected.status).toBe(status)
      })

      it.each(['text', 'truncated', 'html', 'empty'] as const)(
        '200 with %s names no package: the page stays unbranded (spec section 7: "none, any other name")',
        async (kind) => {
          expect(await lookUp({ status: 200, ...bodyOf(kind, 'florida') })).toEqual({ resolved: null })
        },
      )

      it.each(['wrongTypes', 'binary'] as const)('200 with %s, which is not text, rejects', async (kind) => {
        const settled = await lookUp({ status: 200, ...bodyOf(kind, { package: 'florida' }) })
        expect(settled).toEqual({ rejected: expect.any(UnexpectedResponseError) })
      })
    })
  },
  'branding.ts': () => {
    describe('GET {cdn}/branding-assets/{package}/branding.json fails closed', () => {
      const LOGOS = { logos: { header: [{ src: 'header.svg', alt: 'Florida', href: null }], footer: [] } }

      const load = (served: Served) =>
        serve('/branding-assets/florida/branding.json', served, () => loadBranding('florida', ''))

      it('reads the logos (the positive control)', async () => {
        expect(await load({ status: 200, contentType: JSON_TYPE, text: JSON.stringify(LOGOS) })).toEqual({
          resolved: {
            header: [{ src: '/branding-assets/florida/header.svg', alt: 'Florida', href: null }],
            footer: [],
          },
        })
      })

      it.each(
        [200, 404, ...UNEXPECTED_STATUSES].flatMap((status) =>
          [...BROKEN_BODIES, ...(status === 200 ? [] : (['successBody'] as const))].map((kind) => ({
            status,
            kind,
            served: { status, ...bodyOf(kind, LOGOS) },
          })),
        ),
      )('$status with $kind rejects, which leaves the page without logos', async ({ served }) => {
        expect(await load(served)).toEqual({ rejected: expect.any(Error) })
      })
    })
  },
}

for (const block of Object.values(HAND_WRITTEN)) block()

// ---------------------------------------------------------------------------------------------------------
// The property: whatever the status and the body, a call resolves to an outcome, only on a status it expects and
// of a kind that status's examples show, or rejects with UnexpectedResponseError; never with another error, never
// hanging (a call that hangs runs out of its time limit, RequestTimeoutError, which fails the property too).

const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'javascript:alert(1)',
  '//evil.example/steal',
  '<script>alert(1)</script>',
  '\u0000\u001f',
  '\u202eevil',
  'é🙂👩‍👩‍👧',
  'x'.repeat(5_000),
]
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(...NASTY_STRINGS))
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
)

/** Values shaped like `value`: each part kept, left out, or of another type. */
function shapedLike(value: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(value)) {
    const first: unknown = value[0]
    return fc.oneof(
      { weight: 3, arbitrary: fc.tuple(...value.map(shapedLike)) },
      {
        weight: 1,
        arbitrary: first === undefined ? fc.constant([]) : fc.array(shapedLike(first), { maxLength: 3 }),
      },
      { weight: 1, arbitrary: wrongValue },
    )
  }
  if (typeof value === 'object' && value !== null) {
    const model = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shapedLike(child)]))
    return fc.oneof(
      { weight: 4, arbitrary: fc.record(model, { requiredKeys: [] }) },
      { weight: 1, arbitrary: wrongValue },
    )
  }
  return fc.oneof({ weight: 1, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: wrongValue })
}

const CONTENT_TYPES = [
  JSON_TYPE,
  'application/problem+json',
  'text/plain',
  'text/html; charset=utf-8',
  'application/octet-stream',
  null,
]

/** An answer: mostly to a status the endpoint expects, with a body shaped like its real one, broken or not. */
function answers(endpoint: AnyEndpoint): fc.Arbitrary<Served> {
  const expected = statusesOf(endpoint)
  const status = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...expected) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 599 }) },
  )
  return status.chain((code) => {
    if (NULL_BODY_STATUSES.has(code))
      return fc.constant<Served>({ status: code, contentType: null, text: '' })
    const real = exampleBodyOf(endpoint, code)
    const json = fc
      .oneof({ weight: 3, arbitrary: shapedLike(real) }, { weight: 1, arbitrary: fc.jsonValue() })
      .map((body) => JSON.stringify(body) ?? '')
    const text = fc.oneof(
      { weight: 4, arbitrary: json },
      {
        weight: 1,
        arbitrary: json.chain((whole) => fc.nat({ max: whole.length }).map((n) => whole.slice(0, n))),
      },
      { weight: 1, arbitrary: anyString },
      { weight: 1, arbitrary: fc.constant(NGINX_ERROR_PAGE) },
    )
    return fc.record({ status: fc.constant(code), contentType: fc.constantFrom(...CONTENT_TYPES), text })
  })
}

const settleCall = (endpoint: AnyEndpoint, request: unknown): Promise<Settled> =>
  withTimeLimit(2_000, undefined, (signal) => endpoint.call(request, { signal })).then(
    (resolved) => ({ resolved }),
    (rejected: unknown) => ({ rejected }),
  )

/** The property, for one call answered with `served`. */
function expectFailsClosed(found: FoundEndpoint, served: Served, settled: Settled) {
  const { endpoint } = found
  const answered = `${where(found)} answered ${served.status} ${served.contentType ?? '(no type)'} ${JSON.stringify(served.text.slice(0, 200))}: ${shown(settled)}`
  if ('rejected' in settled) {
    // Over HTTP a 407 never reaches the portal: the Fetch standard makes it a network error (ofetch's FetchError
    // without a response), which the flows show as the generic error too.
    const networkError =
      served.status === 407 &&
      settled.rejected instanceof FetchError &&
      settled.rejected.response === undefined
    expect(networkError || rejectedUnexpectedly(settled, served.status), answered).toBe(true)
    return
  }
  expect(Object.keys(endpoint.answers), answered).toContain(String(served.status))
  expect(isOutcome(settled.resolved), answered).toBe(true)
  const kind = (settled.resolved as { kind: string }).kind
  expect(
    [...kindsOf(endpoint, served.status)],
    `${answered}: no example of ${served.status} reads to ${kind}; add one (v.examples on that status's schema)`,
  ).toContain(kind)
}

describe('fuzzed answers: every endpoint resolves to its own outcome type or fails closed', () => {
  // The bulk in memory: the whole client (ofetch and its body parsing, the time limit, the endpoint) without
  // the sockets. A few more over real HTTP below.
  let answering: Served = { status: 599, contentType: null, text: '' }
  let httpFetch: typeof fetch

  beforeAll(() => {
    httpFetch = globalThis.fetch
    globalThis.fetch = (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href)
      return Promise.resolve(url.origin === location.origin ? responseOf(answering) : Response.error())
    }
  })

  afterAll(() => {
    globalThis.fetch = httpFetch
  })

  it.each(API_ENDPOINTS)(`$id: ${FUZZ_RUNS_IN_MEMORY} generated answers in memory`, async (found) => {
    const request = requestOf(found)
    await fc.assert(
      fc.asyncProperty(answers(found.endpoint), async (answer) => {
        answering = answer
        expectFailsClosed(found, answer, await settleCall(found.endpoint, request))
      }),
      { numRuns: FUZZ_RUNS_IN_MEMORY },
    )
  })
})

describe.concurrent('fuzzed answers over real HTTP', () => {
  it.each(API_ENDPOINTS)(`$id: ${FUZZ_RUNS_OVER_HTTP} generated answers over HTTP`, async (found) => {
    const request = requestOf(found)
    await fc.assert(
      fc.asyncProperty(answers(found.endpoint), async (answer) => {
        expectFailsClosed(found, answer, await settle(found.endpoint, request, answer))
      }),
      { numRuns: FUZZ_RUNS_OVER_HTTP },
    )
  })
})
