/**
 * A machine's path model (`machines/<flow>/<flow>.paths.ts`, beside the machine): the typed fixtures its graph
 * paths are planned from, and the words a test case uses for them; the same file declares what each state shows
 * (its oracle, ./oracle.ts). Several things read the same model, so they cannot drift apart: the model-based
 * tests (which add the view: test/model/flow-model.tsx), the fuzz test, the flow studio's simulator at /__flows,
 * and `npm run paths -- --list`. Plain TypeScript, with no React and no test runner, so the studio can load it in
 * the browser.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventFrom, InputFrom } from 'xstate'
import type { Step, StepExclusion } from './steps'
import { RequestTimeoutError, UnexpectedResponseError } from './calls'

/** An invoked actor's answer, a failure, or a delay elapsing: produced by sending the event to the actor. */
export type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` }

type ModelEvent<TMachine extends AnyStateMachine> = EventFrom<TMachine> | ActorOutcomeEvent

/** What an adapter rejects with: a network failure, the time limit, a status the endpoint does not expect. */
const UNEXPECTED_FAILURES: readonly Error[] = [
  new TypeError('Failed to fetch'),
  new RequestTimeoutError(15_000),
  new UnexpectedResponseError(500, 'server fault'),
]

/** The invoked actor `id` rejecting with each of `errors`. */
export const actorFailures = (
  id: string,
  errors: readonly Error[] = UNEXPECTED_FAILURES,
): ActorOutcomeEvent[] => errors.map((error) => ({ type: `xstate.error.actor.${id}`, error }))

/** The invoked actor `id` answering each typed outcome, then failing in each unexpected way. */
export const actorAnswers = (
  id: string,
  outcomes: Record<string, readonly unknown[]>,
): ActorOutcomeEvent[] => [
  ...Object.values(outcomes)
    .flat()
    .map((output): ActorOutcomeEvent => ({ type: `xstate.done.actor.${id}`, output })),
  ...actorFailures(id),
]

/** An unexpected failure in a tester's words. */
function sayFailure(error: unknown): string {
  if (error instanceof RequestTimeoutError) return `no answer comes within ${error.timeoutMs / 1000} s`
  if (error instanceof UnexpectedResponseError) return `the server answers ${error.status} unexpectedly`
  if (error instanceof TypeError) return 'the network fails'
  return 'the call fails'
}

/**
 * The end of every model's `say`, for the events it has no words of its own for: an invoked actor's answer in
 * the model's words for it (`sayOutput`), a failed call, or the event as sayEvent names it.
 */
export function sayOtherEvent(event: { type: string }, sayOutput?: (output: unknown) => string): string {
  if (sayOutput !== undefined && 'output' in event) return sayOutput(event.output)
  if ('error' in event) return sayFailure(event.error)
  return sayEvent(event)
}

/** What a test case's step says: the event in words, for an event `say` has no words for. */
export function sayEvent(event: { type: string }): string {
  const { type } = event
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
  if (done) {
    const kind = (event as { output?: { kind?: unknown } }).output?.kind
    return `${done[1]} answers${typeof kind === 'string' ? ` "${kind}"` : ''}`
  }
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)
  if (failed) return `${failed[1]}: ${sayFailure((event as { error?: unknown }).error)}`
  const after = /^xstate\.after\.([^.]+)\./.exec(type)
  if (after) return `wait (${after[1]})`
  return type.replace(/^user\./, '').replace(/([a-z0-9])([A-Z])/g, '$1 $2')
}

export interface PathModel<TMachine extends AnyStateMachine> {
  /** The flow's name for people: the test suite, the studio and the test cases use it. */
  title: string
  machine: TMachine
  /** Inputs to start from; several when the input decides the first state. */
  starts: { label: string; input: InputFrom<TMachine> }[]
  /** Typed fixtures: every user event and actor outcome worth sending from a given snapshot. */
  events: (snapshot: AnyMachineSnapshot) => readonly ModelEvent<TMachine>[]
  /** What distinguishes states for path planning (value plus the context that guards read). */
  serializeState: (snapshot: AnyMachineSnapshot) => string
  /**
   * A coarser key for whole journeys (simple paths): what a person would call a different step. Without it
   * simple paths are planned on `serializeState`, which can explode for forms with many toggles.
   */
  journeyKey?: (snapshot: AnyMachineSnapshot) => string
  /**
   * The events whole journeys are planned with, when they should be fewer than `events` (a person completing the
   * form rather than every combination of values). Without it journeys use `events`.
   */
  journeyEvents?: (snapshot: AnyMachineSnapshot) => readonly ModelEvent<TMachine>[]
  /** Delays are frozen so the test, not the clock, decides when they elapse. */
  freezeDelays?: string[]
  /**
   * Each event as a test case step says it, in the words of the person ("type an email that is not an
   * address", "press Send link") or of what the server does ("the server has no record of the email").
   * The studio's simulator labels its buttons with the same words.
   */
  say: (event: ModelEvent<TMachine>) => string
  /**
   * What the person sees in each leaf state, by state id, as a test case's expected screen. Every leaf state
   * needs one (a test checks); a function when the screen depends on the context.
   */
  screens: Record<string, string | ((snapshot: AnyMachineSnapshot) => string)>
  /**
   * Each guarded branch an event can take, in a tester's words, keyed by the event and the branch as a step's
   * name writes them (`branchKey`): `'user.submit [isFormInvalid]'`, `'user.submit [otherwise]'`,
   * `'xstate.done.actor.login [isOutcome(mustReset)]'`. `say` words what happened; these say why it led where it
   * did ("the username or password is empty, so nothing is sent"), and for a server's answer what the page
   * decides ("the page keeps the token and follows the address"), so a tester knows which way the step should go.
   * A test case's step adds them to the event's words. A machine with a guarded choice needs words for each of
   * its branches and for no other (a test checks); one without leaves it out.
   */
  branches?: Readonly<Record<string, string>>
  /**
   * States with no way forward on purpose, and why: a background machine's ends, around which the page carries
   * on. The fuzz test (test/model/fuzz-machines.test.ts) checks that each is a leaf that reacts to nothing,
   * and that every other state has a way forward.
   */
  rests?: { states: readonly string[]; why: string }
  /**
   * The answers, by outcome kind, after which a password the person typed may be empty, and why: only when the
   * server said the credentials are wrong (docs/decisions/003). The fuzz test fails when a password is cleared
   * after anything else, a failed call included.
   */
  passwordClearedOn?: { outcomes: readonly string[]; why: string }
  /**
   * Steps (machines/shared/steps.ts) a run cannot take, each rule with its reason: `everywhere` for a step the
   * definition allows but no path can reach, `browser` for one only an injected answer makes happen (the adapters
   * never give it over HTTP). Walks through the real portal avoid the `browser` ones; coverage counts every rule's
   * steps as excluded, and fails should a run take one all the same (docs/decisions/027).
   */
  excludedSteps?: readonly StepExclusion[]
}

/** How `branches` names a step's branch: its event and its branch, as the step's name writes them. */
export const branchKey = (event: Step['event'], branch: NonNullable<Step['branch']>): string =>
  `${event} [${branch}]`

/** A path model, as a `<flow>.paths.ts` module exports it. */
export const isPathModel = (value: unknown): value is PathModel<AnyStateMachine> =>
  typeof value === 'object' && value !== null && 'machine' in value && 'say' in value && 'screens' in value

/** Keeps the machine's own types when a path model is written in a module of its own. */
export const definePathModel = <TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
): PathModel<TMachine> => model
