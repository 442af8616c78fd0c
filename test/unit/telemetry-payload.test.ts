// @vitest-environment node
/**
 * What field telemetry may send (docs/decisions/021): scrubbed error messages, route patterns instead of
 * addresses, outcome counts, and beacons the collector's schema (the same declaration) accepts.
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RequestTimeoutError, UnexpectedResponseError } from '../../machines/shared/calls'
import {
  MAX_ENTRIES_PER_BEACON,
  telemetryBeaconSchema,
  type TelemetryBeacon,
  type TelemetryEntry,
} from '../../src/browser/telemetry-beacon'
import {
  beaconBodies,
  outcomeEntry,
  problemEntry,
  scrubMessage,
  vitalEntry,
} from '../../src/browser/telemetry-payload'
import { routeOf } from '../../src/urls/address'

const parse = (body: string) => v.parse(telemetryBeaconSchema(), JSON.parse(body)) as TelemetryBeacon

describe('scrubMessage', () => {
  it.each([
    // What a person typed, quoted by the runtime.
    [
      `Unexpected token 'D', "Demo-pass-1" is not valid JSON`,
      'Unexpected token <text>, <text> is not valid JSON',
    ],
    [
      "Cannot read properties of undefined (reading 'password')",
      'Cannot read properties of undefined (reading <text>)',
    ],
    // An apostrophe inside a word opens no quote; a quote never closed hides the rest.
    ["can't parse 'sam.student", "can't parse <text>"],
    ['Quoted “Léa Tremblay” here', 'Quoted <text> here'],
    // Addresses, with their tokens and queries.
    [
      'Failed to fetch dynamically imported module: http://localhost:4173/assets/reset-password-Bx1k2.js',
      'Failed to fetch dynamically imported module: <url>',
    ],
    ['POST /api/auth/login: status not expected', 'POST <url> status not expected'],
    ['at /reset/3f9a7c2e1b0d4e5f/ResetPassword?email=x', 'at <url>'],
    ['blocked blob:http://localhost/1234 and data:text/html,hi', 'blocked <url> and <url>'],
    // Emails, tokens, ids and numbers.
    ['No account for sam.student@example.org today', 'No account for <email> today'],
    ['token 3f9a7c2e1b0d4e5f6a7b8c9d0e1f2a3b refused', 'token <token> refused'],
    ['session abcdefghijklmnopqrstuvwxyz', 'session <token>'],
    ['user u123 at step 42 of 3.5', 'user <token> at step <n> of <n>'],
    ['Unexpected response (500): GET /api/x', 'Unexpected response (<n>): GET <url>'],
  ])('%j becomes %j', (message, scrubbed) => {
    expect(scrubMessage(message)).toBe(scrubbed)
  })

  it('keeps at most 200 characters, on one line', () => {
    const scrubbed = scrubMessage(`first line\n${'word '.repeat(100)}`)
    expect(scrubbed.length).toBeLessThanOrEqual(200)
    expect(scrubbed).not.toContain('\n')
    expect(scrubbed.startsWith('first line word word')).toBe(true)
  })
})

describe('routeOf', () => {
  it('gives the route pattern of a path, never its values', () => {
    expect(routeOf('/reset/3f9a7c2e1b0d4e5f/ResetPassword')).toBe('/reset/:token/:resetType')
    expect(routeOf('/verify/tok/PersonalEmail/1/en-CA')).toBe(
      '/verify/:token/:tokenType/:languageType/:translationLanguage',
    )
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/florida')).toBe('/:branding')
    expect(routeOf('/a/b/c/d/e/f/g')).toBe('(no route)')
  })
})

describe('problemEntry', () => {
  it('keeps an error’s class name and scrubbed message, not its stack', () => {
    const error = new TypeError("Cannot read properties of null (reading 'sam.student@example.org')")
    const entry = problemEntry('error', error, '/reset/secret-token/ResetPassword')
    expect(entry).toEqual({
      kind: 'error',
      route: '/reset/:token/:resetType',
      source: 'error',
      name: 'TypeError',
      message: 'Cannot read properties of null (reading <text>)',
    })
    expect(JSON.stringify(entry)).not.toMatch(/secret-token|sam\.student|at /)
  })

  it('names an error whose name is not a code name `Error`, and a rejection with no error by its type', () => {
    const odd = Object.assign(new Error('x'), { name: 'sam.student@example.org' })
    expect(problemEntry('rejection', odd, '/').name).toBe('Error')
    expect(problemEntry('rejection', { password: 'Demo-pass-1' }, '/')).toMatchObject({
      name: 'NonError',
      message: 'object',
    })
    expect(problemEntry('chunk', 'Demo-pass-1 was typed', '/')).toMatchObject({
      name: 'Error',
      message: '<token> was typed',
    })
  })
})

describe('outcomeEntry', () => {
  it('counts an answer by its flow, step and kind on the route', () => {
    expect(outcomeEntry({ flow: 'signIn', step: 'login', kind: 'rejected' }, '/')).toEqual({
      kind: 'outcome',
      route: '/',
      flow: 'signIn',
      step: 'login',
      outcome: 'rejected',
      count: 1,
    })
  })

  it('names a failure by its class and an unexpected answer by its status too', () => {
    const failure = new UnexpectedResponseError(503, 'POST /api/auth/login: status not expected')
    expect(
      outcomeEntry({ flow: 'signIn', step: 'login', failure: failure.name, status: failure.status }, '/'),
    ).toMatchObject({ outcome: 'failed', failure: 'UnexpectedResponseError', status: 503 })
    const timeout = new RequestTimeoutError(15_000)
    expect(outcomeEntry({ flow: 'signIn', step: 'login', failure: timeout.name }, '/')).not.toHaveProperty(
      'status',
    )
  })
})

describe('beaconBodies', () => {
  const vital: TelemetryEntry = vitalEntry(
    {
      name: 'LCP',
      value: 1234.56,
      delta: 1234.56,
      rating: 'good',
      navigationType: 'navigate',
      id: 'v6-1700000000000-1234567890123',
    },
    '/',
  )

  it('adds equal outcomes up, and the schema the collector reads accepts the beacon', () => {
    const rejected = outcomeEntry({ flow: 'signIn', step: 'login', kind: 'rejected' }, '/')
    const signedIn = outcomeEntry({ flow: 'signIn', step: 'login', kind: 'signedIn' }, '/')
    const [body, ...more] = beaconBodies('CA', [vital, rejected, rejected, signedIn])
    expect(more).toEqual([])
    expect(parse(body ?? '')).toEqual({
      v: 1,
      site: 'CA',
      entries: [
        { ...vital, value: 1235, delta: 1235 },
        { ...rejected, count: 2 },
        { ...signedIn, count: 1 },
      ],
    })
  })

  it(`sends at most ${MAX_ENTRIES_PER_BEACON} entries a beacon, and nothing when there is nothing`, () => {
    const problems = Array.from({ length: 120 }, () => problemEntry('error', new Error('boom'), '/forgot'))
    const bodies = beaconBodies('UK', problems)
    expect(bodies.map((body) => parse(body).entries.length)).toEqual([50, 50, 20])
    expect(beaconBodies('CA', [])).toEqual([])
  })

  it('rounds CLS to four decimals and never sends a negative value', () => {
    const cls = vitalEntry({ ...vital, name: 'CLS', value: 0.123456, delta: 0.123456 } as never, '/')
    expect(cls).toMatchObject({ value: 0.1235, delta: 0.1235 })
  })

  it('is refused by the collector with an address, an extra field or an unknown route', () => {
    const schema = telemetryBeaconSchema()
    const beacon = { v: 1, site: 'CA', entries: [vital] }
    expect(v.is(schema, beacon)).toBe(true)
    expect(v.is(schema, { ...beacon, entries: [{ ...vital, route: '/reset/secret/ResetPassword' }] })).toBe(
      false,
    )
    expect(v.is(schema, { ...beacon, entries: [{ ...vital, url: 'http://x/' }] })).toBe(false)
    expect(v.is(schema, { ...beacon, page: '/?email=sam' })).toBe(false)
    expect(
      v.is(schema, {
        ...beacon,
        entries: [{ kind: 'error', route: '/', source: 'error', name: 'E', message: 'x'.repeat(201) }],
      }),
    ).toBe(false)
  })
})
