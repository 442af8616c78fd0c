/**
 * The planned paths as test cases a person can follow: numbered, each step in the person's words with the
 * screen they should see after it. `npm run paths -- --list` writes them as Markdown, CSV and Gherkin, the
 * flow studio offers the same files for download, and `npm test` checks that the cases it ran are exactly
 * these.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { leafStateIds } from './read-machine'
import { branchKey, type PathModel } from './path-model'
import { planCases, type PlannedCase } from './path-plan'
import { stepTaken } from './steps'

interface CaseStep {
  number: number
  action: string
  expected: string
}

export interface TestCase {
  id: string
  number: number
  kind: PlannedCase['path']['kind']
  start: string
  languages: string[]
  /** What the case is for, in a line. */
  purpose: string
  steps: CaseStep[]
}

type AnyPathModel = PathModel<AnyStateMachine>

const relative = (model: AnyPathModel, id: string) => id.slice(model.machine.id.length + 1) || id

/** What the person should see in a snapshot: the screens of its leaf states. */
export function expectedScreen(model: AnyPathModel, snapshot: AnyMachineSnapshot): string {
  return leafStateIds(model.machine, snapshot.value)
    .map((id) => {
      const screen = model.screens[id]
      const said = typeof screen === 'function' ? screen(snapshot) : screen
      return said ?? `(${relative(model, id)})`
    })
    .join('; ')
}

function purposeOf(model: AnyPathModel, planned: PlannedCase): string {
  const last = planned.path.steps.at(-1)
  const where = last ? leafStateIds(model.machine, last.state.value).map((id) => relative(model, id)) : []
  switch (planned.path.kind) {
    case 'shortest':
      return `Reach ${where.join(', ')} the shortest way`
    case 'walk': {
      const steps = planned.path.steps.length - 1
      const runs = planned.path.throughThePortal ? ', through the real portal too' : ', in jsdom only'
      return `A walk of ${steps} step${steps === 1 ? '' : 's'}, ending in ${where.join(', ')}${runs}`
    }
    case 'simple':
      return `A whole journey ending in ${where.join(', ')}`
  }
}

/**
 * What the person does or what happens, in the model's words, and where the event has several branches from
 * here, the one it took ("press Sign in (the username or password is empty, so nothing is sent)"): the same
 * gesture leads to different screens, and the tester should know which one this step is for. A branch the model
 * has no words for shows its name, which a unit test does not let pass.
 */
function actionOf(
  model: AnyPathModel,
  before: AnyMachineSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
) {
  const said = model.say(event as never)
  const branch = stepTaken(before, event, after)?.branch
  if (branch === undefined) return said
  return `${said} (${model.branches?.[branchKey(event.type, branch)] ?? `[${branch}]`})`
}

/** The model's cases, numbered; `planned` when the caller has planned them already (planning takes a while). */
export function testCases(model: AnyPathModel, planned: PlannedCase[] = planCases(model)): TestCase[] {
  return planned.map((planned) => ({
    id: `${model.machine.id}-${String(planned.number).padStart(3, '0')}`,
    number: planned.number,
    kind: planned.path.kind,
    start: planned.start.label,
    languages: planned.locales,
    purpose: purposeOf(model, planned),
    steps: planned.path.steps.map((step, index, steps) => {
      const before = steps[index - 1]?.state
      return {
        number: index,
        action:
          before === undefined
            ? `Open the flow (${planned.start.label})`
            : actionOf(model, before, step.event, step.state),
        expected: expectedScreen(model, step.state),
      }
    }),
  }))
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

export function casesMarkdown(model: AnyPathModel, cases: TestCase[], source: string): string {
  return [
    `# ${model.title}: test cases`,
    '',
    `<!-- Generated from ${source} by \`npm run paths -- --list\`. Do not edit. -->`,
    '',
    `${cases.length} cases, planned from the machine \`${model.machine.id}\` with the fixtures in \`${source}\`:`,
    'exactly the paths `npm test` runs through the real view (it checks that they match). Each step says what to',
    'do and what the screen should show afterwards.',
    '',
    ...cases.flatMap((testCase) => [
      `## ${testCase.id}: ${testCase.purpose}`,
      '',
      `Kind: ${testCase.kind}. Start: ${testCase.start}. Languages: ${testCase.languages.join(', ')}.`,
      '',
      '| Step | Do | Expect |',
      '|---|---|---|',
      ...testCase.steps.map((step) => `| ${step.number} | ${cell(step.action)} | ${cell(step.expected)} |`),
      '',
    ]),
  ].join('\n')
}

const csvField = (value: string | number) => {
  const text = String(value)
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function casesCsv(cases: TestCase[]): string {
  const rows = [
    ['case', 'purpose', 'kind', 'start', 'languages', 'step', 'do', 'expect'],
    ...cases.flatMap((testCase) =>
      testCase.steps.map((step) => [
        testCase.id,
        testCase.purpose,
        testCase.kind,
        testCase.start,
        testCase.languages.join(' '),
        step.number,
        step.action,
        step.expected,
      ]),
    ),
  ]
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/**
 * Words on one Gherkin line: the parser ends a step at a line break and trims its ends, and a step with no
 * words is no step at all.
 */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim() || '(no words in the path model)'

/** A tag: `@` and no whitespace, `@` or `#` (which would start another tag or a comment). */
const tag = (text: string) => `@${text.replace(/[^\p{L}\p{N}_.:-]+/gu, '-').replace(/^-+|-+$/g, '')}`

/** A screen's parts (`"; "` between them), as a `Then` and its `And`s, when they join back into its words. */
function outcomes(expected: string): string[] {
  const said = oneLine(expected)
  const parts = said.split('; ')
  return parts.every((part) => part !== '' && part === part.trim()) ? parts : [said]
}

/**
 * The cases as a Gherkin feature testers can import: a scenario per case, tagged with its kind, start and
 * languages; opening the flow is its `Given`, each action a `When`, each screen a `Then` (its further parts
 * `And`). Every text is kept to one line, so no word of a model can start a comment, tag, table or doc
 * string.
 */
export function casesFeature(model: AnyPathModel, cases: TestCase[], source: string): string {
  return [
    `Feature: ${oneLine(model.title)}`,
    '',
    `  Generated from the path model ${oneLine(source)} (machine ${model.machine.id})`,
    `  by \`npm run paths -- --list\`. Do not edit. These ${cases.length} scenarios are exactly the cases`,
    '  `npm test` runs through the real view (it checks that they match), each in the languages its tags name.',
    ...cases.flatMap((testCase) => [
      '',
      `  ${[testCase.kind, `start:${testCase.start}`, ...testCase.languages].map(tag).join(' ')}`,
      `  Scenario: ${oneLine(`${testCase.id}: ${testCase.purpose}`)}`,
      ...testCase.steps.flatMap((step, index) => [
        `    ${index === 0 ? 'Given' : 'When'} ${oneLine(step.action)}`,
        ...outcomes(step.expected).map((part, at) => `    ${at === 0 ? 'Then' : 'And'} ${part}`),
      ]),
    ]),
    '',
  ].join('\n')
}

/** `<case number>@<locale>` for every run of every case: what the model-based run records as executed. */
export const caseRuns = (cases: TestCase[]): string[] =>
  cases.flatMap((testCase) => testCase.languages.map((locale) => `${testCase.number}@${locale}`)).sort()
