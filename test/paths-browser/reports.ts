/**
 * Where the browser runs leave what they found: each walk's steps, by engine (raw/), which the coverage check
 * reads; and the coverage itself (summary.json). Apart from the walks so the setup and the check can share it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const REPORT_DIR = resolve(import.meta.dirname, '../../reports/paths-browser')
const RAW_DIR = join(REPORT_DIR, 'raw')

export interface TakenSteps {
  readonly walk: string
  readonly taken: readonly { machine: string; step: string }[]
}

/** A new run starts with nothing found. */
export function clearFound(): void {
  rmSync(RAW_DIR, { recursive: true, force: true })
  rmSync(join(REPORT_DIR, 'summary.json'), { force: true })
}

export function keepFound(engine: string, found: TakenSteps): void {
  mkdirSync(join(RAW_DIR, engine), { recursive: true })
  writeFileSync(join(RAW_DIR, engine, `${found.walk}.json`), `${JSON.stringify(found, null, 2)}\n`)
}

/** Each engine that ran, with the steps its walks took. */
export function foundByEngine(): Map<string, TakenSteps[]> {
  const found = new Map<string, TakenSteps[]>()
  if (!existsSync(RAW_DIR)) return found
  for (const engine of readdirSync(RAW_DIR))
    found.set(
      engine,
      readdirSync(join(RAW_DIR, engine)).map(
        (file) => JSON.parse(readFileSync(join(RAW_DIR, engine, file), 'utf8')) as TakenSteps,
      ),
    )
  return found
}

export function writeSummary(summary: unknown): void {
  mkdirSync(REPORT_DIR, { recursive: true })
  writeFileSync(join(REPORT_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
}
