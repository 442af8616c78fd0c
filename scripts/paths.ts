/**
 * `npm run paths`: path coverage for testers. Runs the model-based tests (every machine's shortest paths,
 * walks and simple paths through its real view, in three languages, with axe at every state), then
 * writes reports/paths/report.md, reports/paths/summary.json and every machine's test cases
 * (reports/paths/cases/<flow>.md, .csv and .feature), and fails when a machine is below 100 % of states, steps
 * (taken or excluded by a rule beside it) or transitions, a path failed, a machine has no fixtures, or the cases run differ from the cases listed.
 *
 * `npm run paths -- --list [machine ...]` only writes the test cases (all machines, or those named by flow or
 * machine id), without running anything.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  caseRuns,
  casesCsv,
  casesFeature,
  casesMarkdown,
  testCases,
  type TestCase,
} from '../machines/shared/path-cases'
import { discoverMachines } from './lib/machine-docs'
import { discoverPathModels } from './lib/path-models'

interface MachineReport {
  machine: string
  states: { reached: number; total: number }
  steps: { reached: number; excluded: number; total: number }
  transitions: { reached: number; total: number }
  paths: { shortest: number; walk: number; simple: number }
  failures: number
  locales: string[]
  stateList: { id: string; reached: boolean }[]
  stepList: { step: string; reached: boolean; excluded: string | null }[]
  transitionList: { key: string; reached: boolean }[]
  executed: string[]
}

const root = resolve(import.meta.dirname, '..')
const modelReports = resolve(root, 'reports/model')
const out = resolve(root, 'reports/paths')
const casesDir = resolve(out, 'cases')

/** Writes each machine's test cases; returns them by machine id. */
async function writeCases(only: string[]): Promise<Map<string, { flow: string; cases: TestCase[] }>> {
  const written = new Map<string, { flow: string; cases: TestCase[] }>()
  const models = (await discoverPathModels()).filter(
    ({ flow, model }) => only.length === 0 || only.includes(flow) || only.includes(model.machine.id),
  )
  const unknown = only.filter(
    (name) => !models.some(({ flow, model }) => flow === name || model.machine.id === name),
  )
  if (unknown.length > 0) {
    console.error(`No path model for: ${unknown.join(', ')} (see machines/<flow>/<flow>.paths.ts)`)
    process.exit(1)
  }
  mkdirSync(casesDir, { recursive: true })
  for (const { flow, file, model } of models) {
    const cases = testCases(model)
    writeFileSync(resolve(casesDir, `${flow}.md`), casesMarkdown(model, cases, file))
    writeFileSync(resolve(casesDir, `${flow}.csv`), casesCsv(cases))
    writeFileSync(resolve(casesDir, `${flow}.feature`), casesFeature(model, cases, file))
    written.set(model.machine.id, { flow, cases })
  }
  return written
}

const listIndex = process.argv.indexOf('--list')
if (listIndex !== -1) {
  const only = process.argv.slice(listIndex + 1).filter((arg) => !arg.startsWith('--'))
  const written = await writeCases(only)
  for (const [machine, { flow, cases }] of written) {
    const steps = cases.reduce((sum, testCase) => sum + testCase.steps.length - 1, 0)
    console.log(
      `${machine.padEnd(18)} ${String(cases.length).padStart(4)} cases, ${String(steps).padStart(5)} steps → reports/paths/cases/${flow}.md, .csv, .feature`,
    )
  }
  process.exit(0)
}

// `--from-last-run`: the model-based tests have just run inside the one vitest run of `npm test`
// (test:vitest, which clears reports/model first); only the report is left to write.
const fromLastRun = process.argv.includes('--from-last-run')
const started = Date.now()
let status: number | null = 0
if (!fromLastRun) {
  rmSync(modelReports, { recursive: true, force: true })
  const run = spawnSync('npx', ['vitest', 'run', 'test/model'], { cwd: root, stdio: 'inherit' })
  status = run.status ?? -1
}
const seconds = (Date.now() - started) / 1000

const machines = await discoverMachines()
const listed = await writeCases([])
const reports: MachineReport[] = []
const problems: string[] = []
for (const { flow, file, machine } of machines) {
  const path = resolve(modelReports, `${machine.id}.json`)
  if (!existsSync(path)) {
    problems.push(
      `${file}: no model-based run reported (add test/model/${flow}.model.test.tsx with fixtures)`,
    )
    continue
  }
  const report = JSON.parse(readFileSync(path, 'utf8')) as MachineReport
  reports.push(report)
  if (report.states.reached < report.states.total) problems.push(`${report.machine}: states below 100 %`)
  if (report.steps.reached + report.steps.excluded < report.steps.total)
    problems.push(`${report.machine}: steps below 100 % (taken or excluded)`)
  if (report.transitions.reached < report.transitions.total)
    problems.push(`${report.machine}: transitions below 100 %`)
  if (report.failures > 0) problems.push(`${report.machine}: ${report.failures} failing paths`)
  // The cases a tester reads must be the cases that ran: same numbers, same languages, none missing.
  const expected = caseRuns(listed.get(report.machine)?.cases ?? [])
  const ran = new Set(report.executed)
  const notRun = expected.filter((run) => !ran.has(run))
  const notListed = report.executed.filter((run) => !expected.includes(run))
  if (notRun.length > 0 || notListed.length > 0)
    problems.push(
      `${report.machine}: the cases run differ from the cases listed (not run: ${notRun.slice(0, 5).join(', ') || 'none'}; not listed: ${notListed.slice(0, 5).join(', ') || 'none'})`,
    )
}
if (status !== 0) problems.push(`the model-based tests exited with ${status}`)

const percent = (part: { reached: number; total: number }) =>
  `${part.reached}/${part.total} (${part.total === 0 ? 100 : Math.floor((part.reached / part.total) * 100)} %)`
/** Steps taken, and those a rule beside the machine excludes. */
const stepsTaken = (part: MachineReport['steps']) =>
  `${percent(part)}${part.excluded === 0 ? '' : ` + ${part.excluded} excluded`}`
const lines = [
  '# Path coverage',
  '',
  fromLastRun
    ? 'Generated by `npm test` from its vitest run. Paths are planned from the machines in machines/ and'
    : `Generated by \`npm run paths\` in ${seconds.toFixed(0)} s. Paths are planned from the machines in machines/ and`,
  'run through the real views: shortest paths and walks in en-CA (the covering ones in fr-CA and en-GB too), simple',
  'paths (whole journeys) in en-CA, with an axe check (WCAG 2.2 A and AA) at every distinct state and language.',
  'A step is a state, an event and the state reached, from each child where a parent handles the event',
  '(machines/shared/steps.ts); the walks the real portal can run also run in three browsers',
  '(`npm run paths:browser`, reports/paths-browser/).',
  '',
  'Each machine links to its statechart (the flow studio draws the same one at `/__flows?machine=<id>`) and to',
  'its test cases, which are exactly the cases run.',
  '',
  '| Machine | States | Steps | Transitions | Shortest | Walks | Simple | Failures | Cases |',
  '|---|---|---|---|---|---|---|---|---|',
  ...reports.map((report) => {
    const flow =
      listed.get(report.machine)?.flow ?? machines.find((found) => found.machine.id === report.machine)?.flow
    const count = listed.get(report.machine)?.cases.length ?? 0
    return `| ${report.machine} ([statechart](../../docs/machines/${flow}.svg)) | ${percent(report.states)} | ${stepsTaken(report.steps)} | ${percent(report.transitions)} | ${report.paths.shortest} | ${report.paths.walk} | ${report.paths.simple} | ${report.failures} | [${count} cases](cases/${flow}.md) ([CSV](cases/${flow}.csv), [Gherkin](cases/${flow}.feature)) |`
  }),
  '',
  problems.length === 0
    ? 'Result: every machine at 100 %, no failures.'
    : `Result: FAILED\n\n${problems.map((p) => `- ${p}`).join('\n')}`,
  '',
  ...reports.flatMap((report) => [
    `## ${report.machine}`,
    '',
    '| State | Reached |',
    '|---|---|',
    ...report.stateList.map((state) => `| ${state.id} | ${state.reached ? 'yes' : '**no**'} |`),
    '',
    '| Step | Taken |',
    '|---|---|',
    ...report.stepList.map(
      ({ step, reached, excluded }) =>
        `| ${step} | ${reached ? 'yes' : excluded === null ? '**no**' : `excluded: ${excluded}`} |`,
    ),
    '',
    '| Transition | Taken |',
    '|---|---|',
    ...report.transitionList.map(
      (transition) => `| ${transition.key} | ${transition.reached ? 'yes' : '**no**'} |`,
    ),
    '',
  ]),
]
mkdirSync(out, { recursive: true })
writeFileSync(resolve(out, 'report.md'), `${lines.join('\n')}\n`)
writeFileSync(
  resolve(out, 'summary.json'),
  `${JSON.stringify(
    {
      seconds,
      ok: problems.length === 0,
      problems,
      machines: reports.map(
        ({
          stateList: _states,
          stepList: _steps,
          transitionList: _transitions,
          executed: _executed,
          ...summary
        }) => ({
          ...summary,
          cases: listed.get(summary.machine)?.cases.length ?? 0,
        }),
      ),
    },
    null,
    2,
  )}\n`,
)

console.log('\nPath coverage (reports/paths/report.md, reports/paths/summary.json):')
for (const report of reports) {
  console.log(
    `  ${report.machine.padEnd(16)} states ${percent(report.states).padEnd(14)} steps ${stepsTaken(report.steps).padEnd(24)} transitions ${percent(report.transitions).padEnd(14)} paths ${report.paths.shortest + report.paths.walk + report.paths.simple}, failures ${report.failures}`,
  )
}
if (problems.length > 0) {
  console.error(`\nPath coverage failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
  process.exit(1)
}
