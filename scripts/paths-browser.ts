/**
 * `npm run paths:browser -- [machine ...] [--engine chromium|firefox|webkit ...] [--base-url URL] [--analytics-base-url URL] [--case id ...]`:
 * the machines' walks through the real portal (docs/decisions/027, docs/testers.md), in the engines asked for (all
 * three by default), against the demo this machine builds and serves (on E2E_PORT, 4180 unless set) or against any
 * address that serves the portal with its demo API. Each result is named as the test cases are
 * (`reports/paths/cases/<flow>.md`: `signIn-012` and its purpose). Writes JUnit XML
 * (reports/paths-browser/junit.xml), an HTML report with a screenshot of each failed step
 * (reports/paths-browser/html/) and the step coverage per engine (reports/paths-browser/summary.json).
 *
 * `--case` runs those cases only (any kind the lists have: a shortest path, a walk, a whole journey), and checks
 * no coverage. The cookie banner's and the cookies page's walks need a server with analytics configured
 * (docs/decisions/031): the one this machine starts beside the other (on E2E_ANALYTICS_PORT, 4184 unless set), or
 * `--analytics-base-url`.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { discoverPathModels } from './lib/path-models'

const root = resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)

const machines: string[] = []
const engines: string[] = []
const cases: string[] = []
let baseUrl: string | undefined
let analyticsBaseUrl: string | undefined
for (let index = 0; index < args.length; index++) {
  const arg = args[index] ?? ''
  const value = () => {
    const next = args[++index]
    if (next === undefined) fail(`${arg} needs a value`)
    return next
  }
  if (arg === '--engine') engines.push(value())
  else if (arg === '--base-url') baseUrl = value()
  else if (arg === '--analytics-base-url') analyticsBaseUrl = value()
  else if (arg === '--case') cases.push(value())
  else if (arg.startsWith('--')) fail(`unknown option ${arg}`)
  else machines.push(arg)
}

function fail(message: string): never {
  console.error(`paths:browser: ${message}`)
  console.error(
    'usage: npm run paths:browser -- [machine ...] [--engine chromium|firefox|webkit ...] [--base-url URL] [--analytics-base-url URL] [--case id ...]',
  )
  process.exit(2)
}

const known = (await discoverPathModels()).flatMap(({ flow, model }) => [flow, model.machine.id])
for (const name of machines)
  if (!known.includes(name)) fail(`no machine ${name} (one of: ${known.join(', ')})`)
// The engines are checked where the runs are planned (test/paths-browser/plan.ts), which knows them.
if (baseUrl !== undefined && !URL.canParse(baseUrl)) fail(`--base-url ${baseUrl} is not an address`)
if (analyticsBaseUrl !== undefined && !URL.canParse(analyticsBaseUrl))
  fail(`--analytics-base-url ${analyticsBaseUrl} is not an address`)

const run = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.paths.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PATHS_MACHINES: machines.join(','),
    PATHS_ENGINES: engines.join(','),
    PATHS_CASES: cases.join(','),
    ...(baseUrl === undefined ? {} : { PATHS_BASE_URL: baseUrl }),
    ...(analyticsBaseUrl === undefined ? {} : { PATHS_ANALYTICS_BASE_URL: analyticsBaseUrl }),
  },
})
console.log(
  '\nPath runs: reports/paths-browser/junit.xml, reports/paths-browser/html/index.html, ' +
    'reports/paths-browser/summary.json',
)
process.exit(run.status ?? 1)
