/**
 * `npm run paths:faults -- [fault ...] [--engine chromium|firefox|webkit ...]`: faults planted in the portal, each
 * of which must fail a walk through the real portal (docs/decisions/027, docs/testers.md). For each fault, in a
 * worktree of the committed HEAD (the checkout is never touched), one edit is made to the source, the test build
 * is built, and the walks of the machine it harms run in each engine asked for (all three by default). A fault
 * passes when at least one walk fails in every engine; an edit that no longer matches the source exactly once
 * fails the run, so a fault cannot quietly stop being planted. Not part of `npm test`: about a minute a fault.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

interface Fault {
  readonly name: string
  readonly what: string
  /** The machines whose walks must catch it. */
  readonly machines: readonly string[]
  readonly file: string
  readonly from: string
  readonly to: string
}

const FAULTS: readonly Fault[] = [
  {
    name: 'swapped-credentials',
    what: 'the username and password swapped in the login request',
    machines: ['signIn'],
    file: 'src/api/login.ts',
    from: 'Username: request.username,\n      Password: request.password,',
    to: 'Username: request.password,\n      Password: request.username,',
  },
  {
    name: 'token-kept-unticked',
    what: 'the appToken kept when the box is unticked',
    machines: ['signIn'],
    file: 'machines/sign-in/sign-in.machine.ts',
    from: "outcome?.kind === 'signedIn' &&\n        isFollowableUrl(outcome.url, context.redirectPolicy) &&\n        context.keepSignedIn &&",
    to: "outcome?.kind === 'signedIn' &&\n        isFollowableUrl(outcome.url, context.redirectPolicy) &&",
  },
  {
    name: 'username-leave-unsent',
    what: "the username's leave not sent",
    machines: ['signIn'],
    file: 'src/screens/parts/fields.tsx',
    from: "onLeave={() => flow.send({ type: 'user.leave', field: 'username' })}",
    to: 'onLeave={() => undefined}',
  },
  {
    name: 'empty-menu',
    what: 'the help menu opening empty',
    machines: ['headerMenu'],
    file: 'src/shell/help-menu.tsx',
    from: 'className="menu__list" hidden={!shown}',
    to: 'className="menu__list" hidden',
  },
  {
    name: 'short-countdown',
    what: 'the resend countdown starting one second short',
    machines: ['emailConfirmation'],
    file: 'src/screens/email-confirmation/email-confirmation.tsx',
    from: 'const RESEND_COOLDOWN_SECONDS = 60',
    to: 'const RESEND_COOLDOWN_SECONDS = 59',
  },
  {
    name: 'no-xsrf-header',
    what: 'the XSRF header dropped',
    machines: ['signIn'],
    file: 'src/api/client.ts',
    from: '  headers.set(XSRF_HEADER, token)\n',
    to: '',
  },
]

const ENGINES = ['chromium', 'firefox', 'webkit']
const root = resolve(import.meta.dirname, '..')

const args = process.argv.slice(2)
const asked: string[] = []
const engines: string[] = []
for (let index = 0; index < args.length; index++) {
  const arg = args[index] ?? ''
  if (arg === '--engine') engines.push(args[++index] ?? '')
  else if (arg.startsWith('--')) usage(`unknown option ${arg}`)
  else asked.push(arg)
}
for (const engine of engines) if (!ENGINES.includes(engine)) usage(`no engine ${engine}`)
for (const name of asked) if (!FAULTS.some((fault) => fault.name === name)) usage(`no fault ${name}`)
const faults = asked.length === 0 ? FAULTS : FAULTS.filter((fault) => asked.includes(fault.name))
const runEngines = engines.length === 0 ? ENGINES : engines

function usage(message: string): never {
  console.error(`paths:faults: ${message}`)
  console.error(`faults: ${FAULTS.map((fault) => fault.name).join(', ')}; engines: ${ENGINES.join(', ')}`)
  process.exit(2)
}

function run(command: string, commandArgs: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync(command, commandArgs, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' })
}

interface Report {
  readonly suites?: readonly Suite[]
}
interface Suite {
  readonly suites?: readonly Suite[]
  readonly specs?: readonly {
    readonly title: string
    readonly file: string
    readonly tests: readonly {
      readonly projectName: string
      readonly status: string
      readonly results: readonly { readonly error?: { readonly message?: string } }[]
    }[]
  }[]
}

// Without its colours, the first two lines: the step and the first problem.
const firstLines = (message: string) =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 2)
    .map((line) => line.trim())
    .join(' / ')

/** Per engine project, the walks that did not pass, with what each said first. */
function failedWalks(report: Report): Map<string, string[]> {
  const failed = new Map<string, string[]>()
  const visit = (suite: Suite) => {
    for (const child of suite.suites ?? []) visit(child)
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (spec.file.endsWith('walks.paths.ts') && test.status === 'unexpected')
          failed.set(test.projectName, [
            ...(failed.get(test.projectName) ?? []),
            // What the walk said first, so a fault caught for the wrong reason can be seen.
            `${spec.title}: ${firstLines(test.results[0]?.error?.message ?? '')}`,
          ])
  }
  for (const suite of report.suites ?? []) visit(suite)
  return failed
}

const results: string[] = []
let missed = 0
let port = 4260
for (const fault of faults) {
  const tree = mkdtempSync(join(tmpdir(), `portal-fault-${fault.name}-`))
  try {
    const added = run('git', ['worktree', 'add', '--detach', '--force', tree, 'HEAD'], root)
    if (added.status !== 0) throw new Error(`git worktree add: ${added.stderr}`)
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'))
    const path = join(tree, fault.file)
    const source = readFileSync(path, 'utf8')
    const found = source.split(fault.from).length - 1
    if (found !== 1) throw new Error(`${fault.name}: its edit matches ${fault.file} ${found} times, not once`)
    writeFileSync(path, source.replace(fault.from, fault.to))
    const built = run('npm', ['run', '-s', 'build:test'], tree)
    if (built.status !== 0) throw new Error(`${fault.name}: the build failed\n${built.stdout}${built.stderr}`)
    const reportFile = join(tree, 'reports', 'faults.json')
    run('npx', ['playwright', 'test', '-c', 'playwright.paths.config.ts', '--reporter=json'], tree, {
      CI: '1',
      E2E_REUSE_BUILD: '1',
      E2E_PORT: String(port++),
      PATHS_ENGINES: runEngines.join(','),
      PATHS_MACHINES: fault.machines.join(','),
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    })
    const failed = failedWalks(JSON.parse(readFileSync(reportFile, 'utf8')) as Report)
    for (const engine of runEngines) {
      const project = [...failed.keys()].find((name) => name.toLowerCase().includes(engine))
      const walks = project === undefined ? [] : (failed.get(project) ?? [])
      if (walks.length === 0) missed++
      results.push(
        `${walks.length === 0 ? 'MISSED' : 'caught'}  ${fault.name} in ${engine}: ${
          walks.length === 0 ? 'every walk passed' : `${walks.length} walk(s) failed, first: ${walks[0]}`
        }`,
      )
    }
  } catch (error) {
    missed++
    results.push(`ERROR   ${fault.name}: ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    run('git', ['worktree', 'remove', '--force', tree], root)
    rmSync(tree, { recursive: true, force: true })
  }
  console.log(results.slice(-runEngines.length).join('\n'))
}

console.log(`\n${faults.length} fault(s) in ${runEngines.length} engine(s):`)
for (const fault of faults) console.log(`- ${fault.name}: ${fault.what}`)
console.log(results.join('\n'))
process.exit(missed === 0 ? 0 : 1)
