/**
 * One planned walk (machines/shared/path-plan.ts) through the real portal, in one engine (docs/decisions/027): the
 * run opens its start's address, a person makes each of their events happen in the page, the demo API answers each
 * call as the path says (queued before the step that makes the call, released at the step where the server
 * answers), and the run's clock lets each delay elapse. After every step the page must have taken exactly the
 * planned step (its flow reports each step it takes, read with XState's public inspection) and must show what the
 * machine's oracle declares for the state reached, in the page's language.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import type { RecordedStep, RunAnswer } from '../../demo-api/path-runs'
import { screenOf, type Oracle, type Screen, type Words } from '../../machines/shared/oracle'
import type { PathModel } from '../../machines/shared/path-model'
import { coveredBy, type PlannedCase } from '../../machines/shared/path-plan'
import { activeStateIds } from '../../machines/shared/read-machine'
import { START_EVENT, stepName, stepTaken, type Step } from '../../machines/shared/steps'
import type { Locale } from '../e2e/catalog'
import type { Person } from '../journeys/person'
import { checkInPage, pageCheck } from './page-check'
import { textOf } from './words'
import { failureAnswer, inThisRun, type RunControls, type WalkState, type World } from './world'

export interface Walk {
  /** The case's id as the Markdown, CSV and Gherkin lists name it (`signIn-012`). */
  readonly id: string
  readonly model: PathModel<AnyStateMachine>
  readonly oracle: Oracle
  readonly world: World
  readonly planned: PlannedCase
}

/** Where the walk's language is served: French by the `lang` query, British English on the UK host. */
const HOSTS: Record<Locale, string | undefined> = {
  'en-CA': undefined,
  'fr-CA': undefined,
  'en-GB': 'uk.localhost',
}

/** How long the page may take to take a step and show its state, on a machine several suites share. */
const STEP_WAIT = 15_000
/** The run's time limit for calls, when a walk waits one out (a path model's time-out). */
const TIME_LIMIT_MS = 2_000

class WalkFailure extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isAnswer = (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type)
const invokeOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '')
const sameStep = (recorded: RecordedStep, step: Step) =>
  recorded.from === step.from && recorded.event === step.event && recorded.to === step.to

/** The words as the page says them, for finding a control by its name. */
const sayIn =
  (locale: Locale) =>
  (words: Words): string => {
    if (typeof words === 'string') return textOf(locale, words)
    if ('text' in words) return words.text
    const values = Object.fromEntries(
      Object.entries(words.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'object' ? textOf(locale, value.id) : value,
      ]),
    )
    return textOf(locale, words.id, values)
  }

/** The invokes a step starts: those of each state it enters. */
function callsStarted(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot | undefined,
  after: AnyMachineSnapshot,
) {
  const was = new Set(before === undefined ? [] : activeStateIds(machine, before.value))
  return activeStateIds(machine, after.value)
    .filter((id) => !was.has(id))
    .flatMap((id) => machine.getStateNodeById(id).invoke.map((invoke) => invoke.id))
}

export interface WalkResult {
  /** Every step the page's flows took, by machine: what coverage counts. */
  readonly taken: readonly { machine: string; step: string }[]
}

/** Walks the planned case in `person`'s tab against the demo API at `base`. */
export async function walk(
  person: Person,
  plan: Walk,
  options: { engine: string; locale: Locale; base: string },
  onTaken: (result: WalkResult) => void,
): Promise<void> {
  const { model, oracle, world, planned } = plan
  const { machine } = model
  const { locale } = options
  const steps = planned.path.steps
  const run = `${options.engine}-${plan.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const api = (path: string, init?: RequestInit) =>
    fetch(new URL(`/demo/path-runs/${run}${path}`, options.base), init)
  const origin = new URL(person.address('/', HOSTS[locale])).origin
  const say = sayIn(locale)
  const state = (index: number): WalkState => ({
    person,
    locale,
    origin,
    start: planned.start,
    before: (steps[Math.max(0, index - 1)] ?? steps[0])?.state as AnyMachineSnapshot,
    after: steps[index]?.state as AnyMachineSnapshot,
    say,
  })

  // A path model's time-out is a call that never answers: the run's calls then run out of time in 2 s, not 15.
  const waitsOutATimeLimit = steps.some(
    ({ event }) =>
      event.type.startsWith('xstate.error.') &&
      (failureAnswer((event as { error?: unknown }).error) as { network?: string }).network === 'hangs',
  )

  const send = async (path: string, body: unknown) => {
    const response = await api(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new WalkFailure(`the demo API refused ${path}: ${await response.text()}`)
  }
  const controls: RunControls = {
    open: async (path) => {
      const { pathname, search } = new URL(path, origin)
      const opening = new URL(`${origin}/demo/path-runs/open`)
      opening.searchParams.set('run', run)
      opening.searchParams.set('to', `${pathname}${search}`)
      if (waitsOutATimeLimit) opening.searchParams.set('limit', String(TIME_LIMIT_MS))
      await person.tab.goto(opening.href)
      await person.waitForApp()
    },
    queue: (path, answer) => send('/answers', { path, answer }),
    release: (path) => send('/release', { path }),
  }

  /** The answer that gives the outcome `event` carries, through the world's call for its invoke. */
  function answerOf(event: EventObject, index: number): RunAnswer {
    const call = world.calls[invokeOf(event)]
    if (call === undefined) throw new WalkFailure(`${machine.id} has no call ${invokeOf(event)} in its world`)
    if (event.type.startsWith('xstate.error.')) return failureAnswer((event as { error?: unknown }).error)
    const answer = call.answer((event as { output?: unknown }).output, state(index))
    if (answer === null)
      throw new WalkFailure(
        `no HTTP answer gives ${JSON.stringify(event)}: this walk cannot run in the portal`,
      )
    return answer
  }
  /** Paths of the calls queued and not yet released, by invoke. */
  const pending = new Map<string, string[]>()
  /** Queues the answer of each call the step starts: the path's next answer for it, or none (held to the end). */
  async function queueCallsOf(index: number) {
    const before = index === 0 ? undefined : steps[index - 1]?.state
    const after = steps[index]?.state as AnyMachineSnapshot
    for (const id of callsStarted(machine, before, after)) {
      const call = world.calls[id]
      if (call === undefined) throw new WalkFailure(`${machine.id} has no call ${id} in its world`)
      const answered = steps.findIndex(
        (step, later) => later > index && isAnswer(step.event) && invokeOf(step.event) === id,
      )
      const path = call.path(state(index))
      await controls.queue(
        path,
        answered === -1 ? { network: 'hangs' } : answerOf(steps[answered]?.event as EventObject, answered),
      )
      pending.set(id, [...(pending.get(id) ?? []), path])
    }
  }

  let recorded: RecordedStep[] = []
  /** Calls the page made that the walk queued nothing for (the demo answered them as it always does). */
  let unqueued: string[] = []
  const taken = () => ({
    taken: recorded.map(({ machine: id, ...step }) => ({ machine: id, step: stepName(step) })),
  })
  const read = async () => {
    const response = await api('')
    const report = (await response.json()) as { steps: RecordedStep[]; unqueued: string[] }
    ;({ steps: recorded, unqueued } = report)
    return recorded
  }

  /** Waits until the page has taken `expected` since `from`, and rests where it leads. */
  async function waitForStep(expected: Step, from: number, what: string, again?: () => Promise<boolean>) {
    const deadline = Date.now() + STEP_WAIT
    for (;;) {
      const mine = (await read()).slice(from).filter((step) => step.machine === machine.id)
      const last = mine.at(-1)
      if (mine.some((step) => sameStep(step, expected)) && last?.to === expected.to) return
      // A delay that ended into another step than planned (a countdown not yet at its end): the next one.
      if (
        again !== undefined &&
        last !== undefined &&
        last.event === expected.event &&
        !sameStep(last, expected)
      ) {
        if (await again()) continue
      }
      if (Date.now() > deadline)
        throw new WalkFailure(
          `${what}: the page did not take ${stepName(expected)}; it took ${
            mine.length === 0 ? 'no step' : mine.map((step) => stepName(step)).join(', then ')
          }${unqueued.length === 0 ? '' : `; calls nothing was queued for: ${unqueued.join(', ')}`}`,
        )
      await sleep(50)
    }
  }

  /** Checks the oracle's screen for the state the step reached. */
  async function checkScreen(index: number, step: Step, what: string) {
    const path = { start: planned.start, events: steps.slice(1, index + 1).map(({ event }) => event) }
    const screen: Screen | undefined = screenOf(oracle, step.to, path)
    if (screen === undefined) throw new WalkFailure(`${machine.id}'s oracle has no screen for ${step.to}`)
    if (screen.leavesFor !== undefined) {
      const target = inThisRun(screen.leavesFor, origin)
      await person
        .waitUntil(
          `the page to leave for ${target}`,
          async () => (await person.tab.url()) === target,
          STEP_WAIT,
        )
        .catch((error: unknown) => {
          throw new WalkFailure(`${what}: ${String(error)}`)
        })
      return
    }
    const entered = step.from !== step.to
    const focus =
      step.event === START_EVENT
        ? null
        : entered
          ? (screen.focus ?? null)
          : step.event.startsWith('user.')
            ? 'kept'
            : null
    const check = pageCheck(screen, locale, focus)
    const deadline = Date.now() + STEP_WAIT
    for (;;) {
      const problems = await person.tab
        .evaluate(checkInPage, check)
        .catch((error: unknown) => [String(error)])
      if (problems.length === 0) return
      if (Date.now() > deadline)
        throw new WalkFailure(`${what}, in ${step.to}:\n  - ${problems.join('\n  - ')}`)
      await sleep(100)
    }
  }

  try {
    const start = world.starts[planned.start.label]
    if (start === undefined)
      throw new WalkFailure(`${machine.id}'s world has no start "${planned.start.label}"`)
    await queueCallsOf(0)
    if (start.arrive !== undefined) await start.arrive(state(0), controls)
    else await controls.open((start.path ?? (() => '/'))(locale))
    const opening = stepTaken(undefined, { type: START_EVENT }, steps[0]?.state as AnyMachineSnapshot)
    if (opening === null) throw new WalkFailure('the walk has no start')
    await waitForStep(opening, 0, 'step 0 (open the flow)')
    await checkScreen(0, opening, 'step 0 (open the flow)')

    for (let index = 1; index < steps.length; index++) {
      const before = steps[index - 1]?.state as AnyMachineSnapshot
      const { event, state: after } = steps[index] as { event: EventObject; state: AnyMachineSnapshot }
      const expected = coveredBy(before, event, after).step
      if (expected === null) throw new WalkFailure(`step ${index} takes no step in the plan`)
      const what = `step ${index} (${model.say(event as never)})`
      const from = recorded.length
      let again: (() => Promise<boolean>) | undefined
      if (isAnswer(event)) {
        const [path, ...rest] = pending.get(invokeOf(event)) ?? []
        if (path === undefined) throw new WalkFailure(`${what}: no call of ${invokeOf(event)} is waiting`)
        pending.set(invokeOf(event), rest)
        await queueCallsOf(index)
        await controls.release(path)
      } else if (event.type.startsWith('xstate.after.')) {
        const elapse = () =>
          person.tab.evaluate((id: string) => window.portalPathRun?.elapse(id) ?? false, machine.id)
        if (!(await elapse()))
          throw new WalkFailure(`${what}: no delay of ${machine.id} is pending in the page`)
        again = elapse
      } else {
        const gesture = world.gestures[event.type]
        if (gesture === undefined)
          throw new WalkFailure(`${machine.id}'s world has no gesture for ${event.type}`)
        await queueCallsOf(index)
        await gesture(event, state(index))
      }
      await waitForStep(expected, from, what, again)
      await checkScreen(index, expected, what)
    }
  } finally {
    await read().catch(() => [])
    onTaken(taken())
    await api('', { method: 'DELETE' }).catch(() => {})
  }
}
