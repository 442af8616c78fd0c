/**
 * Ends `npm test` with its ten slowest test files, Vitest and Playwright together, so a file that became slow
 * is seen in the run that made it so. Reads the JSON reports both runners write to reports/timing/ during the
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

interface PlaywrightSuite {
  file?: string
  specs?: { tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
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

/** A Playwright file's time: the sum of its tests' runs (its tests run one after another in one worker). */
function playwrightFiles(suites: readonly PlaywrightSuite[]): Timed[] {
  const byFile = new Map<string, Timed>()
  const visit = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = byFile.get(file) ?? { file, runner: 'playwright', ms: 0, tests: 0 }
        entry.ms += test.results.reduce((sum, result) => sum + result.duration, 0)
        entry.tests += 1
        byFile.set(file, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child, file)
  }
  for (const suite of suites) visit(suite, `test/e2e/${suite.file ?? '?'}`)
  return [...byFile.values()]
}

console.log(`\nThe ${SHOWN} slowest test files of this run:`)
const vitest = read<VitestReport>('vitest.json')
const playwright = read<{ suites: PlaywrightSuite[] }>('playwright.json')
const files = [
  ...(vitest ? vitestFiles(vitest) : []),
  ...(playwright ? playwrightFiles(playwright.suites) : []),
]
for (const { file, runner, ms, tests } of files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file} (${runner}, ${tests} tests)`)
}
