/**
 * `npm run screen-reader [-- case ...] [--locale en-CA|fr-CA]`: Orca (Debian 12's 43.1) reads Firefox ESR under
 * Xvfb over the portal's key states (cases.ts), in English and French, and each state's transcript is held to what
 * must be heard there and what must not (issue 49, item 5; docs/testers.md). Writes each transcript to
 * reports/screen-reader/<case>.<locale>.txt and the verdicts to reports/screen-reader/summary.json; prints a
 * verdict per case and language, and exits non-zero on any failure.
 *
 * Builds the test build first (`E2E_REUSE_BUILD=1` serves the dist/ you built with `npm run build:test`).
 * The Debian packages it needs are installed by scripts/screen-reader-packages.sh, which the npm script runs first.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Locale } from '../e2e/catalog'
import { screenReaderAnalyticsPort, screenReaderPort } from '../support/ports'
import { CASES, NEVER, type Case } from './cases'
import { SPEECH_RATE, startDesktop, type Desktop } from './desktop'
import { startFirefox, type Person } from './person'
import type { Phrase } from './phrases'
import { serve, type Servers } from './servers'
import { failuresOf, transcriptLines, utterancesBetween, type Expectations } from './verdict'

const root = resolve(import.meta.dirname, '../..')
const reports = join(root, 'reports/screen-reader')
const LOCALES: readonly Locale[] = ['en-CA', 'fr-CA']
const now = () => Date.now() / 1000

function usage(message: string): never {
  console.error(`screen-reader: ${message}`)
  console.error('usage: npm run screen-reader -- [case ...] [--locale en-CA|fr-CA]')
  console.error(`cases: ${CASES.map((kase) => kase.id).join(', ')}`)
  process.exit(2)
}

const chosen: string[] = []
const locales: Locale[] = []
const args = process.argv.slice(2)
for (let index = 0; index < args.length; index++) {
  const arg = args[index] ?? ''
  if (arg === '--locale') {
    const locale = args[++index]
    if (locale !== 'en-CA' && locale !== 'fr-CA') usage(`--locale takes en-CA or fr-CA, not ${locale}`)
    locales.push(locale)
  } else if (arg.startsWith('--')) usage(`unknown option ${arg}`)
  else if (!CASES.some((kase) => kase.id === arg)) usage(`no case ${arg}`)
  else chosen.push(arg)
}
const cases = CASES.filter((kase) => chosen.length === 0 || chosen.includes(kase.id))
const runLocales = locales.length === 0 ? LOCALES : LOCALES.filter((locale) => locales.includes(locale))

interface Verdict {
  readonly case: string
  readonly locale: Locale
  readonly failures: readonly { readonly step: string; readonly failure: string }[]
}

/** Merges the expectations every fully heard step holds with the step's own. */
const withNever = (expected: Expectations = {}): Expectations => ({
  ...expected,
  notHeard: [...(NEVER.notHeard ?? []), ...(expected.notHeard ?? [])],
})

async function runCase(
  kase: Case,
  locale: Locale,
  person: Person,
  desktop: Desktop,
  sites: { portal: string; analytics: string },
): Promise<Verdict> {
  const failures: { step: string; failure: string }[] = []
  const marks: number[] = []
  const shownAfter: Map<string, boolean>[] = []
  let end = now()
  try {
    for (const step of kase.steps) {
      const before = now()
      const pressed = await step.act(person, sites, locale)
      const acted = now()
      const mark = typeof pressed === 'number' ? pressed : before
      marks.push(mark)
      if (step.until === undefined) await desktop.quiet({ atLeastMs: 1000 })
      // Said after the act: what a key of the act itself made Orca say does not end the listening.
      else await desktop.saying(step.until.said(locale), acted)
      const shown = new Map<string, boolean>()
      for (const phrase of step.expect?.asShown ?? [])
        shown.set(phrase.label, await person.shows(phrase.said(locale)))
      shownAfter.push(shown)
      end = now()
    }
    // A case that ends while Orca still reads: the Control key stops it, as it does for a person.
    if (kase.steps.at(-1)?.until !== undefined) {
      await person.press('ctrl')
      await desktop.quiet()
    }
  } catch (error) {
    failures.push({
      step: kase.steps[marks.length - 1]?.does ?? 'before its first step',
      failure: `the case could not run: ${(error as Error).message}`,
    })
    await desktop.quiet({ limitMs: 60_000 }).catch(() => {})
    end = now()
  }

  const speech = desktop.speech()
  const lines = [`# ${kase.name} (${kase.id}), ${locale}`, '']
  kase.steps.forEach((step, index) => {
    const from = marks[index]
    if (from === undefined) return
    const to = marks[index + 1] ?? end
    const utterances = utterancesBetween(speech, from, to)
    lines.push(`## ${index + 1}. The person ${step.does}`, ...transcriptLines(utterances), '')
    const shown = shownAfter[index] ?? new Map<string, boolean>()
    for (const failure of failuresOf(utterances, withNever(step.expect), locale, (phrase: Phrase) =>
      Boolean(shown.get(phrase.label)),
    ))
      failures.push({ step: `${index + 1}. ${step.does}`, failure })
  })
  lines.push(failures.length === 0 ? '## Verdict: PASS' : '## Verdict: FAIL')
  for (const { step, failure } of failures) lines.push(`- ${step}: ${failure}`)
  writeFileSync(join(reports, `${kase.id}.${locale}.txt`), `${lines.join('\n')}\n`)
  return { case: kase.id, locale, failures }
}

const started = Date.now()
const folder = mkdtempSync(join(tmpdir(), 'screen-reader-'))
const log = (line: string) => console.log(`screen-reader: ${line}`)
let servers: Servers | undefined
let desktop: Desktop | undefined
let person: Person | undefined
const cleanUp = async () => {
  await person?.close().catch(() => {})
  await desktop?.stop()
  await servers?.stop()
  if (process.env.SCREEN_READER_DEBUG !== '1') rmSync(folder, { recursive: true, force: true })
  else log(`the run's files (Orca's debug log, the speech file, each program's output) are in ${folder}`)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })

const verdicts: Verdict[] = []
try {
  if (process.env.E2E_REUSE_BUILD !== '1') {
    log('building the test build (E2E_REUSE_BUILD=1 serves the dist/ you built)')
    const build = spawnSync('npm', ['run', '-s', 'build:test'], { cwd: root, encoding: 'utf8' })
    if (build.status !== 0) throw new Error(`npm run build:test failed:\n${build.stdout}${build.stderr}`)
  }
  mkdirSync(reports, { recursive: true })
  for (const file of readdirSync(reports)) rmSync(join(reports, file), { force: true })
  servers = await serve({ portal: screenReaderPort, analytics: screenReaderAnalyticsPort }, folder)
  log(`serving the test build on ${servers.portal} and, with analytics asking, ${servers.analytics}`)
  desktop = await startDesktop(folder, log)
  const firefox = execFileSync(process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', ['--version'], {
    encoding: 'utf8',
    env: desktop.env,
  }).trim()
  for (const locale of runLocales) {
    // A fresh profile for each language: no cookie (the banner's answer) or storage of the other reaches it.
    person = await startFirefox(desktop)
    log(`${firefox}, ${locale}`)
    for (const kase of cases) {
      const caseStarted = Date.now()
      await person.blank()
      const verdict = await runCase(kase, locale, person, desktop, servers)
      verdicts.push(verdict)
      const seconds = ((Date.now() - caseStarted) / 1000).toFixed(0)
      console.log(`${verdict.failures.length === 0 ? 'PASS' : 'FAIL'}  ${kase.id} (${locale}, ${seconds} s)`)
      for (const { step, failure } of verdict.failures) console.log(`        ${step}: ${failure}`)
    }
    await person.close()
    person = undefined
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  writeFileSync(
    join(reports, 'summary.json'),
    `${JSON.stringify({ firefox, seconds, rate: SPEECH_RATE, verdicts }, null, 2)}\n`,
  )
  const failed = verdicts.filter((verdict) => verdict.failures.length > 0)
  log(
    `${verdicts.length - failed.length} of ${verdicts.length} passed in ${seconds} s; transcripts in ` +
      'reports/screen-reader/',
  )
  process.exitCode = failed.length > 0 ? 1 : 0
} catch (error) {
  console.error(`screen-reader: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
