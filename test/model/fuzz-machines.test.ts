// @vitest-environment node
/**
 * Fail closed, everywhere, for the machines: every machine in machines/ (found by the same registry that draws
 * their diagrams, scripts/lib/machine-docs.ts) starts from generated input and is sent generated steps: its own
 * events with generated payloads (empty, blank, very long, Unicode, HTML), its invoked actors answering
 * generated outcomes of their own kinds or rejecting as an adapter does, and its delays elapsing. After every
 * step:
 *
 * - nothing threw: no error reached the actor's error observer and it never stopped in error;
 * - it has a way forward: it is in a final state, or an event of its own is enabled, or an invoked actor is
 *   running, or a delay is pending (the few resting states of a background machine are named in its path model);
 * - a failed call (a rejection) changed nothing the person typed, led to no effect but forgetting tokens and
 *   leaving with the generic error, and left a way to try again unless the machine ended;
 * - the browser was only sent to a destination the redirect policy accepts, exactly as the policy parsed it;
 * - a password was cleared only on the outcomes docs/decisions/003 records (the server said the credentials
 *   were wrong), as the path model declares them.
 *
 * Nothing here is written per machine. What is generated is derived from the machine's path model
 * (machines/<flow>/<flow>.paths.ts), whose typed fixtures already hold one value of every kind: inputs from its
 * starts, events and outcomes from the fixtures it sends anywhere in its planned paths, each value mutated
 * (below). The gestures that try again are read from the machine itself.
 */
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate'
import { Coverage } from '../../machines/shared/coverage'
import type { PathModel } from '../../machines/shared/path-model'
import { shortestPaths } from '../../machines/shared/path-plan'
import { stateNodes } from '../../machines/shared/read-machine'
import { followableUrl, type RedirectPolicy } from '../../machines/shared/redirect-policy'
import { RequestTimeoutError, UnexpectedResponseError } from '../../machines/shared/calls'
import { discoverMachines } from '../../scripts/lib/machine-docs'
import { discoverPathModels } from '../../scripts/lib/path-models'
import { recordEffects } from '../support/effects'

const RUNS_PER_MACHINE = 50
const MIN_STEPS = 10
const MAX_STEPS = 50

// ---------------------------------------------------------------------------------------------------------
// Generated values

const NASTY_TEXT = [
  '',
  ' ',
  ' \t\n ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  'é🙂👩‍👩‍👧🇨🇦',
  '\u202eevil\u202c',
  '\u0000\u0007',
  'x'.repeat(10_000),
]

/** Text a person could type or paste. */
const text = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
)

/** The app's redirect policy, with its sign-in pages, which a server-returned url must not lead back to. */
const policy: RedirectPolicy = {
  origin: 'http://localhost:3000',
  allowedOrigins: ['https://product.example.org'],
  isSignInPath: (pathname) => pathname === '/' || pathname === '/sdmylife',
}

/** Urls a server could answer, followable or not. */
const url = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'https://product.example.org/home',
      'http://localhost:3000/demo/signed-in?session=s1',
      '/demo/signed-in',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'http://localhost:3000/sdmylife',
      '//evil.example/steal',
      'javascript:alert(1)',
      'https://evil.example/',
      ' https://product.example.org/home',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '#top',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.webUrl() },
  { weight: 1, arbitrary: text },
)

/** What an adapter rejects with (the network, the time limit, an unexpected answer), and any other error. */
const FAILURES: readonly Error[] = [
  new TypeError('Failed to fetch'),
  new RequestTimeoutError(15_000),
  new UnexpectedResponseError(500, 'server fault'),
  new UnexpectedResponseError(200, 'the body is not JSON'),
  new Error('anything else'),
]

// ---------------------------------------------------------------------------------------------------------
// Values like the path model's fixtures

/**
 * Keys that say which kind of thing an object is (an outcome's `kind`, an event's or a workspace's `type`): kept
 * as the fixtures have them, so a generated value is always one of the kinds the machine's types name.
 */
const DISCRIMINANTS = ['kind', 'type'] as const

type Fields = Record<string, unknown>
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The redirect policy is the app's own setting, not something a link, a person or a server sends. */
const isRedirectPolicy = (value: unknown): value is RedirectPolicy =>
  isFields(value) && typeof value.origin === 'string' && Array.isArray(value.allowedOrigins)

const URL_LIKE = /^(?:https?:|javascript:|\/|#)/i
const isUrlLike = (key: string, values: readonly string[]) =>
  /url|href/i.test(key) || values.some((value) => URL_LIKE.test(value))

/**
 * Which fixtures are alike enough to be generated as one shape: same type; for objects, the same kind and the
 * same fields (a union such as `{ packageName } | { institutionId }` is told apart by which fields it has).
 */
function shapeOf(value: unknown): string {
  if (isRedirectPolicy(value)) return 'policy'
  if (Array.isArray(value)) return 'array'
  if (isFields(value)) {
    const kind = DISCRIMINANTS.map((key) => value[key]).find((found) => typeof found === 'string')
    return `object:${String(kind ?? '')}:${Object.keys(value).sort().join(',')}`
  }
  return value === null ? 'null' : typeof value
}

const oneOf = (arbitraries: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  arbitraries.length === 1 ? (arbitraries[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbitraries)

/**
 * Values like `fixtures`: mostly one of them as it is (weight 3), so generated runs get as far as the path
 * model's own paths do, otherwise one with its leaves mutated (weight 1).
 */
const like = (fixtures: readonly unknown[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...fixtures) },
    { weight: 1, arbitrary: mutated(fixtures) },
  )

/**
 * A value shaped like one of `values`, each shape as often as the values have it (a path model holds more
 * fixtures of the answers that lead further), with each leaf kept or mutated: strings replaced by nasty text
 * (urls by the url arbitrary), numbers by other small integers, booleans either way, arrays kept with each
 * element mutated or shortened and lengthened, objects of each kind with each field mutated. `key` is the field
 * the values are found under.
 */
function mutated(values: readonly unknown[], key = ''): fc.Arbitrary<unknown> {
  const shapes = new Map<string, unknown[]>()
  for (const value of values) shapes.set(shapeOf(value), [...(shapes.get(shapeOf(value)) ?? []), value])
  const weighted = [...shapes.entries()].map(([shape, alike]) => ({
    weight: alike.length,
    arbitrary: mutatedShape(shape, alike, key),
  }))
  return weighted.length === 1 ? (weighted[0]?.arbitrary as fc.Arbitrary<unknown>) : fc.oneof(...weighted)
}

function mutatedShape(shape: string, values: unknown[], key: string): fc.Arbitrary<unknown> {
  if (shape === 'policy') return fc.constant(policy)
  if (shape === 'boolean') return fc.boolean()
  if (shape === 'number') {
    const largest = Math.max(...(values as number[]))
    return fc.oneof(fc.constantFrom(...values), fc.integer({ min: -1, max: Math.max(3, largest * 2) }))
  }
  if (shape === 'string') {
    const strings = values as string[]
    if ((DISCRIMINANTS as readonly string[]).includes(key)) return fc.constantFrom(...strings)
    return fc.oneof(fc.constantFrom(...strings), isUrlLike(key, strings) ? url : text)
  }
  if (shape === 'array') {
    const arrays = values as unknown[][]
    const elements = arrays.flat()
    if (elements.length === 0) return fc.constant([])
    const longest = Math.max(...arrays.map((array) => array.length))
    return fc.oneof(
      oneOf(arrays.map((array) => fc.tuple(...array.map((element) => mutated([element], key))))),
      fc.array(mutated(elements, key), { maxLength: longest + 2 }),
    )
  }
  if (shape.startsWith('object:')) {
    const objects = values as Fields[]
    const keys = Object.keys(objects[0] ?? {})
    return fc.record(
      Object.fromEntries(
        keys.map((field) => [
          field,
          mutated(
            objects.map((object) => object[field]),
            field,
          ),
        ]),
      ),
    )
  }
  // null and undefined: there is nothing to vary.
  return fc.constantFrom(...values)
}

/** A path model's input with the app's redirect policy in place of the model's (which knows no sign-in pages). */
const withAppPolicy = (value: unknown): unknown => {
  if (isRedirectPolicy(value)) return policy
  if (Array.isArray(value)) return value.map(withAppPolicy)
  return isFields(value)
    ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withAppPolicy(field)]))
    : value
}

// ---------------------------------------------------------------------------------------------------------
// What each machine is fed, derived from its path model and the machine

type AnyPathModel = PathModel<AnyStateMachine>

interface FuzzSpec {
  machine: AnyStateMachine
  input: fc.Arbitrary<unknown>
  /** The machine's own events with generated payloads; null for a machine a person does not drive. */
  event: fc.Arbitrary<EventObject> | null
  /** One event of each type, to ask the machine which are enabled. */
  probes: readonly EventObject[]
  /** Each invoked actor's generated outcomes, by the actor's name. */
  outcomes: Record<string, fc.Arbitrary<unknown>>
  /** Each invoked actor's outcome kinds in the path model, by the actor's name. */
  kinds: Record<string, string[]>
  /** The gestures that try again after a failed call. */
  retry: readonly string[]
  rests: AnyPathModel['rests']
  passwordClearedOn: AnyPathModel['passwordClearedOn']
}

/**
 * Every fixture the path model sends anywhere: at each state its planned paths reach, from every start, what
 * `events` and `journeyEvents` offer there. Own events by type (those whole journeys send, a person completing
 * the flow, also apart); invoked actors' answers by the invoke's id.
 */
function fixturesOf(model: AnyPathModel) {
  const events = new Map<string, EventObject[]>()
  const journeyEvents = new Map<string, EventObject[]>()
  const answers = new Map<string, unknown[]>()
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => {
    const known = map.get(key) ?? []
    if (!known.some((other) => isDeepStrictEqual(other, value))) map.set(key, [...known, value])
  }
  for (const start of model.starts) {
    const paths = shortestPaths(model.machine, {
      input: start.input,
      events: model.events,
      serializeState: model.serializeState,
    })
    for (const { state } of paths.flatMap((path) => path.steps)) {
      const journey = (model.journeyEvents ?? model.events)(state)
      for (const event of [...model.events(state), ...journey]) {
        const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type)
        if (done?.[1] !== undefined) add(answers, done[1], (event as { output: unknown }).output)
        else if (!event.type.startsWith('xstate.')) {
          add(events, event.type, event as EventObject)
          if (journey.includes(event)) add(journeyEvents, event.type, event as EventObject)
        }
      }
    }
  }
  return { events, journeyEvents, answers }
}

/** Whether entering `node` calls an actor: it, or a state it starts in, invokes one. */
const callsAnActor = (node: AnyStateNode): boolean =>
  node.invoke.length > 0 || (node.initial?.target ?? []).some((child) => callsAnActor(child))

/** The gestures that try again: a person's event (`user.*`) with a transition into a state that calls an actor. */
const retryGestures = (machine: AnyStateMachine): string[] => [
  ...new Set(
    stateNodes(machine.root).flatMap((node) =>
      [...node.transitions.entries()]
        .filter(
          ([type, transitions]) =>
            type.startsWith('user.') &&
            transitions.some((transition) =>
              (transition.target ?? []).some((target) => callsAnActor(target)),
            ),
        )
        .map(([type]) => type),
    ),
  ),
]

function fuzzSpecOf(model: AnyPathModel): FuzzSpec {
  const { machine } = model
  const { events, journeyEvents, answers } = fixturesOf(model)
  // Each of its events equally often; within one, what whole journeys send (good values) weighs more, so runs
  // get past the forms.
  const own = [...events.entries()].map(([type, fixtures]) => {
    const journey = journeyEvents.get(type) ?? []
    return journey.length === 0
      ? like(fixtures)
      : fc.oneof({ weight: 3, arbitrary: like(journey) }, { weight: 1, arbitrary: like(fixtures) })
  })
  const invoked = stateNodes(machine.root).flatMap((node) => node.invoke)
  const outputsOf = (actor: string) =>
    invoked.filter((invoke) => invoke.src === actor).flatMap((invoke) => answers.get(invoke.id) ?? [])
  const actors = Object.keys(machine.implementations.actors).filter((actor) => outputsOf(actor).length > 0)
  return {
    machine,
    input: like(model.starts.map((start) => withAppPolicy(start.input))),
    event: own.length === 0 ? null : (oneOf(own) as fc.Arbitrary<EventObject>),
    probes: [...events.values()].flatMap((fixtures) => fixtures.slice(0, 1)),
    outcomes: Object.fromEntries(actors.map((actor) => [actor, like(outputsOf(actor))])),
    kinds: Object.fromEntries(
      actors.map((actor) => [
        actor,
        outputsOf(actor).flatMap((output) =>
          isFields(output) && typeof output.kind === 'string' ? [output.kind] : [],
        ),
      ]),
    ),
    retry: retryGestures(machine),
    rests: model.rests,
    passwordClearedOn: model.passwordClearedOn,
  }
}

/** Effects a failed call may lead to: forgetting tokens, and leaving with the generic error. */
const EFFECTS_ON_FAILURE = new Set([
  'forgetAppToken',
  'forgetStoredTokens',
  'goToSignIn',
  'leaveWithGenericError',
])
/** The context fields that hold a password the person typed. */
const PASSWORD_FIELDS = ['password', 'confirmPassword']

// ---------------------------------------------------------------------------------------------------------
// Running a machine

/** A clock the test turns: delays elapse only when a step says so. */
class TestClock {
  private now = 0
  private nextId = 0
  private readonly timers = new Map<number, { at: number; run: () => void }>()

  setTimeout = (run: () => void, ms: number): number => {
    this.nextId += 1
    this.timers.set(this.nextId, { at: this.now + ms, run })
    return this.nextId
  }

  clearTimeout = (id: number): void => {
    this.timers.delete(id)
  }

  get pending(): number {
    return this.timers.size
  }

  /** Lets the earliest pending delay elapse. */
  elapse(): void {
    const [id, timer] = [...this.timers].sort(([, a], [, b]) => a.at - b.at)[0] ?? []
    if (id === undefined || timer === undefined) return
    this.timers.delete(id)
    this.now = timer.at
    timer.run()
  }
}

type Step =
  | { type: 'event'; event: EventObject }
  /** The first of these events the machine would take, if any: runs get further than with any event at all. */
  | { type: 'enabled'; events: EventObject[] }
  | { type: 'answer'; outcomes: Record<string, unknown> }
  | { type: 'fail'; error: Error }
  | { type: 'elapse' }

interface Call {
  actor: string
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

function stepsFor(fuzz: FuzzSpec): fc.Arbitrary<Step[]> {
  const steps: fc.WeightedArbitrary<Step>[] = [
    {
      weight: 3,
      arbitrary: fc.record(fuzz.outcomes).map((outcomes): Step => ({ type: 'answer', outcomes })),
    },
    { weight: 2, arbitrary: fc.constantFrom(...FAILURES).map((error): Step => ({ type: 'fail', error })) },
    { weight: 1, arbitrary: fc.constant<Step>({ type: 'elapse' }) },
  ]
  if (fuzz.event !== null) {
    steps.push(
      { weight: 3, arbitrary: fuzz.event.map((event): Step => ({ type: 'event', event })) },
      {
        weight: 4,
        arbitrary: fc
          .array(fuzz.event, { minLength: 1, maxLength: 6 })
          .map((events): Step => ({ type: 'enabled', events })),
      },
    )
  }
  return fc.array(fc.oneof(...steps), { minLength: MIN_STEPS, maxLength: MAX_STEPS, size: 'max' })
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve))

const describeSteps = (steps: readonly Step[]) =>
  steps
    .map((step) =>
      step.type === 'event'
        ? JSON.stringify(step.event).slice(0, 120)
        : step.type === 'enabled'
          ? `enabled of ${JSON.stringify(step.events.map((event) => event.type))}`
          : step.type === 'fail'
            ? `fail(${step.error.name})`
            : step.type,
    )
    .join(' → ')

const hasActiveChild = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.children as Record<string, AnyActorRef | undefined>).some(
    (child) => child?.getSnapshot().status === 'active',
  )

const valueOf = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

async function runMachine(flow: string, fuzz: FuzzSpec, coverage: Coverage, input: unknown, steps: Step[]) {
  const effects: string[] = []
  const errors: unknown[] = []
  const calls: Call[] = []
  const clock = new TestClock()
  const { implementations } = fuzz.machine
  const actors = Object.fromEntries(
    Object.keys(implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ signal }) =>
          new Promise((resolve, reject) => {
            const call: Call = { actor: name, resolve, reject }
            calls.push(call)
            // A stopped actor (its state left) is answered by no one.
            signal.addEventListener('abort', () => {
              if (calls.includes(call)) calls.splice(calls.indexOf(call), 1)
            })
          }),
      ),
    ]),
  )
  const machine = fuzz.machine.provide({ actors } as never)
  const actor = createActor(machine, { input, clock, inspect: recordEffects(effects, coverage.inspect) })
  actor.subscribe({ error: (error) => void errors.push(error) })

  const resting = (snapshot: AnyMachineSnapshot) =>
    (fuzz.rests?.states ?? []).some((id) => snapshot.matches(id.split('.').slice(1).join('.')))
  const done: Step[] = []

  /** Checked after every step; plain checks rather than `expect`, which would cost more than the step. */
  function check(holds: boolean, problem: () => string) {
    if (!holds) throw new Error(`${flow} after ${describeSteps(done)}: ${problem()}`)
  }

  function checkWayForward(snapshot: AnyMachineSnapshot) {
    check(errors.length === 0, () => `it threw: ${errors.map(String).join('; ')}`)
    check(snapshot.status !== 'error', () => `it stopped in error: ${String(snapshot.error)}`)
    if (snapshot.status === 'done' || resting(snapshot)) return
    check(
      fuzz.probes.some((probe) => snapshot.can(probe)) || hasActiveChild(snapshot) || clock.pending > 0,
      () => `stuck in ${valueOf(snapshot)}: no event enabled, no call running, no delay pending`,
    )
  }

  try {
    actor.start()
    await settled()
    checkWayForward(actor.getSnapshot())
    for (const step of steps) {
      // A machine that ended takes no more steps (the app has moved on).
      if (actor.getSnapshot().status === 'done') break
      const before = actor.getSnapshot()
      const effectsBefore = effects.length
      // The oldest call still running is the one to settle; once settled it is no longer running.
      const call = step.type === 'answer' || step.type === 'fail' ? calls.shift() : undefined
      let outcome: unknown
      switch (step.type) {
        case 'event':
          actor.send(step.event)
          break
        case 'enabled': {
          const event = step.events.find((candidate) => before.can(candidate))
          if (event === undefined) continue
          actor.send(event)
          break
        }
        case 'answer':
          if (call === undefined) continue
          outcome = step.outcomes[call.actor]
          call.resolve(outcome)
          break
        case 'fail':
          if (call === undefined) continue
          call.reject(step.error)
          break
        case 'elapse':
          if (clock.pending === 0) continue
          clock.elapse()
          break
      }
      await settled()
      done.push(step)
      const after = actor.getSnapshot()
      const stepEffects = effects.slice(effectsBefore)
      checkWayForward(after)

      if (step.type === 'fail') {
        // The person loses nothing they typed, the browser goes nowhere new, no token is kept.
        check(isDeepStrictEqual(after.context, before.context), () => 'a failed call changed the context')
        const unexpected = stepEffects.filter((effect) => !EFFECTS_ON_FAILURE.has(effect))
        check(unexpected.length === 0, () => `a failed call led to ${unexpected.join(', ')}`)
        if (after.status !== 'done' && !resting(after)) {
          check(
            fuzz.probes.some((probe) => fuzz.retry.includes(probe.type) && after.can(probe)),
            () => `no way to try again in ${valueOf(after)}`,
          )
        }
      }

      if (stepEffects.includes('redirectToDestination')) {
        // Only ever to what the redirect policy accepted, exactly as it parsed it.
        const destination = (after.context as { destination?: unknown }).destination
        check(
          typeof destination === 'string' && followableUrl(destination, policy) === destination,
          () => `sent the browser to ${JSON.stringify(destination)}`,
        )
      }
      check(
        !stepEffects.includes('storeAppToken') || stepEffects.includes('redirectToDestination'),
        () => 'kept a token without signing in',
      )

      for (const field of PASSWORD_FIELDS) {
        const was = (before.context as Record<string, unknown>)[field]
        const is = (after.context as Record<string, unknown>)[field]
        if (
          typeof was !== 'string' ||
          was === '' ||
          is !== '' ||
          step.type === 'event' ||
          step.type === 'enabled'
        )
          continue
        const kind = (outcome as { kind?: unknown } | undefined)?.kind
        check(
          (fuzz.passwordClearedOn?.outcomes ?? []).some((cleared) => cleared === kind),
          () => `${field} cleared on ${step.type === 'fail' ? 'a failed call' : String(kind)}`,
        )
      }
    }
  } finally {
    actor.stop()
  }
}

// ---------------------------------------------------------------------------------------------------------

const machines = await discoverMachines()
const pathModels = await discoverPathModels()

describe('every machine in machines/ is fuzzed', () => {
  it('finds the machines, each with one path model to derive its fuzzing from', () => {
    expect(machines.length).toBeGreaterThan(0)
    for (const { file, machine } of machines)
      expect(
        pathModels.filter(({ model }) => model.machine === machine).length,
        `${file}: one path model beside it`,
      ).toBe(1)
  })
})

describe.each(machines)('$flow ($file)', ({ flow, file, machine }) => {
  const model = pathModels.find((found) => found.model.machine === machine)?.model
  if (model === undefined)
    throw new Error(`${file} has no path model to fuzz it from: add machines/${flow}/${flow}.paths.ts`)
  const fuzz = fuzzSpecOf(model)

  it('generates an outcome for every invoked actor, and every event of the machine, from its path model', () => {
    expect(Object.keys(fuzz.outcomes).sort()).toEqual(Object.keys(machine.implementations.actors).sort())
    const own = new Set(machine.root.events.filter((type) => !type.startsWith('xstate.')))
    expect(new Set(fuzz.probes.map((probe) => probe.type))).toEqual(own)
    const generated = new Set(
      fuzz.event === null ? [] : fc.sample(fuzz.event, 300).map((event) => event.type),
    )
    expect(generated).toEqual(own)
    expect(fuzz.retry.filter((type) => !own.has(type))).toEqual([])
  })

  if (fuzz.rests !== undefined) {
    it.each(fuzz.rests.states)(`rests in %s on purpose: ${fuzz.rests.why}`, (id) => {
      const node = machine.getStateNodeById(id)
      expect(node.type, `${id} is a leaf`).toBe('atomic')
      expect(node.ownEvents, `${id} reacts to nothing`).toEqual([])
    })
  }

  const clearedOn = fuzz.passwordClearedOn
  if (clearedOn !== undefined) {
    it(`clears a password only on ${clearedOn.outcomes.join(', ')}: ${clearedOn.why}`, () => {
      const kinds = new Set(Object.values(fuzz.kinds).flat())
      expect(
        clearedOn.outcomes.filter((kind) => !kinds.has(kind)),
        'kinds its actors never answer',
      ).toEqual([])
    })
  }

  it(`${RUNS_PER_MACHINE} generated runs: nothing throws, a way forward after every step, failures fail closed`, async () => {
    const coverage = new Coverage(machine)
    await fc.assert(
      fc.asyncProperty(fuzz.input, stepsFor(fuzz), (input, steps) =>
        runMachine(flow, fuzz, coverage, input, steps),
      ),
      { numRuns: RUNS_PER_MACHINE },
    )
    // The runs got somewhere: a generator that never got past the first state would pass the checks above.
    const { states, missedStates } = coverage.summary()
    expect(states.reached / states.total, `states never reached: ${missedStates.join(', ')}`).toBeGreaterThan(
      0.5,
    )
  })
})
