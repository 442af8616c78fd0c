/** Requests to a demo handler as the portal (or a forger) would send them, for the demo API's own tests. */
import { expect } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-api/accounts'
import { loginBody } from '../../demo-api/endpoints/login'
import { DEMO_LINKS, type DemoLink, type DemoLinkState, type LinkFlow } from '../../demo-api/demo-links'
import type { DemoApi } from '../../demo-api/handler'

export const ORIGIN = 'http://portal.test:5173'
export const XSRF = 'test-xsrf-token'

export interface PostOptions {
  /** The XSRF-TOKEN cookie to send; null sends none. */
  cookie?: string | null
  /** The X-XSRF-TOKEN header to send; null sends none. */
  xsrfHeader?: string | null
  headers?: Record<string, string>
  rawBody?: string
}

export function post(path: string, body: unknown, options: PostOptions = {}): Request {
  const cookie = options.cookie === undefined ? XSRF : options.cookie
  const xsrfHeader = options.xsrfHeader === undefined ? XSRF : options.xsrfHeader
  const headers = new Headers({ 'Content-Type': 'application/json', Device: '', ...options.headers })
  if (cookie !== null) headers.set('Cookie', `XSRF-TOKEN=${cookie}`)
  if (xsrfHeader !== null) headers.set('X-XSRF-TOKEN', xsrfHeader)
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: options.rawBody ?? JSON.stringify(body),
  })
}

export function get(path: string, cookie: string | null = XSRF): Request {
  return new Request(`${ORIGIN}${path}`, {
    headers: cookie === null ? {} : { Cookie: `XSRF-TOKEN=${cookie}` },
  })
}

/** A GET to an /api endpoint as the portal's client sends it: an empty Device header and the cookie. */
export function apiGet(path: string, options: { device?: boolean; cookie?: string | null } = {}): Request {
  const request = get(path, options.cookie === undefined ? XSRF : options.cookie)
  if (options.device !== false) request.headers.set('Device', '')
  return request
}

export interface LoginData {
  errorMessage: string | null
  isMustResetPassword: boolean | null
  userAccountId: number | null
  jwtToken: string | null
  url: string | null
}

export async function jsonOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  return (await response.json()) as T
}

export async function messageOf(response: Response): Promise<string> {
  return (await jsonOf<{ data: { message: string } }>(response)).data.message
}

export async function loginData(response: Response): Promise<LoginData> {
  return (await jsonOf<{ data: LoginData }>(response)).data
}

export async function signIn(
  api: DemoApi,
  username: string,
  path = '/api/auth/login',
  password = DEMO_PASSWORD,
): Promise<LoginData> {
  const response = await api(post(path, loginBody(username, password)))
  expect(response.status).toBe(200)
  return loginData(response)
}

export function sessionFrom(url: string | null): string {
  const session = url === null ? null : new URL(url).searchParams.get('session')
  if (session === null) throw new Error(`no session in ${String(url)}`)
  return session
}

export function accountId(username: string): number {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === username)
  if (account === undefined) throw new Error(`no seeded account ${username}`)
  return account.userAccountId
}

export function demoLink(flow: LinkFlow, state: DemoLinkState): DemoLink {
  const link = DEMO_LINKS.find((candidate) => candidate.flow === flow && candidate.state === state)
  if (link === undefined) throw new Error(`no seeded ${flow} link in state ${state}`)
  return link
}

/** The token in a portal link path (`/reset/<token>/…`, `/verify/<token>/…`, `/massprint/<token>/…`). */
export function tokenOf(path: string): string {
  const token = /^\/[a-z]+\/([^/?]+)/.exec(path)?.[1]
  if (token === undefined) throw new Error(`no token in ${path}`)
  return decodeURIComponent(token)
}

export interface FreshLinks {
  fresh: Record<LinkFlow, string>
  freshFrench: { verifyEmail: string; usernameChange: string }
  seeded: DemoLink[]
}

/** A delay that returns at once and records what it was asked to wait. */
export function instantDelay(): { delay: (ms: number) => Promise<void>; waits: number[] } {
  const waits: number[] = []
  return {
    waits,
    delay: (ms) => {
      waits.push(ms)
      return Promise.resolve()
    },
  }
}
