/**
 * The one way an endpoint is declared and read (src/api/endpoint.ts), held to what the server receives and what
 * the portal makes of each answer, with endpoints of this test's own over real HTTP: the address a GET's request
 * and a POST's query become, the headers and body sent, a request or query the declaration refuses never sent,
 * and the reading of answers (an expected status's outcome; any other status, or a body that fails its status's
 * schema or is not JSON, an UnexpectedResponseError whose detail names the call and the reason, which the contract
 * check prints: scripts/lib/contract-check.ts). Also the small readers every adapter shares.
 */
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDemoApi } from '../../demo-api/handler'
import { UnexpectedResponseError } from '../../machines/shared/calls'
import {
  answer,
  AnyBodySchema,
  defineEndpoint,
  ErrorBodySchema,
  errorBodies,
  firstErrorKey,
  messageOf,
  outcomeOf,
  pathOf,
} from '../../src/api/endpoint'
import { readCookie } from '../../src/kept-in-browser'
import { withDemoServer } from '../support/browser-fetch'
import { rejection } from '../support/rejection'

const api = createDemoApi()

/** What the test's own server path answers next: a status and a body as text, with its content type. */
let next: { status: number; text: string; contentType: string } = {
  status: 200,
  text: '{}',
  contentType: 'application/json',
}
const answerNext = (status: number, body: unknown) => {
  next = { status, text: JSON.stringify(body), contentType: 'application/json' }
}

const demo = withDemoServer({
  handler: (request) =>
    new URL(request.url).pathname.startsWith('/api/test/')
      ? Promise.resolve(
          new Response(next.text === '' ? null : next.text, {
            status: next.status,
            headers: { 'Content-Type': next.contentType },
          }),
        )
      : api(request),
})

type Outcome = { kind: 'done'; value: string } | { kind: 'refused'; message: string | null }

const done = answer(v.object({ value: v.string() }), ({ value }): Outcome => ({ kind: 'done', value }))
const refused = answer(ErrorBodySchema, (body): Outcome => ({ kind: 'refused', message: messageOf(body) }), {
  emptyBody: 'a refusal may have no body',
})

const lookUp = defineEndpoint({
  method: 'GET',
  path: '/api/test/look-up',
  description: 'A GET of this test.',
  request: v.object({
    name: v.optional(v.string()),
    page: v.nullish(v.number()),
    exact: v.optional(v.boolean()),
  }),
  answers: { 200: done, 404: refused },
})

const save = defineEndpoint({
  method: 'POST',
  path: '/api/test/save',
  description: 'A POST of this test, with query parameters.',
  request: v.object({ name: v.pipe(v.string(), v.nonEmpty()) }),
  query: v.object({ redirect: v.optional(v.string()), tab: v.optional(v.string()) }),
  answers: { 200: done, 400: refused },
})

const saveWithoutQuery = defineEndpoint({
  method: 'POST',
  path: '/api/test/plain',
  description: 'A POST of this test that declares no query parameters.',
  request: v.object({ name: v.string() }),
  answers: { 200: done },
})

const sent = () => {
  const request = demo.requests.at(-1)
  if (request === undefined) throw new Error('nothing was sent')
  return request
}

describe('what a declared endpoint sends', () => {
  beforeEach(async () => {
    await demo.visitPage()
    answerNext(200, { value: 'ok' })
  })

  it('sends a GET’s request as its query, leaving out the values it does not have, with no body', async () => {
    expect(await lookUp.call({ name: 'Zoë Lee', page: 2, exact: false })).toEqual({
      kind: 'done',
      value: 'ok',
    })
    expect(sent().method).toBe('GET')
    expect(sent().url.pathname).toBe('/api/test/look-up')
    expect(sent().url.search).toBe('?name=Zo%C3%AB+Lee&page=2&exact=false')
    expect(sent().body).toBeUndefined()

    await lookUp.call({ name: 'sam', page: null })
    expect(sent().url.search).toBe('?name=sam')

    answerNext(200, { value: 'ok' })
    await lookUp.call({ name: 'sam', exact: undefined })
    expect(sent().url.search).toBe('?name=sam')
  })

  it('sends a GET with no values at its bare path, without a question mark', async () => {
    await lookUp.call({ page: null })
    expect(sent().url.href).toBe(`${location.origin}/api/test/look-up`)
  })

  it('asks a GET for JSON with the empty Device header, no Content-Type and no XSRF token', async () => {
    await lookUp.call({ name: 'sam' })
    expect(sent().headers.get('accept')).toBe('application/json')
    expect(sent().headers.get('device')).toBe('')
    expect(sent().headers.get('content-type')).toBeNull()
    expect(sent().headers.get('x-xsrf-token')).toBeNull()
  })

  it('sends a POST’s request as its JSON body, asking for JSON, with the XSRF token of the cookie', async () => {
    await save.call({ name: 'sam' })
    expect(sent().method).toBe('POST')
    expect(sent().url.href).toBe(`${location.origin}/api/test/save`)
    expect(sent().body).toEqual({ name: 'sam' })
    expect(sent().headers.get('content-type')).toBe('application/json')
    expect(sent().headers.get('accept')).toBe('application/json')
    expect(sent().headers.get('device')).toBe('')
    expect(sent().headers.get('x-xsrf-token')).toBe(readCookie(document.cookie, 'XSRF-TOKEN'))
  })

  it('sends the query parameters a POST declares, and none when it is given none', async () => {
    await save.call({ name: 'sam' }, { query: { redirect: '/planner?tab=2', tab: 'x y' } })
    expect(sent().url.pathname).toBe('/api/test/save')
    expect(sent().url.search).toBe('?redirect=%2Fplanner%3Ftab%3D2&tab=x+y')

    await save.call({ name: 'sam' }, { query: {} })
    expect(sent().url.href).toBe(`${location.origin}/api/test/save`)
  })

  it('never sends a request that fails its own schema', async () => {
    await expect(save.call({ name: '' })).rejects.toBeInstanceOf(v.ValiError)
    expect(demo.requests).toEqual([])
  })

  it('never sends a query the declaration does not describe, nor one it refuses', async () => {
    await expect(saveWithoutQuery.call({ name: 'sam' }, { query: { redirect: '/x' } })).rejects.toThrow(
      'POST /api/test/plain declares no query parameters',
    )
    await expect(
      save.call({ name: 'sam' }, { query: { redirect: 7 } as unknown as Record<string, string> }),
    ).rejects.toBeInstanceOf(v.ValiError)
    expect(demo.requests).toEqual([])
  })

  it('sends a POST without a query at its bare path when no query is given', async () => {
    await saveWithoutQuery.call({ name: 'sam' })
    expect(sent().url.href).toBe(`${location.origin}/api/test/plain`)
  })
})

describe('how a declared endpoint reads what the server answers', () => {
  beforeEach(() => demo.visitPage())

  it('reads an expected status with its own schema, refusal and all', async () => {
    answerNext(404, { data: { message: 'No such name.' } })
    expect(await lookUp.call({ name: 'x' })).toEqual({ kind: 'refused', message: 'No such name.' })
    next = { status: 400, text: '', contentType: 'application/json' }
    expect(await save.call({ name: 'x' })).toEqual({ kind: 'refused', message: null })
  })

  it('rejects a status it does not expect, naming the call and the status', async () => {
    answerNext(404, { data: { message: 'No such name.' } })
    const error = await rejection(save.call({ name: 'x' }))
    expect(error.status).toBe(404)
    expect(error.detail).toBe('POST /api/test/save: status not expected')
  })

  it('rejects a body that fails its status’s schema, saying what failed', async () => {
    answerNext(200, { value: 7 })
    const error = await rejection(lookUp.call({ name: 'x' }))
    expect(error.status).toBe(200)
    expect(error.detail).toMatch(/^GET \/api\/test\/look-up: Invalid type: Expected string but received 7$/)
  })

  it('rejects text that is not JSON on a status whose body does not matter', async () => {
    next = { status: 404, text: 'Not found', contentType: 'text/plain' }
    const error = await rejection(lookUp.call({ name: 'x' }))
    expect(error.detail).toBe('GET /api/test/look-up: the body is not JSON')
  })
})

describe('outcomeOf', () => {
  const endpoint = {
    method: 'POST',
    path: '/api/test/read',
    answers: {
      200: done,
      204: answer(AnyBodySchema, (): Outcome => ({ kind: 'done', value: 'no content' }), {
        emptyBody: 'only the status matters',
      }),
      400: refused,
    },
  } as const

  it('reads each expected status to its outcome', () => {
    expect(outcomeOf(endpoint, { status: 200, body: { value: 'a' } })).toEqual({ kind: 'done', value: 'a' })
    expect(outcomeOf(endpoint, { status: 204, body: undefined })).toEqual({
      kind: 'done',
      value: 'no content',
    })
    expect(outcomeOf(endpoint, { status: 400, body: '' })).toEqual({ kind: 'refused', message: null })
  })

  it.each([201, 401, 500, 0])('refuses status %i, which it does not expect', (status) => {
    expect(() => outcomeOf(endpoint, { status, body: { value: 'a' } })).toThrow(
      new UnexpectedResponseError(status, 'POST /api/test/read: status not expected'),
    )
  })

  it('does not take a name the answers object inherits for a status', () => {
    const read = () => outcomeOf(endpoint, { status: 'constructor' as unknown as number, body: {} })
    expect(read).toThrow(UnexpectedResponseError)
  })

  it('says every issue of a body that fails its schema, one after the other', () => {
    const both = answer(v.object({ a: v.string(), b: v.string() }), () => 'read')
    let caught: unknown
    try {
      outcomeOf({ method: 'GET', path: '/api/test/two', answers: { 200: both } }, { status: 200, body: {} })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(UnexpectedResponseError)
    expect((caught as UnexpectedResponseError).detail).toBe(
      'GET /api/test/two: Invalid key: Expected "a" but received undefined; Invalid key: Expected "b" but received undefined',
    )
  })
})

describe('answer: only JSON, or no body, is ever an answer', () => {
  const any = answer(AnyBodySchema, (body) => ({ kind: 'read', body }), {
    emptyBody: 'why',
    anyJson: 'why not',
  })

  it('keeps the reasons it is given, for the API document and the fail-closed test', () => {
    expect(any.emptyBody).toBe('why')
    expect(any.anyJson).toBe('why not')
    expect(any.schema).toBe(AnyBodySchema)
    expect(done.emptyBody).toBeUndefined()
  })

  it.each([
    ['no body at all', undefined],
    ['an empty answer', ''],
    ['true', true],
    ['false', false],
    ['a number', 0],
    ['null', null],
    ['a list', [1, 'two']],
    ['an object', { data: { message: 'x' } }],
  ])('reads %s, which JSON or an empty answer can give', (_label, body) => {
    expect(any.read(body)).toEqual({ ok: true, outcome: { kind: 'read', body } })
  })

  it.each([
    ['text', 'Service temporarily unavailable'],
    ['a JSON string', '"florida"'],
    ['a binary body', new Blob(['<html></html>'])],
    ['an object of another kind', new Date(0)],
    ['an object without a prototype', Object.create(null) as object],
    ['a bigint', 1n],
    ['a symbol', Symbol('x')],
    ['a function', () => 'x'],
  ])('refuses %s, which no JSON answer gives', (_label, body) => {
    expect(any.read(body)).toEqual({ ok: false, issues: 'the body is not JSON' })
  })

  it('gives the outcome of what the schema made of the body', () => {
    const trimmed = answer(v.object({ name: v.pipe(v.string(), v.trim()) }), ({ name }) => name)
    expect(trimmed.read({ name: '  Zoë ' })).toEqual({ ok: true, outcome: 'Zoë' })
  })
})

describe('the readers the adapters share', () => {
  it.each([
    ['a message', { data: { message: 'This link has expired.' } }, 'This link has expired.'],
    ['an empty message', { data: { message: '' } }, null],
    ['a null message', { data: { message: null } }, null],
    ['no data', { data: null }, null],
    ['an object without data', {}, null],
    ['null', null, null],
    ['no body', '', null],
  ])('messageOf reads %s', (_label, body, message) => {
    expect(messageOf(v.parse(ErrorBodySchema, body))).toBe(message)
  })

  it('errorBodies gives one error body per message', () => {
    expect(errorBodies('One.', 'Two.')).toEqual([
      { data: { message: 'One.' } },
      { data: { message: 'Two.' } },
    ])
  })

  it.each([
    [
      'the first failure’s key, not an earlier success’s',
      [
        { success: true, translationKey: 'SENT' },
        { success: false, translationKey: 'FIRST' },
        { success: false, translationKey: 'SECOND' },
      ],
      'FIRST',
    ],
    [
      'the first message’s key when none failed',
      [
        { success: null, translationKey: 'FIRST' },
        { success: true, translationKey: 'SECOND' },
      ],
      'FIRST',
    ],
    ['nothing for a failure without a key', [{ success: false, translationKey: null }], null],
    ['nothing for a failure with an empty key', [{ success: false, translationKey: '' }], null],
    ['nothing for no messages', [], null],
  ])('firstErrorKey gives %s', (_label, messages, key) => {
    expect(firstErrorKey(messages)).toBe(key)
  })

  it('pathOf fills each path parameter, URI-encoded', () => {
    expect(pathOf({ path: '/a/{first}/b/{second}' }, { first: 'x/y z', second: 'é' })).toBe(
      '/a/x%2Fy%20z/b/%C3%A9',
    )
    expect(pathOf({ path: '/plain' }, {})).toBe('/plain')
  })

  it('pathOf refuses a path parameter it is not given', () => {
    expect(() => pathOf({ path: '/a/{first}/{second}' }, { first: 'x' })).toThrow(
      '/a/{first}/{second}: no value for {second}',
    )
  })
})
