/**
 * Where the browser runs leave what they found: each walk's steps, by engine (raw/), which the coverage check
 * reads; and the coverage itself (summary.json). Apart from the walks so the setup and the check can share it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const REPORT_DIR = resolve(import.meta.dirname, '../../reports/paths-browser')
const RAW_DIR = join(REPORT_DIR, 'raw')
/** Which delays an engine has seen run in real time, one file each (claimRealTime). */
const REAL_TIME_DIR = join(REPORT_DIR, 'real-time')

export interface TakenStep {
  readonly machine: string
  readonly step: string
}

/** A delay seen to run for its real length in the page: its name, its length, and how long it took. */
export interface RealTime {
  readonly delay: string
  readonly ms: number
  readonly took: number
}

export interface WalkFound {
  readonly walk: string
  /** Whether the walk passed: only a passed walk's checked steps count. */
  readonly passed: boolean
  /** The steps the walk planned, the page took exactly where planned, and after which the oracle passed. */
  readonly checked: readonly TakenStep[]
  /** Every step the page's flows took, by machine, checked or not. */
  readonly seen: readonly TakenStep[]
  readonly realTime: readonly RealTime[]
}

/** A new run starts with nothing found. */
export function clearFound(): void {
  rmSync(RAW_DIR, { recursive: true, force: true })
  rmSync(REAL_TIME_DIR, { recursive: true, force: true })
  rmSync(join(REPORT_DIR, 'summary.json'), { force: true })
}

export function keepFound(engine: string, found: WalkFound): void {
  mkdirSync(join(RAW_DIR, engine), { recursive: true })
  writeFileSync(join(RAW_DIR, engine, `${found.walk}.json`), `${JSON.stringify(found, null, 2)}\n`)
}

/**
 * Whether this walk is the one, in its engine, that lets `delay` run for its real length: the first to ask, across
 * the engine's workers (a file created only if it is not there yet). The others run it on the test clock.
 */
export function claimRealTime(engine: string, delay: string): boolean {
  mkdirSync(join(REAL_TIME_DIR, engine), { recursive: true })
  try {
    writeFileSync(join(REAL_TIME_DIR, engine, encodeURIComponent(delay)), '', { flag: 'wx' })
    return true
  } catch {
    return false
  }
}

/** Each engine that ran, with what its walks found. */
export function foundByEngine(): Map<string, WalkFound[]> {
  const found = new Map<string, WalkFound[]>()
  if (!existsSync(RAW_DIR)) return found
  for (const engine of readdirSync(RAW_DIR))
    found.set(
      engine,
      readdirSync(join(RAW_DIR, engine)).map(
        (file) => JSON.parse(readFileSync(join(RAW_DIR, engine, file), 'utf8')) as WalkFound,
      ),
    )
  return found
}

export function writeSummary(summary: unknown): void {
  mkdirSync(REPORT_DIR, { recursive: true })
  writeFileSync(join(REPORT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
}
