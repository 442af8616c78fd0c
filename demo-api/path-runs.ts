/**
 * Path runs (docs/decisions/027): a browser run of a machine's walk through the real portal chooses what the server
 * answers, call by call, for its own tab only. (Not to be confused with demo runs, ./runs.ts: a `demo-run` cookie
 * that gives a browser demo state of its own, which a walk's tab has too.) A run is named by a cookie its tab carries (`portal-path-run`), so
 * runs side by side on one demo server never see each other's answers, and a visit without the cookie gets the
 * demo's usual answers.
 *
 * - The runner queues "the next call to this path answers that" (a status and body, a network failure, or no
 *   answer at all), before the step that makes the call.
 * - The call is held when it arrives, until the runner releases it: the page shows its waiting state for as long
 *   as the runner checks it, and the answer comes exactly when the path says the server answers.
 * - The page reports each step its flows take (src/dev/path-run.ts); the runner reads them here, so a step taken
 *   just before the page leaves for another address is not lost with it.
 * - Every call the run's page sends is read by the contract first (request-contract.ts), queued or not, and kept
 *   as it was sent: the runner holds each to what the person did, and a call the contract refuses gets the
 *   contract's refusal, not the answer queued for it. A queued answer is itself held to the contract: a status
 *   the call declares must carry the body its schema describes.
 *
 * Under /demo/path-runs: `GET open?run=&to=&limit=` sets the cookie and sends the browser on; `POST {run}/answers`
 * queues; `POST {run}/release` releases the oldest held or coming call to a path; `POST {run}/steps` records a
 * step; `GET {run}` says what happened; `DELETE {run}` ends the run, answering what it still holds.
 * `POST {run}/hold-scripts` holds every script the run's tab asks for from then on (docs/decisions/029), which the
 * server of the build's files waits for (`GET {run}/script`, scriptHoldOf); `GET {run}/held-scripts` lists them.
 */
import type { Context } from './context.ts'
import { apiError, json, NO_STORE, readCookie } from './http.ts'
import type { SentCall } from './request-contract.ts'

export const PATH_RUN_COOKIE = 'portal-path-run'
export const PATH_RUNS_PATH = '/demo/path-runs'

/**
 * What one call answers: a status with a JSON or text body; `fails`, the connection closed without an answer (the
 * page's fetch rejects, as when the network fails); `hangs`, no answer at all, so the page's time limit passes.
 */
export type RunAnswer =
  | { readonly status: number; readonly json?: unknown; readonly text?: string }
  | { readonly network: 'fails' | 'hangs' }

export interface RecordedStep {
  readonly machine: string
  readonly from: string
  readonly event: string
  readonly branch?: string
  readonly field?: string
  readonly to: string
  /** When the page took it (`performance.now()` of its page), for a delay seen to run in real time. */
  readonly at?: number
  /** When the page's navigation began (`performance.timeOrigin`), and the step's number in that page. */
  readonly page: number
  readonly n: number
}

interface QueuedAnswer {
  readonly path: string
  readonly answer: RunAnswer
  arrived: boolean
  released: boolean
  release: () => void
  readonly whenReleased: Promise<void>
}

interface Run {
  readonly queued: QueuedAnswer[]
  readonly steps: RecordedStep[]
  /** Calls the run made that nothing was queued for: answered as the demo always answers, and reported. */
  readonly unqueued: string[]
  /**
   * Every call the run's page sent to a path a flow's adapters call, as the contract read it, in order: whether an
   * answer was queued for it, and whether it is the browser's own second try of a call whose connection failed.
   */
  readonly calls: (SentCall & { readonly queued: boolean; readonly retry: boolean })[]
  ended: boolean
  end: () => void
  readonly whenEnded: Promise<void>
  /** Once the runner holds the run's scripts: when they may come again (its end, or HANG_LIMIT_MS), and which. */
  scriptsHeld?: { readonly until: Promise<void>; readonly paths: string[] }
}

/** A run forgotten by its runner (a crash) goes once this many newer ones exist. */
const PATH_RUNS_KEPT = 200
/** How long a call that never answers is held at most, after its run's time limit has long passed. */
const HANG_LIMIT_MS = 60_000

const RUN_ID = /^[\w.-]{1,120}$/

/** Paths of the calls the adapters make: the API, the branding look-up, the branding package on the CDN. */
const CALLS = /^\/(api|branding|branding-assets)\//

function released(): { whenReleased: Promise<void>; release: () => void } {
  let release = () => {}
  const whenReleased = new Promise<void>((resolve) => (release = resolve))
  return { whenReleased, release }
}

function newRun(): Run {
  let end = () => {}
  const whenEnded = new Promise<void>((resolve) => (end = resolve))
  return { queued: [], steps: [], unqueued: [], calls: [], ended: false, end, whenEnded }
}

/** The run a request belongs to: the cookie's value up to its `~` (after it, the run's time limit). */
const runIdOf = (request: Request): string | null => {
  const value = readCookie(request, PATH_RUN_COOKIE)
  const id = value?.split('~')[0] ?? ''
  return RUN_ID.test(id) ? id : null
}

/** The build's scripts: its entry and every chunk, static or dynamic (`.js`, `.mjs`). */
const SCRIPT = /\.m?js$/

/**
 * What the server of the build's files (vite-plugin.ts) asks the demo API before it serves a script to a run's tab:
 * `GET {run}/script?path=`, which answers once the script may come (at once unless the run holds its scripts).
 * Null for a request outside a run, or for anything but a script.
 */
export function scriptHoldOf(request: Request): string | null {
  const id = runIdOf(request)
  const { pathname } = new URL(request.url)
  if (id === null || !SCRIPT.test(pathname)) return null
  return `${PATH_RUNS_PATH}/${id}/script?path=${encodeURIComponent(pathname)}`
}

function toResponse(answer: RunAnswer): Response {
  if ('network' in answer) return Response.error()
  const headers = { ...NO_STORE }
  if (answer.text !== undefined)
    return new Response(answer.text, {
      status: answer.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
    })
  if (answer.json === undefined) return new Response(null, { status: answer.status, headers })
  return json(answer.status, answer.json)
}

/** What a run asks of the contract (request-contract.ts). */
export interface RunContract {
  readonly isCall: (pathname: string) => boolean
  readonly answerProblem: (
    path: string,
    answer: { status: number; json?: unknown; text?: string },
  ) => string | null
}

const isRunAnswer = (value: unknown): value is RunAnswer =>
  typeof value === 'object' &&
  value !== null &&
  (('network' in value && (value.network === 'fails' || value.network === 'hangs')) ||
    ('status' in value && typeof value.status === 'number'))

export class PathRuns {
  private readonly runs = new Map<string, Run>()

  /**
   * The contract (request-contract.ts), given by the handler so that this module, which the Vite config imports,
   * loads no endpoint: which paths are calls it knows, and why a queued answer breaks it (or null).
   */
  constructor(private readonly contract: RunContract) {}

  private run(id: string): Run {
    let run = this.runs.get(id)
    if (run === undefined) {
      run = newRun()
      this.runs.set(id, run)
      for (const old of [...this.runs.keys()].slice(0, Math.max(0, this.runs.size - PATH_RUNS_KEPT)))
        this.end(old)
    }
    return run
  }

  private end(id: string): void {
    const run = this.runs.get(id)
    if (run === undefined) return
    run.ended = true
    run.end()
    for (const queued of run.queued) queued.release()
    this.runs.delete(id)
  }

  /**
   * The answer a run chose for this call, once released; null for a call outside any run, or one its run queued
   * nothing for (the demo answers it as usual). `read` is the contract's reading of a call (request-contract.ts):
   * every call to a path the adapters call is kept as it read it, and one it refuses gets its refusal.
   */
  async answer(request: Request, read: (call: Request) => Promise<SentCall>): Promise<Response | null> {
    const id = runIdOf(request)
    const run = id === null ? undefined : this.runs.get(id)
    if (run === undefined) return null
    const path = new URL(request.url).pathname
    const queued = run.queued.find((candidate) => candidate.path === path && !candidate.arrived)
    // A browser sends a call again once when its connection closed without an answer (it takes it for a kept-alive
    // connection the server had closed): the network has failed for that call, so it fails again.
    const last = run.queued.findLast((candidate) => candidate.path === path && candidate.arrived)
    const retry =
      queued === undefined &&
      last !== undefined &&
      'network' in last.answer &&
      last.answer.network === 'fails'
    if (this.contract.isCall(path)) {
      const call = await read(request)
      run.calls.push({ ...call, queued: queued !== undefined, retry })
      if (call.refused !== null && queued !== undefined) {
        queued.arrived = true
        const [status, ...words] = call.refused.split(' ')
        return apiError(Number(status), words.join(' '))
      }
    }
    if (queued === undefined) {
      if (retry) return Response.error()
      // The calls a flow's adapters make (the API, the branding look-up and the CDN's logos), not pages or code.
      if (CALLS.test(path)) run.unqueued.push(`${request.method} ${path}`)
      return null
    }
    queued.arrived = true
    await queued.whenReleased
    if ('network' in queued.answer && queued.answer.network === 'hangs') {
      await Promise.race([run.whenEnded, new Promise((resolve) => setTimeout(resolve, HANG_LIMIT_MS))])
      return apiError(504, 'No answer (a path run held this call past its time limit)')
    }
    return toResponse(queued.answer)
  }

  /** /demo/path-runs/*: the runner's controls and the page's step reports. */
  async route(context: Context): Promise<Response> {
    const { request, url } = context
    const rest = url.pathname.slice(PATH_RUNS_PATH.length + 1)
    if (rest === 'open' && request.method === 'GET') return this.open(url)
    const [id = '', action = ''] = rest.split('/')
    if (!RUN_ID.test(id)) return apiError(404, 'No such run')
    switch (`${request.method} ${action}`) {
      case 'GET ': {
        const run = this.runs.get(id)
        return json(200, {
          steps: run?.steps ?? [],
          queued: (run?.queued ?? []).map(({ path, arrived, released }) => ({ path, arrived, released })),
          unqueued: run?.unqueued ?? [],
          calls: run?.calls ?? [],
        })
      }
      case 'DELETE ':
        this.end(id)
        return new Response(null, { status: 204, headers: NO_STORE })
      case 'POST answers': {
        const body = (await request.json().catch(() => null)) as { path?: unknown; answer?: unknown } | null
        if (typeof body?.path !== 'string' || !body.path.startsWith('/') || !isRunAnswer(body.answer))
          return apiError(400, 'Queue { path: "/api/…", answer: { status, json | text } | { network } }')
        const problem = 'status' in body.answer ? this.contract.answerProblem(body.path, body.answer) : null
        if (problem !== null) return apiError(422, `The answer breaks the contract: ${problem}`)
        this.run(id).queued.push({
          path: body.path,
          answer: body.answer,
          arrived: false,
          released: false,
          ...released(),
        })
        return new Response(null, { status: 204, headers: NO_STORE })
      }
      case 'POST release': {
        const body = (await request.json().catch(() => null)) as { path?: unknown } | null
        const queued = this.runs.get(id)?.queued.find((item) => item.path === body?.path && !item.released)
        if (queued === undefined) return apiError(409, `Nothing queued to release for ${String(body?.path)}`)
        queued.released = true
        queued.release()
        return json(200, { arrived: queued.arrived })
      }
      case 'POST steps': {
        const step = (await request.json().catch(() => null)) as Partial<RecordedStep> | null
        const run = this.runs.get(id)
        if (run === undefined) return new Response(null, { status: 204, headers: NO_STORE })
        const optional = (value: unknown) => value === undefined || typeof value === 'string'
        if (
          typeof step?.machine !== 'string' ||
          typeof step.from !== 'string' ||
          typeof step.event !== 'string' ||
          !optional(step.branch) ||
          !optional(step.field) ||
          typeof step.to !== 'string' ||
          typeof step.page !== 'number' ||
          typeof step.n !== 'number' ||
          (step.at !== undefined && typeof step.at !== 'number')
        )
          return apiError(400, 'A step is { machine, from, event, branch?, field?, to, page, n, at? }')
        const { machine, from, event, branch, field, to, page, n, at } = step
        run.steps.push({
          machine,
          from,
          event,
          ...(branch === undefined ? {} : { branch }),
          ...(field === undefined ? {} : { field }),
          to,
          page,
          n,
          ...(at === undefined ? {} : { at }),
        })
        // Reports may arrive out of order (each is a request of its own): kept in the order they were taken.
        run.steps.sort((a, b) => a.page - b.page || a.n - b.n)
        return new Response(null, { status: 204, headers: NO_STORE })
      }
      case 'POST hold-scripts':
        this.holdScripts(id)
        return new Response(null, { status: 204, headers: NO_STORE })
      case 'GET script':
        await this.heldScript(id, url.searchParams.get('path') ?? '')
        return new Response(null, { status: 204, headers: NO_STORE })
      case 'GET held-scripts':
        return json(200, { paths: this.runs.get(id)?.scriptsHeld?.paths ?? [] })
      default:
        return apiError(405, 'Method not allowed')
    }
  }

  /**
   * From now on every script the run's tab asks for is held unanswered (the entry, a screen's chunk, an endpoint's,
   * the transport), as on a network that stalls once a page has come: until the run ends, or HANG_LIMIT_MS at most.
   */
  private holdScripts(id: string): void {
    const run = this.run(id)
    run.scriptsHeld ??= {
      until: Promise.race([
        run.whenEnded,
        new Promise<void>((resolve) => setTimeout(resolve, HANG_LIMIT_MS)),
      ]),
      paths: [],
    }
  }

  /** Resolves when a script of the run may be served: at once unless the run holds its scripts. */
  private async heldScript(id: string, path: string): Promise<void> {
    const held = this.runs.get(id)?.scriptsHeld
    if (held === undefined) return
    held.paths.push(path)
    await held.until
  }

  /** Starts a run in this browser: its cookie, then on to the page it opens with (a path of this origin). */
  private open(url: URL): Response {
    const id = url.searchParams.get('run') ?? ''
    const to = url.searchParams.get('to') ?? '/'
    const limit = Number(url.searchParams.get('limit') ?? '')
    if (!RUN_ID.test(id) || !to.startsWith('/') || to.startsWith('//'))
      return apiError(400, 'Open a run with ?run=<id>&to=/<path>[&limit=<ms>]')
    this.run(id)
    const value = Number.isSafeInteger(limit) && limit > 0 ? `${id}~${limit}` : id
    return new Response(null, {
      status: 302,
      headers: {
        Location: to,
        'Set-Cookie': `${PATH_RUN_COOKIE}=${value}; Path=/; SameSite=Lax`,
        ...NO_STORE,
      },
    })
  }
}
