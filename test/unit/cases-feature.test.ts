// @vitest-environment node
/**
 * The test cases as Gherkin (reports/paths/cases/<flow>.feature), parsed back with Cucumber's own parser and
 * compiled to the pickles a Cucumber runner or a test-management import would read: for every machine, one
 * scenario per case with the case's id, tags and steps, in the case's words. Then the check itself is shown
 * to fail on broken features, and the generator to stay valid whatever the words hold. And every guarded branch
 * a machine has is said in its path model's words, which each case's step adds where its event took that branch.
 */
import { generateMessages } from '@cucumber/gherkin'
import { IdGenerator, PickleStepType, SourceMediaType, StepKeywordType } from '@cucumber/messages'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { casesFeature, casesMarkdown, testCases, type TestCase } from '../../machines/shared/path-cases'
import { branchKey, type PathModel } from '../../machines/shared/path-model'
import { planCases } from '../../machines/shared/path-plan'
import { machineSteps, stepTaken } from '../../machines/shared/steps'
import { discoverPathModels } from '../../scripts/lib/path-models'

const models = await discoverPathModels()

/** The words as one Gherkin line holds them: whitespace runs become one space, the ends are trimmed. */
const onOneLine = (words: string) => words.replace(/\s+/g, ' ').trim()

/** What a case must read as in Gherkin: opening the flow as context, each action, each screen as outcomes. */
function expectedSteps(testCase: TestCase): { type: PickleStepType; text: string }[] {
  return testCase.steps.flatMap((step, index) => [
    { type: index === 0 ? PickleStepType.CONTEXT : PickleStepType.ACTION, text: onOneLine(step.action) },
    { type: PickleStepType.OUTCOME, text: onOneLine(step.expected) },
  ])
}

/** A screen's parts, which the feature writes as a `Then` and its `And`s, read back as one screen. */
function joinedSteps(steps: readonly { type?: PickleStepType; text: string }[]) {
  const joined: { type: PickleStepType | undefined; text: string }[] = []
  for (const step of steps) {
    const last = joined.at(-1)
    if (last && step.type === PickleStepType.OUTCOME && last.type === PickleStepType.OUTCOME)
      last.text = `${last.text}; ${step.text}`
    else joined.push({ type: step.type, text: step.text })
  }
  return joined
}

/** The feature as Cucumber reads it: its parse errors, its scenarios, and the pickles a runner would run. */
function parse(feature: string) {
  const envelopes = generateMessages(
    feature,
    'cases.feature',
    SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN,
    {
      includeGherkinDocument: true,
      includePickles: true,
      newId: IdGenerator.incrementing(),
    },
  )
  return {
    errors: envelopes.flatMap((envelope) => (envelope.parseError ? [envelope.parseError.message] : [])),
    scenarios: envelopes
      .flatMap((envelope) => envelope.gherkinDocument?.feature?.children ?? [])
      .flatMap((child) => (child.scenario ? [child.scenario] : [])),
    pickles: envelopes.flatMap((envelope) => (envelope.pickle ? [envelope.pickle] : [])),
  }
}

/** Everything a feature gets wrong about its cases; empty when it parses and says exactly the cases. */
function featureProblems(feature: string, cases: TestCase[]): string[] {
  const { errors, scenarios, pickles } = parse(feature)
  if (errors.length > 0) return errors
  const problems: string[] = []
  // Gherkin style: a step of the same kind as the one before says `And`; any other names its kind.
  for (const scenario of scenarios) {
    let kind: StepKeywordType | undefined
    for (const step of scenario.steps) {
      const and = step.keywordType === StepKeywordType.CONJUNCTION
      if (and ? kind === undefined : step.keywordType === kind)
        problems.push(`${scenario.name}: "${step.keyword}${step.text}" ${and ? 'says' : 'should say'} And`)
      if (!and) kind = step.keywordType
    }
  }
  const names = pickles.map((pickle) => pickle.name.split(':')[0]).join()
  const ids = cases.map((testCase) => testCase.id).join()
  if (names !== ids) problems.push(`scenarios ${names} instead of the cases ${ids}`)
  cases.forEach((testCase, index) => {
    const pickle = pickles[index]
    if (!pickle) return
    if (pickle.name !== onOneLine(`${testCase.id}: ${testCase.purpose}`))
      problems.push(`${testCase.id}: named "${pickle.name}"`)
    const tags = pickle.tags.map((found) => found.name).join(' ')
    const wantedTags = [testCase.kind, `start:${testCase.start.replace(/ /g, '-')}`, ...testCase.languages]
      .map((name) => `@${name}`)
      .join(' ')
    if (tags !== wantedTags) problems.push(`${testCase.id}: tagged ${tags} instead of ${wantedTags}`)
    const steps = JSON.stringify(joinedSteps(pickle.steps))
    const wantedSteps = JSON.stringify(expectedSteps(testCase))
    if (steps !== wantedSteps) problems.push(`${testCase.id}: steps ${steps}\ninstead of ${wantedSteps}`)
  })
  return problems
}

/** The branches the machine's steps can take, keyed as a path model's `branches` are. */
const branchesOf = (machine: AnyStateMachine): Set<string> =>
  new Set(
    machineSteps(machine).flatMap((step) =>
      step.branch === undefined ? [] : [branchKey(step.event, step.branch)],
    ),
  )

/** A guard's or a state's name in the words: a lower-case letter right before an upper-case one. */
const CODE_NAME = /\p{Ll}\p{Lu}/u

/**
 * Everything a path model's `branches` gets wrong: a branch of its machine with no words, words for a branch the
 * machine does not have (renamed, or gone), and words a tester cannot read (none, or a name from the code).
 */
function branchWordProblems(model: PathModel<AnyStateMachine>): string[] {
  const branches = branchesOf(model.machine)
  const words = model.branches ?? {}
  return [
    ...[...branches].filter((key) => !Object.hasOwn(words, key)).map((key) => `${key}: no words`),
    ...Object.entries(words).flatMap(([key, said]) => [
      ...(branches.has(key) ? [] : [`${key}: the machine has no such branch`]),
      ...(said.trim() === '' ? [`${key}: empty words`] : []),
      ...(CODE_NAME.test(said) ? [`${key}: "${said}" names code`] : []),
    ]),
  ]
}

describe.each(models.map((found) => [found.model.machine.id, found] as const))(
  '%s',
  (_id, { file, model }) => {
    it('writes its cases as a feature that parses back into the same scenarios, tags and steps', () => {
      const cases = testCases(model)
      expect(featureProblems(casesFeature(model, cases, file), cases)).toEqual([])
    })

    it("says in words each guarded branch its machine has, and no branch it doesn't", () => {
      expect(branchWordProblems(model)).toEqual([])
    })

    it("says in each case's step the branch its event took, after the event's words", () => {
      const planned = planCases(model)
      const cases = testCases(model, planned)
      planned.forEach((plannedCase, at) => {
        plannedCase.path.steps.forEach((step, index, steps) => {
          const before = steps[index - 1]?.state
          if (before === undefined) return
          const said = model.say(step.event as never)
          const branch = stepTaken(before, step.event, step.state)?.branch
          // A branch without words shows its name, for the test above to name the words missing.
          const words =
            branch === undefined
              ? undefined
              : (model.branches?.[branchKey(step.event.type, branch)] ?? `[${branch}]`)
          expect(cases[at]?.steps[index]?.action, `${cases[at]?.id ?? ''} step ${index}`).toBe(
            words === undefined ? said : `${said} (${words})`,
          )
        })
      })
    })
  },
)

describe('the branch words', () => {
  const found = models.find(({ flow }) => flow === 'sign-in')
  if (!found) throw new Error('no path model for sign-in')
  const { file, model } = found
  const words = model.branches ?? {}

  it.each(['user.submit [isFormInvalid]', 'user.submit [otherwise]'])(
    "show in the Markdown which way sign-in's submit went: %s",
    (key) => {
      const said = words[key]
      expect(said).toBeDefined()
      expect(casesMarkdown(model, testCases(model), file)).toContain(`| press Sign in (${said ?? ''}) |`)
    },
  )

  const { 'user.submit [isFormInvalid]': _invalid, ...withoutInvalid } = words
  it.each([
    ['a branch without words', withoutInvalid],
    [
      'words for a branch the machine does not have',
      { ...words, 'user.submit [isFormValid]': 'all is well' },
    ],
    ['words for a branch of another event', { ...words, 'user.leave [otherwise]': 'the field is left' }],
    ['empty words', { ...words, 'user.submit [otherwise]': ' ' }],
    ['a guard named in the words', { ...words, 'user.submit [otherwise]': 'isFormInvalid is false' }],
  ])('fail on %s', (_name, branches) => {
    expect(branchWordProblems(model)).toEqual([])
    expect(branchWordProblems({ ...model, branches })).not.toEqual([])
  })
})

describe('the feature check', () => {
  const found = models.find(({ flow }) => flow === 'forgot-password')
  if (!found) throw new Error('no path model for forgot-password')
  const { file, model } = found
  const cases = testCases(model)
  const feature = casesFeature(model, cases, file)
  const firstAction = cases[0]?.steps[1]?.action ?? ''

  it.each([
    ['a step with a line break', feature.replace(`When ${firstAction}`, `When ${firstAction}\nand more`)],
    ['a step in other words', feature.replace(`When ${firstAction}`, `When ${firstAction}!`)],
    ['a missing step', feature.replace(`    When ${firstAction}\n`, '')],
    ['a missing scenario', feature.slice(0, feature.lastIndexOf('\n  @'))],
    ['a missing tag', feature.replace(' @fr-CA', '')],
    ['a screen split where its words are not', feature.replace(/\n {4}And /, '\n    Then ')],
  ])('fails on %s', (_name, broken) => {
    expect(broken).not.toBe(feature)
    expect(featureProblems(broken, cases)).not.toEqual([])
  })

  it('keeps the feature valid whatever the words hold', () => {
    const hostile: TestCase = {
      ...(cases[0] as TestCase),
      purpose: 'a purpose\nScenario: not a scenario',
      start: 'a start # with @signs\tand tabs',
      steps: [
        { number: 0, action: 'Open the flow\n# not a comment', expected: '  """\nnot a doc string  ' },
        { number: 1, action: '| not | a table |', expected: '@not-a-tag; Feature: not a feature; ;' },
        { number: 2, action: 'type <not a placeholder>', expected: 'first ;second;  third' },
        { number: 3, action: '', expected: '```' },
      ],
    }
    const { errors, pickles } = parse(casesFeature(model, [hostile], file))
    expect(errors).toEqual([])
    expect(pickles).toHaveLength(1)
    expect(pickles[0]?.name).toBe(`${hostile.id}: a purpose Scenario: not a scenario`)
    expect(pickles[0]?.tags.map((found) => found.name)).toEqual([
      `@${hostile.kind}`,
      '@start:a-start-with-signs-and-tabs',
      ...hostile.languages.map((locale) => `@${locale}`),
    ])
    const { ACTION, CONTEXT, OUTCOME } = PickleStepType
    expect(pickles[0]?.steps.map(({ type, text }) => [type, text])).toEqual([
      [CONTEXT, 'Open the flow # not a comment'],
      [OUTCOME, '""" not a doc string'],
      [ACTION, '| not | a table |'],
      [OUTCOME, '@not-a-tag'],
      [OUTCOME, 'Feature: not a feature'],
      [OUTCOME, ';'],
      [ACTION, 'type <not a placeholder>'],
      [OUTCOME, 'first ;second'],
      [OUTCOME, 'third'],
      [ACTION, '(no words in the path model)'],
      [OUTCOME, '```'],
    ])
  })
})
