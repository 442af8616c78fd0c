/**
 * The contract check (`npm run contract:check -- --api https://…`): sends a real server the few calls that
 * cannot change anything, reads each answer with the very declaration the portal reads it with (src/api/,
 * `outcomeOf`), and says in one line whether the portal reads it and what a person would then see. A server that
 * answers another envelope (a body without `data`, a 200 carrying an error, a text page) is shown plainly here,
 * rather than as the generic error in production.
 *
 * Harmless by construction: made-up values only (a random token, key, user and password), so nothing is found,
 * created, changed or sent: a token check, a session resume and the registration data with made-up tokens, the
 * chooser with a made-up key, a sign-in with a wrong password for a user that does not exist, and the branding
 * look-up for a made-up institution. Each call has a time limit. Like a browser, it first loads the page
 * (GET /) for the XSRF cookie, then sends it back as the X-XSRF-TOKEN header on every call that is not a GET.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ofetch } from 'ofetch'
import * as v from 'valibot'
import { brandingPackageCall, brandingPackageOf } from '../../src/api/branding-package.ts'
import { outcomeOf, pathOf, type Endpoint } from '../../src/api/endpoint.ts'
import { loginEndpoint, resumeSessionEndpoint } from '../../src/api/login.ts'
import { registrationDataEndpoint } from '../../src/api/registration-data.ts'
import { switchAccountEndpoint } from '../../src/api/switch-account.ts'
import { API_HEADERS, XSRF_HEADER } from '../../src/api/client.ts'
import { validateEmailTokenEndpoint } from '../../src/api/validate-email-token.ts'
import { XSRF_COOKIE } from '../../src/kept-in-browser.ts'
import { UnexpectedResponseError } from '../../machines/shared/calls.ts'

/** What the person sees, in the words of the en-CA catalog: `{KEY}` in a sentence becomes the key's text. */
const CATALOG = readFileSync(join(import.meta.dirname, '../../src/locales/en-CA.po'), 'utf8')

function shown(sentence: string): string {
  return sentence.replace(/\{([A-Z0-9_]+)\}/g, (_whole, key: string) => {
    const text = new RegExp(`^msgid "${key}"\\nmsgstr "(.*)"$`, 'm').exec(CATALOG)?.[1]
    if (text === undefined) throw new Error(`en-CA.po has no ${key}`)
    return `${key} “${text}”`
  })
}

/** How a call went. `read`: the portal reads the answer; `other`: a status it does not read, which the contract
 * sends to its "anything else"; `mismatch`: an answer the portal cannot read; `problem`: no usable answer. */
type Verdict = 'read' | 'other' | 'mismatch' | 'problem'

export interface CheckLine {
  verdict: Verdict
  /** `POST /api/auth/login` */
  call: string
  status: number | null
  /** What the answer means to the portal and what a person would see. */
  says: string
}

type Kind<O> = O extends { kind: infer K extends string } ? K : never
/** One sentence per outcome kind, so a new outcome cannot be left without words (a type error). */
type Words<O> = { [K in Kind<O>]: (outcome: Extract<O, { kind: K }>) => string }

interface Sent {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

interface Probe {
  call: string
  request: () => Sent
  /** Reads an answer as the portal does: an outcome in words, or a throw (UnexpectedResponseError). */
  read: (status: number, body: unknown) => string
  /** What a person sees when the portal does not read the answer. */
  otherwise: string
}

const madeUp = (what: string) => `contract-check-${what}-${crypto.randomUUID().slice(0, 8)}`

function endpointProbe<TRequest extends v.GenericSchema, TOutcome extends { kind: string }>(
  endpoint: Endpoint<TRequest, TOutcome>,
  request: v.InferInput<TRequest>,
  words: Words<TOutcome>,
  otherwise: string,
): Probe {
  return {
    call: `${endpoint.method} ${endpoint.path}`,
    request: () => {
      // As the portal does: a request that fails its own schema is never sent.
      const payload: unknown = v.parse(endpoint.request, request)
      if (endpoint.method === 'POST') return { method: 'POST', path: endpoint.path, body: payload }
      const query = new URLSearchParams(Object.entries(payload as Record<string, string>)).toString()
      return { method: 'GET', path: `${endpoint.path}?${query}` }
    },
    read: (status, body) => {
      const outcome = outcomeOf(endpoint, { status, body })
      const say = words[outcome.kind as Kind<TOutcome>] as (outcome: TOutcome) => string
      return say(outcome)
    },
    otherwise,
  }
}

/** The harmless calls, GETs first: a server may set the XSRF cookie on any answer. */
function probes(origin: string): Probe[] {
  const institution = madeUp('institution').replaceAll('-', '_')
  return [
    endpointProbe(
      switchAccountEndpoint,
      { k: madeUp('key') },
      {
        listed: ({ workspaces }) =>
          workspaces.length === 0
            ? shown('no workspace to choose: {GENERIC_ERROR} on the sign-in page')
            : `the chooser, with ${workspaces.length} workspace card(s) (for a made-up key!)`,
        missing: () => shown('no `data` list in the answer: {GENERIC_ERROR} on the sign-in page'),
      },
      shown('{GENERIC_ERROR}, on the sign-in page'),
    ),
    {
      call: `GET ${brandingPackageCall.path}`,
      request: () => ({ method: 'GET', path: pathOf(brandingPackageCall, { institutionId: institution }) }),
      read: (status, body) => {
        const name = brandingPackageOf({ status, body })
        return name === null
          ? 'no branding: the sign-in page as it is'
          : `the ${name} branding (for a made-up institution!)`
      },
      otherwise: 'no branding: the sign-in page as it is',
    },
    endpointProbe(
      loginEndpoint,
      {
        Username: madeUp('user'),
        Password: madeUp('wrong-password'),
        RequestId: crypto.randomUUID(),
        SelectedLanguage: 0,
        remember: false,
      },
      {
        notFound: () => shown('the sign-in form with {USERNAME_OR_PASSWORD_NOT_FOUND}'),
        rejected: ({ message }) => `the sign-in form with the server's message “${message}”`,
        signedIn: () => 'signed in (a made-up user with a wrong password!)',
        mustReset: () => 'asked to choose a new password (a made-up user!)',
      },
      shown('the sign-in form with {GENERIC_ERROR}'),
    ),
    endpointProbe(
      resumeSessionEndpoint,
      { Token: madeUp('app-token') },
      {
        refused: () => 'the kept token is forgotten and the sign-in form shown',
        resumed: () => 'signed in again with the kept token (a made-up token!)',
      },
      'the kept token is forgotten and the sign-in form shown',
    ),
    endpointProbe(
      validateEmailTokenEndpoint,
      {
        Token: madeUp('token'),
        ForgotPasswordUrl: new URL('/forgot', origin).toString(),
        resetPasswordType: 'ResetPassword',
      },
      {
        invalid: () => shown('{LINK_NOT_VALID_TITLE}, with a link to ask for a new one'),
        expired: () => shown('{LINK_EXPIRED_TITLE}'),
        used: () => shown('{LINK_USED_TITLE}'),
        valid: () => 'the new-password form (for a made-up token!)',
      },
      shown('{GENERIC_ERROR}, with a retry'),
    ),
    endpointProbe(
      registrationDataEndpoint,
      { K: madeUp('sso-key') },
      {
        unknownKey: () => shown('the error page: {SOMETHING_WENT_WRONG_WITH_SSO_ERROR}'),
        notAllowed: () => 'the registration-not-allowed page',
        allowed: ({ institutions }) =>
          institutions.length === 0
            ? 'the registration-not-allowed page (no institution to choose)'
            : `the registration form, ${institutions.length} institution(s) (for a made-up key!)`,
      },
      shown('{GENERIC_ERROR}, with Try again'),
    ),
  ]
}

/** The cookies the server has set so far, sent back on every call as a browser would. */
class CookieJar {
  readonly #cookies = new Map<string, string>()

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator > 0) this.#cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name)
  }

  header(): string | undefined {
    return this.#cookies.size === 0
      ? undefined
      : [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

const isServerError = (status: number) => status >= 500
/** Why a call got no answer: the innermost cause (ofetch wraps fetch's error, which wraps the socket's). */
function describeError(error: unknown, timeoutMs: number): string {
  let cause = error
  while (cause instanceof Error && cause.cause instanceof Error) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') break
    cause = cause.cause
  }
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`
  return `no answer: ${cause instanceof Error ? cause.message : String(cause)}`
}

/** Anything the portal's client reads as JSON or text, as ofetch gives it (the portal's own transport). */
async function sendOne(
  origin: string,
  sent: Sent,
  jar: CookieJar,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { ...API_HEADERS, Accept: 'application/json' }
  const cookie = jar.header()
  if (cookie !== undefined) headers.Cookie = cookie
  if (sent.method === 'POST') {
    headers['Content-Type'] = 'application/json'
    // What a browser adds to a same-origin POST; some servers check it as well as the token.
    headers.Origin = origin
    const token = jar.get(XSRF_COOKIE)
    if (token !== undefined) headers[XSRF_HEADER] = decodeURIComponent(token)
  }
  const response = await ofetch.raw(new URL(sent.path, origin).toString(), {
    method: sent.method,
    headers,
    body: sent.method === 'POST' ? JSON.stringify(sent.body) : undefined,
    retry: 0,
    ignoreResponseError: true,
    signal: AbortSignal.timeout(timeoutMs),
  })
  jar.take(response)
  return { status: response.status, body: response._data }
}

function lineOf(probe: Probe, status: number, body: unknown): CheckLine {
  const base = { call: probe.call, status }
  try {
    return { ...base, verdict: 'read', says: `reads it: ${probe.read(status, body)}` }
  } catch (error) {
    if (!(error instanceof UnexpectedResponseError)) throw error
    const notJson = typeof body === 'string' && body !== '' ? ` (${JSON.stringify(body.slice(0, 60))})` : ''
    if (status === 403)
      return {
        ...base,
        verdict: 'problem',
        says: `refused (403): was the XSRF token missing or wrong? The portal shows ${probe.otherwise}`,
      }
    if (isServerError(status))
      return {
        ...base,
        verdict: 'problem',
        says: `a server fault (${status}): the portal shows ${probe.otherwise}`,
      }
    if (/status not expected/.test(error.detail) && status >= 400 && notJson === '')
      return {
        ...base,
        verdict: 'other',
        says: `a status the portal does not read, as the contract allows ("any other status"): ${probe.otherwise}`,
      }
    const why =
      notJson === '' ? error.detail.replace(/^[A-Z]+ \S+: /, '') : `the body is text, not JSON${notJson}`
    return { ...base, verdict: 'mismatch', says: `${why}; a person would see ${probe.otherwise}` }
  }
}

export interface CheckReport {
  /** Whether loading the page gave the XSRF cookie. */
  xsrfCookie: boolean
  lines: CheckLine[]
}

export async function checkContract(api: string, options: { timeoutMs?: number } = {}): Promise<CheckReport> {
  const origin = new URL(api).origin
  const timeoutMs = options.timeoutMs ?? 10_000
  const jar = new CookieJar()
  // As a browser does: the page first, whose answer sets the XSRF cookie.
  try {
    const page = await fetch(new URL('/', origin), {
      headers: { Accept: 'text/html' },
      signal: AbortSignal.timeout(timeoutMs),
    })
    jar.take(page)
    await page.body?.cancel()
  } catch {
    // Reported through the cookie's absence and each call's own line.
  }
  const xsrfCookie = jar.get(XSRF_COOKIE) !== undefined
  const lines: CheckLine[] = []
  for (const probe of probes(origin)) {
    try {
      const { status, body } = await sendOne(origin, probe.request(), jar, timeoutMs)
      lines.push(lineOf(probe, status, body))
    } catch (error) {
      lines.push({
        verdict: 'problem',
        call: probe.call,
        status: null,
        says: describeError(error, timeoutMs),
      })
    }
  }
  return { xsrfCookie, lines }
}

const LABELS: Record<Verdict, string> = { read: 'ok', other: 'ok', mismatch: 'MISMATCH', problem: 'PROBLEM' }

/** The report as printed: a line for the XSRF cookie, one per call, and a summary. */
export function formatReport(api: string, report: CheckReport): string[] {
  const width = Math.max(...report.lines.map((line) => line.call.length))
  const bad = report.lines.filter((line) => line.verdict === 'mismatch' || line.verdict === 'problem')
  return [
    `Contract check of ${new URL(api).origin}: ${report.lines.length} harmless calls with made-up values (nothing is created, changed or sent).`,
    report.xsrfCookie
      ? `ok        GET /: the ${XSRF_COOKIE} cookie is set, and sent back as ${XSRF_HEADER} on every POST.`
      : `PROBLEM   GET /: no ${XSRF_COOKIE} cookie, so the POSTs carry no ${XSRF_HEADER}; a server that checks it refuses them (403).`,
    ...report.lines.map(
      (line) =>
        `${LABELS[line.verdict].padEnd(9)} ${line.call.padEnd(width)}  ${String(line.status ?? '---')}  ${line.says}`,
    ),
    bad.length === 0 && report.xsrfCookie
      ? `All ${report.lines.length} answers are ones the portal reads, or statuses the contract sends to its generic error.`
      : `${bad.length} of ${report.lines.length} answers are not ones the portal reads${report.xsrfCookie ? '' : ', and no XSRF cookie'}: see MISMATCH and PROBLEM above.`,
  ]
}

export const passed = (report: CheckReport) =>
  report.xsrfCookie && report.lines.every((line) => line.verdict === 'read' || line.verdict === 'other')
