/**
 * One planned walk (machines/shared/path-plan.ts) through the real portal, in one engine (docs/decisions/027): the
 * run opens its start's address, a person makes each of their events happen in the page, the demo API answers each
 * call as the path says (queued before the step that makes the call, released at the step where the server
 * answers), and the run's clock lets each delay elapse.
 *
 * After every step, the page must have taken exactly the planned step, at that point: the steps its flow reported
 * since the one before (read with XState's public inspection, every report of that page in), with nothing else
 * but what the gesture itself makes happen on its way (the field that had focus is left when focus moves, a
 * field's every key is a change). Then the page must show what the machine's oracle declares for the state
 * reached, in the page's language. Only then does the step count as checked; every other step the page took is
 * seen and listed apart, never counted. Every call the page sent must be one a step expected, pass the contract
 * (the demo API reads it first: demo-api/request-contract.ts) and carry what the person did.
 */
import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate'
import type { RecordedStep, RunAnswer } from '../../demo-api/path-runs'
import type { SentCall as CallAsSent } from '../../demo-api/request-contract'
import { screenOf, type Oracle, type PathSoFar, type Screen, type Words } from '../../machines/shared/oracle'
import type { PathModel } from '../../machines/shared/path-model'
import { coveredBy, type PlannedCase } from '../../machines/shared/path-plan'
import { activeStateIds } from '../../machines/shared/read-machine'
import { sameStep, START_EVENT, stepName, stepTaken, type Step } from '../../machines/shared/steps'
import type { Locale } from '../e2e/catalog'
import type { Person } from '../journeys/person'
import { checkInPage, pageCheck } from './page-check'
import { claimRealTime, type RealTime, type TakenStep } from './reports'
import { textOf } from './words'
import {
  failureAnswer,
  inThisRun,
  type RunControls,
  type SentCall,
  type WalkState,
  type World,
} from './world'

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
/** The run's time limit for calls, when a walk waits one out on the test clock (a path model's time-out). */
const TIME_LIMIT_MS = 2_000
/** The name of the calls' time limit among the delays a walk sees run in real time. */
export const API_TIME_LIMIT = 'the API time limit'
/**
 * The one engine whose walks wait the calls' time limit out for its served length (15 s). The length is the served
 * configuration's, read the same way in every engine; each engine's own timer is seen to end a call within the
 * limit by code-that-never-arrives.journey.ts, at a 2 s limit, and by the walks' time-outs on the test clock.
 */
export const REAL_TIME_LIMIT_ENGINE = 'chromium'
/** The name of a wait's words among the delays a walk sees run in real time. */
const BUSY_WORDS = 'busy words'
/** How much later than its length a delay run in real time may end, on a busy machine. */
const REAL_TIME_SLACK_MS = 3_000
/**
 * How much shorter than its length a delay may seem. A timer never fires early, but the walk starts its stopwatch
 * at the page's report of the step that set the timer, a moment after it was set: for a call's time limit, after
 * the transition that started the call (14 996 ms seen for 15 000 in Chromium on a busy machine).
 */
const REAL_TIME_EARLY_MS = 20

class WalkFailure extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isAnswer = (event: EventObject) => /^xstate\.(done|error)\.actor\./.test(event.type)
const invokeOf = (event: EventObject) => event.type.replace(/^xstate\.(done|error)\.actor\./, '')
const isHang = (event: EventObject) =>
  event.type.startsWith('xstate.error.') &&
  (failureAnswer((event as { error?: unknown }).error) as { network?: string }).network === 'hangs'
/** A delay's name in its event (`xstate.after.oneSecond.emailConfirmation…` → `oneSecond`). */
const delayOf = (event: EventObject) => /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1] ?? event.type

/**
 * The delays a walk lets elapse that may be seen to run for their real length: each delay of its machine by name
 * (`signIn …`), and the calls' time limit where it waits one out.
 */
export function delaysOf(model: PathModel<AnyStateMachine>, planned: PlannedCase): string[] {
  const { steps } = planned.path
  return [
    ...steps.flatMap(({ event }) =>
      event.type.startsWith('xstate.after.') ? [`${model.machine.id} ${delayOf(event)}`] : [],
    ),
    ...(steps.some(({ event }) => isHang(event)) || timeLimitInstead(model, steps) !== null
      ? [API_TIME_LIMIT]
      : []),
  ]
}

type PlannedSteps = PlannedCase['path']['steps']

/**
 * Where a walk may wait out the calls' time limit instead of the network failure it plans: the first failed call
 * whose path model offers a time-out at the same point, which the machine takes as the very same step (the walks
 * plan a time-out only where nothing else will do, since it costs a wait). One walk in REAL_TIME_LIMIT_ENGINE does,
 * so the time limit is seen to run for the length the page is served with.
 */
function timeLimitInstead(
  model: PathModel<AnyStateMachine>,
  steps: PlannedSteps,
): { index: number; event: EventObject } | null {
  for (let index = 1; index < steps.length; index++) {
    const { event, state } = steps[index] as PlannedSteps[number]
    const before = steps[index - 1]?.state as AnyMachineSnapshot
    if (!event.type.startsWith('xstate.error.') || isHang(event)) continue
    const planned = coveredBy(before, event, state).step
    const timeOut = model
      .events(before)
      .find((offered) => offered.type === event.type && isHang(offered as EventObject)) as
      EventObject | undefined
    if (planned === null || timeOut === undefined) continue
    const taken = coveredBy(before, timeOut, getNextSnapshot(model.machine, before, timeOut as never)).step
    if (taken !== null && sameStep(taken, planned)) return { index, event: timeOut }
  }
  return null
}

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

/** Where a page's reports stood: the page (when its navigation began) and how many steps it had reported. */
interface Mark {
  readonly page: number
  readonly n: number
}
const isAfter = (mark: Mark) => (step: RecordedStep) =>
  step.page > mark.page || (step.page === mark.page && step.n > mark.n)

/** A call as a failure shows it: method, path, the contract's headers and the body. */
const show = (call: CallAsSent) =>
  `${call.method} ${call.path} (Device ${JSON.stringify(call.headers.device)}, X-XSRF-TOKEN ${
    call.headers.xsrf === null ? 'absent' : 'sent'
  }, Content-Type ${JSON.stringify(call.headers.contentType)}) ${JSON.stringify(call.body)}`

/** What differs between what a call carried and what the person did. */
function differences(expected: SentCall, call: CallAsSent): string[] {
  const found: string[] = []
  const body = (typeof call.body === 'object' && call.body !== null ? call.body : {}) as Record<
    string,
    unknown
  >
  for (const [name, value] of Object.entries(expected.body ?? {}))
    if (JSON.stringify(body[name]) !== JSON.stringify(value))
      found.push(`${name} is ${JSON.stringify(body[name])}, not ${JSON.stringify(value)}`)
  const query = new URL(call.path, 'http://call.invalid').searchParams
  for (const [name, value] of Object.entries(expected.query ?? {}))
    if (query.get(name) !== value)
      found.push(`?${name} is ${JSON.stringify(query.get(name))}, not ${JSON.stringify(value)}`)
  return found
}

export interface WalkResult {
  readonly passed: boolean
  readonly checked: readonly TakenStep[]
  readonly seen: readonly TakenStep[]
  readonly realTime: readonly RealTime[]
}

/** Walks the planned case in `person`'s tab against the demo API at `base`. */
export async function walk(
  person: Person,
  plan: Walk,
  options: { engine: string; locale: Locale; base: string },
  onFound: (result: WalkResult) => void,
): Promise<void> {
  const { model, oracle, world, planned } = plan
  const { machine } = model
  const { locale, engine } = options
  const run = `${engine}-${plan.id}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
  const api = (path: string, init?: RequestInit) =>
    fetch(new URL(`/demo/path-runs/${run}${path}`, options.base), init)
  const origin = (() => {
    const url = new URL('/', options.base)
    if (HOSTS[locale] !== undefined) url.hostname = HOSTS[locale]
    return url.origin
  })()
  const say = sayIn(locale)
  const fields =
    typeof world.fields === 'function' ? world.fields({ start: planned.start }) : (world.fields ?? {})

  /** What happened in the page so far, as the oracle and the calls' expectations read it. */
  const happened: EventObject[] = []
  const pathSoFar = (): PathSoFar => ({ start: planned.start, events: [...happened] })
  const state = (index: number): WalkState => ({
    person,
    locale,
    origin,
    start: planned.start,
    before: (steps[Math.max(0, index - 1)] ?? steps[0])?.state as AnyMachineSnapshot,
    after: steps[index]?.state as AnyMachineSnapshot,
    path: pathSoFar(),
    say,
  })

  // A path model's time-out is a call that never answers: on the test clock the run's calls run out of time in 2 s,
  // not 15. One walk, in one engine, waits one out for the length the page is served with (real time): its own, or
  // one in place of a network failure that is the same step.
  let steps: PlannedSteps = planned.path.steps
  const plansAHang = steps.some(({ event }) => isHang(event))
  const instead = plansAHang ? null : timeLimitInstead(model, steps)
  const realTimeLimit =
    (plansAHang || instead !== null) &&
    engine === REAL_TIME_LIMIT_ENGINE &&
    claimRealTime(engine, API_TIME_LIMIT)
  if (realTimeLimit && instead !== null)
    steps = steps.map((step, index) => (index === instead.index ? { ...step, event: instead.event } : step))
  const waitsOutATimeLimit = steps.some(({ event }) => isHang(event))
  const realTime: RealTime[] = []

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
      if (waitsOutATimeLimit && !realTimeLimit) opening.searchParams.set('limit', String(TIME_LIMIT_MS))
      await person.tab.goto(opening.href)
      await person.waitForApp()
    },
    // A call a start makes on its way (a sign-in before the forced reset): expected like a step's.
    queue: async (path, answer, sent) => {
      await send('/answers', { path, answer })
      expectedCalls.push({ path, sent: sent ?? null, what: 'the way to the start' })
    },
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
  /** Calls queued and not yet released, by invoke: their paths and the step that started them. */
  const pending = new Map<string, { path: string; index: number }[]>()
  /** What each queued call must carry, oldest first. */
  const expectedCalls: { path: string; sent: SentCall | null; what: string }[] = []
  /** Queues the answer of each call the step starts: the path's next answer for it, or none (held to the end). */
  async function queueCallsOf(index: number, what: string) {
    const before = index === 0 ? undefined : steps[index - 1]?.state
    const after = steps[index]?.state as AnyMachineSnapshot
    for (const id of callsStarted(machine, before, after)) {
      const call = world.calls[id]
      if (call === undefined) throw new WalkFailure(`${machine.id} has no call ${id} in its world`)
      const answered = steps.findIndex(
        (step, later) => later > index && isAnswer(step.event) && invokeOf(step.event) === id,
      )
      const path = call.path(state(index))
      await send('/answers', {
        path,
        answer:
          answered === -1 ? { network: 'hangs' } : answerOf(steps[answered]?.event as EventObject, answered),
      })
      pending.set(id, [...(pending.get(id) ?? []), { path, index }])
      expectedCalls.push({ path, sent: call.sent?.(state(index)) ?? null, what })
    }
  }

  let recorded: RecordedStep[] = []
  let calls: (CallAsSent & { queued: boolean; retry: boolean })[] = []
  const read = async () => {
    const response = await api('')
    ;({ steps: recorded, calls } = (await response.json()) as {
      steps: RecordedStep[]
      calls: typeof calls
    })
    return recorded
  }

  /**
   * Where the page's reports stand, once every step it has taken is reported: the run must hold as many of the
   * page's steps as it says it reported (a field left by a click has reported its step by the time the click is
   * done). Null when the page is gone (leaving for another address).
   */
  async function settled(): Promise<Mark | null> {
    const reported = await person.tab
      .evaluate(() => window.portalPathRun?.reported() ?? null)
      .catch(() => null)
    const deadline = Date.now() + STEP_WAIT
    for (;;) {
      await read()
      if (reported === null) return null
      if (recorded.filter((step) => step.page === reported.page).length >= reported.n) return reported
      if (Date.now() > deadline)
        throw new WalkFailure(`the page reported ${reported.n} steps; the run received fewer`)
      await sleep(20)
    }
  }
  const lastMark = (): Mark => {
    const last = recorded.at(-1)
    return last === undefined ? { page: 0, n: 0 } : { page: last.page, n: last.n }
  }

  /** The field that has focus now, by the name the machine's events give it; null when none of the form's does. */
  async function focusedField(): Promise<string | null> {
    const labels = Object.fromEntries(Object.entries(fields).map(([name, field]) => [say(field.label), name]))
    if (Object.keys(labels).length === 0) return null
    const label = await person.tab
      .evaluate(() => {
        const active = document.activeElement
        if (active === null || active.id === '') return null
        const label = document.querySelector(`label[for="${CSS.escape(active.id)}"]`)
        return (active.getAttribute('aria-label') ?? label?.textContent ?? '').replace(/\s+/g, ' ').trim()
      })
      .catch(() => null)
    return label === null ? null : (labels[label] ?? null)
  }

  const checked: TakenStep[] = []
  /** The planned step each index took, as the page reported it (for the delays' real lengths). */
  const took = new Map<number, RecordedStep>()

  /**
   * Waits until the page has taken `expected`, after `mark`, exactly: the planned step, after or around it only the
   * change and leave of the field `left` that the gesture took focus from, the change a leave of a field sends
   * first, the same change again for each further key typed, or (`again`) a countdown's earlier seconds; and it
   * rests where the planned step leads. Anything else is a detour, and fails at once.
   */
  async function waitForStep(
    index: number,
    expected: Step,
    mark: Mark,
    what: string,
    context: { left: string | null; again?: () => Promise<boolean> },
  ): Promise<void> {
    const changeOf = (field: string | null | undefined) =>
      field === null || field === undefined ? undefined : fields[field]?.change
    const typing = Object.values(fields).some((field) => field.change === expected.event)
    const deadline =
      Date.now() + STEP_WAIT + (realTimeLimit && isHang(steps[index]?.event ?? { type: '' }) ? 20_000 : 0)
    for (;;) {
      const now = await settled()
      const fresh = recorded.filter(isAfter(mark)).filter((step) => step.machine === machine.id)
      const incidental: EventObject[] = []
      let times = 0
      let countdown = 0
      let detour: RecordedStep | null = null
      for (const step of fresh) {
        const selfLoop = step.from === step.to
        if (sameStep(step, expected)) times += 1
        else if (selfLoop && context.left !== null && step.event === changeOf(context.left)) continue
        else if (
          selfLoop &&
          context.left !== null &&
          step.event === 'user.leave' &&
          step.field === context.left
        )
          incidental.push({ type: 'user.leave', field: context.left } as EventObject)
        else if (selfLoop && expected.event === 'user.leave' && step.event === changeOf(expected.field))
          continue
        else if (context.again !== undefined && step.event === expected.event && times === 0) countdown += 1
        else detour ??= step
      }
      if (detour === null && times > 1 && !typing)
        detour = fresh.filter((step) => sameStep(step, expected))[1] ?? null
      const describe = () =>
        fresh.length === 0 ? 'no step' : fresh.map((step) => stepName(step)).join(', then ')
      if (detour !== null)
        throw new WalkFailure(
          `${what}: the page took ${stepName(detour)}, which the walk did not plan here (it took ${describe()})`,
        )
      const last = fresh.at(-1)
      if (times > 0 && last?.to === expected.to) {
        for (let tick = 0; tick < countdown; tick++) happened.push({ type: expected.event })
        happened.push(...incidental)
        const step = fresh.find((candidate) => sameStep(candidate, expected))
        if (step !== undefined) took.set(index, step)
        return
      }
      // A delay that ended into another step than planned (a countdown not yet at its end): the next one.
      if (context.again !== undefined && times === 0 && last !== undefined && last.event === expected.event) {
        if (await context.again()) continue
      }
      if (Date.now() > deadline) {
        checkCalls(what)
        throw new WalkFailure(`${what}: the page did not take ${stepName(expected)}; it took ${describe()}`)
      }
      if (now === null) await sleep(50)
    }
  }

  /** Every call the page has sent so far: each one a step expected, allowed by the contract, as the person made it. */
  let callsChecked = 0
  function checkCalls(what: string) {
    for (const call of calls.slice(callsChecked)) {
      callsChecked += 1
      if (call.refused !== null)
        throw new WalkFailure(`${what}: the contract refuses ${show(call)}: ${call.refused}`)
      if (call.retry) continue
      const pathname = call.path.split('?')[0] ?? call.path
      const at = expectedCalls.findIndex((expected) => expected.path === pathname)
      if (!call.queued || at === -1) throw new WalkFailure(`${what}: a call no step expected: ${show(call)}`)
      const [expected] = expectedCalls.splice(at, 1)
      const found = expected?.sent === null || expected === undefined ? [] : differences(expected.sent, call)
      if (found.length > 0)
        throw new WalkFailure(
          `${what}: the call ${expected?.what ?? ''} made does not carry what the person did (${found.join('; ')}): ${show(call)}`,
        )
    }
  }

  /** Checks the oracle's screen for the state the step reached. */
  async function checkScreen(step: Step, what: string) {
    const screen: Screen | undefined = screenOf(oracle, step.to, pathSoFar())
    if (screen === undefined) throw new WalkFailure(`${machine.id}'s oracle has no screen for ${step.to}`)
    const entered = step.from !== step.to
    const focus =
      screen.leavesFor !== undefined || step.event === START_EVENT
        ? null
        : entered
          ? (screen.focus ?? null)
          : step.event.startsWith('user.')
            ? 'kept'
            : null
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
      // What the portal kept is still there to read where it left for, when that is the portal's own origin.
      if (screen.storage === undefined) return
    }
    // A wait's words come once it has lasted (docs/decisions/035): one walk per engine and machine waits for them,
    // the first to reach a wait; the others check the wait without them, as a quick answer shows it.
    const waitsForWords =
      screen.busyWords !== undefined &&
      screen.leavesFor === undefined &&
      claimRealTime(engine, `${machine.id} ${BUSY_WORDS}`)
    const check = pageCheck(
      screen.leavesFor !== undefined
        ? { storage: screen.storage ?? {} }
        : waitsForWords && screen.busyWords !== undefined
          ? { ...screen, shows: [...(screen.shows ?? []), screen.busyWords] }
          : screen,
      locale,
      focus,
    )
    const deadline = Date.now() + STEP_WAIT
    for (;;) {
      const problems = await person.tab
        .evaluate(checkInPage, check)
        .catch((error: unknown) => [String(error)])
      if (problems.length === 0) return
      if (Date.now() > deadline) {
        // A call the contract refused explains a screen better than the screen does.
        await read().catch(() => [])
        checkCalls(what)
        const shown = await person.tab
          .evaluate(() =>
            (document.querySelector('main') ?? document.body).innerText.replace(/\s+/g, ' ').trim(),
          )
          .catch(() => '(the page could not be read)')
        throw new WalkFailure(
          `${what}, in ${step.to}:\n  - ${problems.join('\n  - ')}\n  The page says: ${shown.slice(0, 400)}`,
        )
      }
      await sleep(100)
    }
  }

  /** A delay of the page's machine seen to run for its real length: how long it took, against its length. */
  function seeRealTime(delay: string, ms: number, index: number, t0: number, page: number) {
    const step = took.get(index)
    if (step?.at === undefined || step.page !== page)
      throw new WalkFailure(`${delay}: the page did not say when the delay ended`)
    const length = step.at - t0
    if (length < ms - REAL_TIME_EARLY_MS || length > ms + REAL_TIME_SLACK_MS)
      throw new WalkFailure(`${delay} of ${ms} ms ran for ${Math.round(length)} ms in the page`)
    realTime.push({ delay, ms, took: Math.round(length) })
  }

  const claimed = new Set<string>()
  let passed = false
  try {
    const start = world.starts[planned.start.label]
    if (start === undefined)
      throw new WalkFailure(`${machine.id}'s world has no start "${planned.start.label}"`)
    await queueCallsOf(0, 'opening the flow')
    if (start.arrive !== undefined) await start.arrive(state(0), controls)
    else await controls.open((start.path ?? (() => '/'))(state(0)))
    const opening = stepTaken(undefined, { type: START_EVENT }, steps[0]?.state as AnyMachineSnapshot)
    if (opening === null) throw new WalkFailure('the walk has no start')
    await waitForStep(0, opening, { page: 0, n: 0 }, 'step 0 (open the flow)', { left: null })
    await checkScreen(opening, 'step 0 (open the flow)')
    checkCalls('step 0 (open the flow)')
    checked.push({ machine: machine.id, step: stepName(opening) })
    const timeLimit = realTimeLimit
      ? await person.tab.evaluate(() => window.portalPathRun?.timeLimitMs() ?? null)
      : null

    for (let index = 1; index < steps.length; index++) {
      const before = steps[index - 1]?.state as AnyMachineSnapshot
      const { event, state: after } = steps[index] as { event: EventObject; state: AnyMachineSnapshot }
      const expected = coveredBy(before, event, after).step
      if (expected === null) throw new WalkFailure(`step ${index} takes no step in the plan`)
      const what = `step ${index} (${model.say(event as never)})`
      const mark = (await settled()) ?? lastMark()
      let again: (() => Promise<boolean>) | undefined
      let left: string | null = null
      let realDelay: { delay: string; ms: number; t0: number; page: number } | null = null
      happened.push(event)
      if (isAnswer(event)) {
        const [call, ...rest] = pending.get(invokeOf(event)) ?? []
        if (call === undefined) throw new WalkFailure(`${what}: no call of ${invokeOf(event)} is waiting`)
        pending.set(invokeOf(event), rest)
        await queueCallsOf(index, what)
        await controls.release(call.path)
        if (isHang(event) && timeLimit !== null) {
          await waitForStep(index, expected, mark, what, { left })
          const started = took.get(call.index)
          if (started?.at === undefined) throw new WalkFailure(`${what}: no step started the call`)
          seeRealTime(API_TIME_LIMIT, timeLimit, index, started.at, started.page)
          await checkScreen(expected, what)
          checkCalls(what)
          checked.push({ machine: machine.id, step: stepName(expected) })
          continue
        }
      } else if (event.type.startsWith('xstate.after.')) {
        const delay = `${machine.id} ${delayOf(event)}`
        const declared = (machine.implementations.delays as Record<string, unknown>)[delayOf(event)]
        const real = typeof declared === 'number' && !claimed.has(delay) && claimRealTime(engine, delay)
        if (real) claimed.add(delay)
        const elapse = (inRealTime: boolean) =>
          person.tab.evaluate(
            (id: string, realTimeToo: boolean) => ({
              left: window.portalPathRun?.elapse(id, realTimeToo) ?? null,
              t0: performance.now(),
              page: performance.timeOrigin,
            }),
            machine.id,
            inRealTime,
          )
        const first = await elapse(real)
        if (first.left === null)
          throw new WalkFailure(`${what}: no delay of ${machine.id} is pending in the page`)
        if (real) {
          if (first.left !== declared)
            throw new WalkFailure(
              `${what}: the delay pending is ${first.left} ms, not the ${String(declared)} declared`,
            )
          realDelay = { delay, ms: first.left, t0: first.t0, page: first.page }
        }
        // A countdown's earlier seconds end where they began: the page lets them all end in one call.
        again = async () =>
          (await person.tab.evaluate(
            (id: string) => window.portalPathRun?.elapseCountdown(id) ?? 0,
            machine.id,
          )) > 0
      } else {
        const gesture = world.gestures[event.type]
        if (gesture === undefined)
          throw new WalkFailure(`${machine.id}'s world has no gesture for ${event.type}`)
        left = await focusedField()
        await queueCallsOf(index, what)
        await gesture(event, state(index))
      }
      // The event goes where it happened, after what the gesture made happen on its way.
      happened.splice(happened.indexOf(event), 1)
      await waitForStep(index, expected, mark, what, { left, ...(again === undefined ? {} : { again }) })
      happened.push(event)
      if (realDelay !== null) seeRealTime(realDelay.delay, realDelay.ms, index, realDelay.t0, realDelay.page)
      await checkScreen(expected, what)
      checkCalls(what)
      checked.push({ machine: machine.id, step: stepName(expected) })
    }
    await read()
    checkCalls('the end of the walk')
    passed = true
  } finally {
    await read().catch(() => [])
    const seen = recorded.map(({ machine: id, ...step }) => ({ machine: id, step: stepName(step) }))
    onFound({ passed, checked: passed ? checked : [], seen, realTime: passed ? realTime : [] })
    await api('', { method: 'DELETE' }).catch(() => {})
  }
}
