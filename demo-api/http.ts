/** Building blocks every demo endpoint shares: JSON answers, the request envelope, cookies and tokens. */
import { readCookie as readCookieOf } from '../src/kept-in-browser.ts'
import * as v from 'valibot'

export const NO_STORE = { 'Cache-Control': 'no-store' } as const

const MIN_PASSWORD_LENGTH = 8

const BODY_MESSAGES = {
  deviceMissing: 'The Device header is required.',
  notJson: 'Content-Type must be application/json.',
  invalidJson: 'The body is not valid JSON.',
  passwordTooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
} as const

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...NO_STORE, ...headers },
  })
}

/** Error bodies carry `data.message` (spec section 3). */
export function apiError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json(status, { data: { message } }, headers)
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * An empty value counts as absent: an empty token must never satisfy the double-submit check. Commas split
 * too: cookie values cannot contain them, and MSW joins the cookies it adds with `Headers.append` (", ").
 */
export function readCookie(request: Request, name: string): string | null {
  const value = readCookieOf((request.headers.get('cookie') ?? '').replace(/,/g, ';'), name)
  return value === '' ? null : value
}

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/**
 * One readable sentence for the first problem. A too-short password gets the sentence a person would see,
 * since that refusal is the one a hand-made request is most likely to meet.
 */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const [first] = issues
  if (first === undefined) return 'The body does not match the contract.'
  const key = v.getDotPath(first)
  // The portal's schemas check a new password's length in characters a person sees (`check`, not `min_length`).
  if ((first.type === 'min_length' || first.type === 'check') && key !== null && /password/i.test(key)) {
    return BODY_MESSAGES.passwordTooShort
  }
  return key === null ? first.message : `${key}: ${first.message}`
}

export type BodyRead<T> = { ok: true; value: T } | { ok: false; response: Response }

const refuse = (message: string) => ({ ok: false, response: apiError(400, message) }) as const

/**
 * The contract's envelope for every JSON call (a Device header, empty is fine, and a JSON body), read with
 * the same valibot schema the portal's adapter sends with. A refusal is 400 `{data:{message}}`.
 */
export async function readBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<BodyRead<v.InferOutput<TSchema>>> {
  if (!request.headers.has('device')) return refuse(BODY_MESSAGES.deviceMissing)
  if (mediaType(request) !== 'application/json') return refuse(BODY_MESSAGES.notJson)
  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return refuse(BODY_MESSAGES.invalidJson)
  }
  const parsed = v.safeParse(schema, body)
  return parsed.success ? { ok: true, value: parsed.output } : refuse(describeIssues(parsed.issues))
}

/**
 * A GET's query, read with the adapter's request schema. The portal's client sends the Device header on
 * every call, GETs included, so it is required here too; a refusal is 400 `{data:{message}}` as for a body.
 */
export function readQuery<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): BodyRead<v.InferOutput<TSchema>> {
  if (!request.headers.has('device')) return refuse(BODY_MESSAGES.deviceMissing)
  const parsed = v.safeParse(schema, Object.fromEntries(new URL(request.url).searchParams))
  return parsed.success ? { ok: true, value: parsed.output } : refuse(describeIssues(parsed.issues))
}
