/**
 * Ends `npm test` with its ten slowest test files, Vitest and Playwright together, so a file that became slow
 * is seen in the run that made it so, and with the time each browser engine took (docs/decisions/023). Reads the JSON reports both runners write to reports/timing/ during the
 * run; a report that is missing (a runner that did not run) is said, not guessed.
 */
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const SHOWN = 10

interface Timed {
  file: string
  runner: 'vitest' | 'playwright'
  ms: number
  tests: number
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[]
}

interface PlaywrightResult {
  duration: number
  startTime: string
}

interface PlaywrightSuite {
  file?: string
  specs?: { tests: { projectName: string; results: PlaywrightResult[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** The engine a Playwright project runs in: the Chromium checks and the journeys in each engine. */
function engineOf(projectName: string): string {
  if (projectName.includes('Firefox')) return 'Firefox ESR'
  if (projectName.includes('WebKit')) return 'WebKitGTK'
  return 'Chromium'
}

function read<T>(name: string): T | null {
  const file = resolve(root, 'reports/timing', name)
  if (!existsSync(file)) {
    console.log(`  (no ${relative(root, file)}: that runner did not run)`)
    return null
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

/** A Vitest file's wall time, from its start to its end in the worker that ran it. */
function vitestFiles(report: VitestReport): Timed[] {
  return report.testResults.map((result) => ({
    file: relative(root, result.name),
    runner: 'vitest',
    ms: result.endTime - result.startTime,
    tests: result.assertionResults.length,
  }))
}

/** Every Playwright test run, with the file it is in (relative to the project) and its project. */
function playwrightRuns(suites: readonly PlaywrightSuite[]) {
  const runs: { file: string; project: string; result: PlaywrightResult }[] = []
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) runs.push({ file, project: test.projectName, result })
      }
    }
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const suite of suites) visit(suite, suite.file ?? '?')
  return runs
}

/**
 * A Playwright file's time in one engine: the sum of its tests' runs. A journey or walks file runs once per engine, and
 * each is its own line.
 */
function playwrightFiles(runs: ReturnType<typeof playwrightRuns>): Timed[] {
  const byFile = new Map<string, Timed>()
  for (const { file, project, result } of runs) {
    // Journeys and path walks run once per engine: each engine's time is its own.
    const name = /^test\/(journeys|paths-browser)\//.test(file) ? `${file} in ${engineOf(project)}` : file
    const entry = byFile.get(name) ?? { file: name, runner: 'playwright', ms: 0, tests: 0 }
    entry.ms += result.duration
    entry.tests += 1
    byFile.set(name, entry)
  }
  return [...byFile.values()]
}

/** Each engine's share of the browser tests: the sum of its tests' runs, and when its first began and last ended. */
function engineTimes(runs: ReturnType<typeof playwrightRuns>): void {
  const start = Math.min(...runs.map(({ result }) => Date.parse(result.startTime)))
  const engines = new Map<string, { ms: number; tests: number; first: number; last: number }>()
  for (const { project, result } of runs) {
    const began = Date.parse(result.startTime) - start
    const engine = engineOf(project)
    const entry = engines.get(engine) ?? { ms: 0, tests: 0, first: began, last: 0 }
    entry.ms += result.duration
    entry.tests += 1
    entry.first = Math.min(entry.first, began)
    entry.last = Math.max(entry.last, began + result.duration)
    engines.set(engine, entry)
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`
  console.log('\nThe time of each engine (its tests one after another; the two workers run side by side):')
  for (const [engine, { ms, tests, first, last }] of engines) {
    console.log(
      `  ${engine.padEnd(12)} ${seconds(ms).padStart(6)} in ${tests} tests, ` +
        `from ${seconds(first)} to ${seconds(last)} of the browser stage`,
    )
  }
}

console.log(`\nThe ${SHOWN} slowest test files of this run:`)
const vitest = read<VitestReport>('vitest.json')
const playwright = read<{ suites: PlaywrightSuite[] }>('playwright.json')
const runs = playwright ? playwrightRuns(playwright.suites) : []
const files = [...(vitest ? vitestFiles(vitest) : []), ...playwrightFiles(runs)]
for (const { file, runner, ms, tests } of files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file} (${runner}, ${tests} tests)`)
}
if (runs.length > 0) engineTimes(runs)
