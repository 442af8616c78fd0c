/**
 * A path run's side in the page (docs/decisions/027): only where the demo API is (development, the demo build, the
 * test build), and only in a tab a run opened (its cookie, set by the demo API's /demo/path-runs/open). main.tsx loads
 * it before anything starts; a production build has neither the check nor this module.
 *
 * - Each flow's steps (machines/shared/steps.ts), read with XState's public inspection, are reported to the run
 *   on the demo API as they are taken; the report survives the page leaving for another address.
 * - Each flow's delays (`after`) run on a clock of the run's: they elapse when the runner says, one at a time,
 *   never on their own, so every step of a countdown can be seen (the seconds a walk does not plan between two it
 *   does end together); or, when the runner asks for real time, the next one runs out on the page's own clock, for
 *   its whole length, so its real length is seen once too.
 * - The run's time limit for every call, when it set one, so a call that never answers fails in a second or two.
 */
import type { InspectionEvent } from 'xstate'
import { StepRecorder, type Step } from '../../machines/shared/steps'
import { readCookie } from '../kept-in-browser'

/** The demo API's run cookie (demo-api/path-runs.ts PATH_RUN_COOKIE; a unit test checks they agree). */
export const PATH_RUN_COOKIE = 'portal-path-run'

/** The most delays elapseCountdown lets end in one call. */
const COUNTDOWN_MAX = 1_000

/** The clock XState asks for a flow's delays (`createActor(…, { clock })`). */
interface Clock {
  setTimeout(fn: (...args: unknown[]) => void, timeout: number): unknown
  clearTimeout(id: unknown): void
}

/** A clock whose time moves only when the run says: each delay elapses by itself, in the order they end. */
class RunClock implements Clock {
  private now = 0
  private next = 0
  private readonly pending = new Map<number, { at: number; fn: () => void }>()

  setTimeout(fn: () => void, timeout: number): number {
    this.next += 1
    this.pending.set(this.next, { at: this.now + timeout, fn })
    return this.next
  }

  clearTimeout(id: unknown): void {
    this.pending.delete(id as number)
  }

  /**
   * The delay that ends first elapses: at once, or in `real` time, after as long as it has left; the length it
   * waits, or null when none is pending.
   */
  elapseNext(real: boolean): number | null {
    const [id, first] = [...this.pending].reduce<[number, { at: number; fn: () => void }] | [null, null]>(
      (best, entry) => (best[1] === null || entry[1].at < best[1].at ? entry : best),
      [null, null],
    )
    if (id === null || first === null) return null
    const left = Math.max(0, first.at - this.now)
    const end = () => {
      // Cleared while it ran out (the flow left the state): it no longer ends anything.
      if (!this.pending.has(id)) return
      this.pending.delete(id)
      this.now = Math.max(this.now, first.at)
      first.fn()
    }
    if (real) setTimeout(end, left)
    else end()
    return real ? left : 0
  }
}

/**
 * What useFlowActor (src/screens/flow.tsx) gives every flow of a run's page: the step recorder and its machine's
 * clock.
 */
export interface FlowRun {
  readonly inspect: (event: InspectionEvent) => void
  readonly clockFor: (machineId: string) => Clock
  /** The time limit of every call in this tab: the run's, else the configured one. */
  readonly timeLimitMs: number
}

/**
 * What the runner can do in the page besides what a person does: let a flow's next delay elapse (at once, or in
 * real time: then it says how long it waits, in ms), let a countdown run to its end at once, know how many steps
 * this page has reported, and read the calls' time limit.
 */
interface PathRunControls {
  elapse(machineId: string, real?: boolean): number | null
  /**
   * The flow's delays elapse at once, one after another, while each ends where it began (a countdown's seconds),
   * up to the first that leaves; how many elapsed. A 60-second wait is then one call of the runner, not 60.
   */
  elapseCountdown(machineId: string): number
  readonly reported: () => { page: number; n: number }
  /** The time limit of the page's calls now, as configured where it is served or by the run. */
  readonly timeLimitMs: () => number
}

declare global {
  interface Window {
    /** A path run's controls, for its runner only (test/paths-browser/). */
    portalPathRun?: PathRunControls
  }
}

/** The run this tab belongs to, from its cookie: its id and the time limit it set for calls, if any. */
function runOf(cookie: string): { id: string; timeLimitMs: number | null } | null {
  const value = readCookie(cookie, PATH_RUN_COOKIE)
  if (value === null) return null
  const [id = '', limit = ''] = value.split('~')
  const timeLimitMs = Number(limit)
  return { id, timeLimitMs: Number.isSafeInteger(timeLimitMs) && timeLimitMs > 0 ? timeLimitMs : null }
}

/** Joins the run the cookie names; null when it names none. */
export function joinPathRun(cookie: string, configuredLimitMs: number): FlowRun | null {
  const run = runOf(cookie)
  if (run === null) return null
  // Steps of one page are numbered; pages of one run are told apart by when their navigation began.
  const page = performance.timeOrigin
  let n = 0
  /** Each machine's last step: whether a delay's end left its state. */
  const lastSteps = new Map<string, Step>()
  const recorder = new StepRecorder((step, machine) => {
    n += 1
    lastSteps.set(machine, step)
    void fetch(`/demo/path-runs/${encodeURIComponent(run.id)}/steps`, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ machine, ...step, page, n, at: performance.now() }),
    }).catch(() => {})
  })
  const clocks = new Map<string, RunClock>()
  const clockFor = (machineId: string) => {
    let clock = clocks.get(machineId)
    if (clock === undefined) {
      clock = new RunClock()
      clocks.set(machineId, clock)
    }
    return clock
  }
  window.portalPathRun = {
    elapse: (machineId, real = false) => clocks.get(machineId)?.elapseNext(real) ?? null,
    elapseCountdown: (machineId) => {
      const clock = clocks.get(machineId)
      let elapsed = 0
      // A bound, so a delay that re-enters its state for ever cannot hang the page.
      while (clock !== undefined && elapsed < COUNTDOWN_MAX) {
        const before = n
        if (clock.elapseNext(false) === null) break
        elapsed += 1
        const step = lastSteps.get(machineId)
        if (n === before || step === undefined || step.from !== step.to) break
      }
      return elapsed
    },
    reported: () => ({ page, n }),
    timeLimitMs: () => run.timeLimitMs ?? configuredLimitMs,
  }
  // The page's calls run out of time at the run's limit, as if the page had been served with it: main.tsx gives
  // the flows this limit before the first call.
  return { inspect: recorder.inspect, clockFor, timeLimitMs: run.timeLimitMs ?? configuredLimitMs }
}
