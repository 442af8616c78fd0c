/**
 * How a screen (or the shell) runs its flow: the environment a flow's wiring is given (in-app navigation, the
 * page's language and configuration), the hook that creates and watches its actor (useFlowActor), the actor every
 * call of a flow is made with (fromCall),
 * the effects every flow provides the same way (redirectToDestination, prepareCalls), and the page that starts
 * the screens afresh when the browser brings it back from its back-forward cache while a flow was waiting
 * (RestoredPage).
 */
import { useActorRef } from '@xstate/react'
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'wouter'
import {
  fromPromise,
  type ActorOptions,
  type ActorRefFrom,
  type AnyStateMachine,
  type InputFrom,
  type InspectionEvent,
} from 'xstate'
import { CALL_IN_FLIGHT, LEAVING_PAGE } from '../../machines/shared/calls'
import { withTimeLimit } from '../api/time-limit'
import type { PortalConfig } from '../config'
import { flowInspector } from '../dev/flow-inspector'
import type { Locale } from '../i18n/locale'
import { usePage } from '../page'

/** What a flow's wiring needs from the page it runs on, handed over by the screen that creates its actor. */
export interface FlowEnvironment {
  /** In-app navigation: the router's, keeping the chosen language in the address. */
  navigate: (path: string, options?: NavigateOptions) => void
  /** The language the page shows when it is asked (the person may switch it while the flow runs). */
  locale: () => Locale
  /** The page's configuration, checked by the head script (src/start/protocol.ts). */
  config: PortalConfig
}

interface NavigateOptions {
  replace?: boolean
  /** Kept in the history entry (`history.state`), so it outlives a reload of that page but not a new tab. */
  state?: unknown
}

type FlowObserver = (event: InspectionEvent) => void

/**
 * Field telemetry's observer of every flow (flow-outcomes.ts), once field-telemetry.ts has loaded: only where
 * the page's configuration names a collector, which is known at run time (docs/decisions/024), so its code stays
 * out of the entry.
 */
let telemetryObserver: FlowObserver | undefined

export function setFlowObserver(observer: FlowObserver): void {
  telemetryObserver = observer
}

/** Builds with path runs (development, demo, test; docs/decisions/027): a constant, so production drops all of it. */
const PATH_RUNS = import.meta.env.VITE_PATH_RUNS === 'true'

/** A path run's recorder and clocks (src/dev/path-run.ts), in a run's tab only, given before any flow starts. */
interface FlowRun {
  readonly inspect: FlowObserver
  readonly clockFor: (machineId: string) => NonNullable<ActorOptions<AnyStateMachine>['clock']>
}
let flowRun: FlowRun | null = null

export function setFlowRun(run: FlowRun | null): void {
  flowRun = run
}

/**
 * What watches every flow: the studio's live view (development, the demo build; undefined and not bundled
 * elsewhere), field telemetry (above) and a path run.
 */
const inspect: FlowObserver = (event) => {
  flowInspector?.(event)
  telemetryObserver?.(event)
  if (PATH_RUNS) flowRun?.inspect(event)
}

/**
 * Creates a screen's actor: its flow (the machine with its real actors and effects, made once per mount) started
 * with the route's input, and watched as above. The actor stops when the screen goes.
 * It is registered with the page, which starts the screen afresh if the browser restores the page from its
 * back-forward cache while the flow was waiting (RestoredPage, below).
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  createFlow: (environment: FlowEnvironment) => TMachine,
  ...[input]: undefined extends InputFrom<TMachine>
    ? [input?: InputFrom<TMachine>]
    : [input: InputFrom<TMachine>]
): ActorRefFrom<TMachine> {
  const page = usePage()
  const navigate = useLatest(useNavigate())
  const locale = useLatest(() => page.locale)
  const [flow] = useState(() => createFlow({ navigate, locale, config: page.config }))
  const options: ActorOptions<AnyStateMachine> = { input, inspect }
  // A path run's delays elapse when its runner says (src/dev/path-run.ts).
  if (PATH_RUNS && flowRun !== null) options.clock = flowRun.clockFor(flow.id)
  const actor = useActorRef(flow, options as never) as ActorRefFrom<TMachine>
  useRegisterFlow(actor)
  return actor
}

/** The router's navigate, keeping `?lang=fr` so the language follows the person. */
function useNavigate(): (path: string, options?: NavigateOptions) => void {
  const [, navigate] = useLocation()
  const { localizedPath } = usePage()
  return useCallback(
    (path: string, options?: NavigateOptions) => navigate(localizedPath(path), options),
    [navigate, localizedPath],
  )
}

/**
 * A stable function that always calls the latest `callback`. Flows are provided once per actor, but the
 * router's navigate and the page's language change, and the flow must use the current ones.
 */
function useLatest<TArgs extends unknown[], TResult>(
  callback: (...args: TArgs) => TResult,
): (...args: TArgs) => TResult {
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  }, [callback])
  return useCallback((...args: TArgs) => latest.current(...args), [])
}

/**
 * An actor for one call of a flow, as every flow provides them (docs/decisions/029): the call's one time limit,
 * bounded from the person's act (the actor starting) to the answer, with everything the call waits for on the way
 * inside it: its code (an endpoint's chunk, the HTTP client) as much as the server. At the configured limit it
 * rejects with RequestTimeoutError, which every machine routes to its failure state, even when what it waits for
 * never settles; the actor's stop aborts it.
 */
export function fromCall<TOutput, TInput>(
  environment: Pick<FlowEnvironment, 'config'>,
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    withTimeLimit(environment.config.apiTimeoutMs, signal, (limited) => call(input, limited)),
  )
}

/**
 * `redirectToDestination`, as every flow that leaves the portal for a url the server returned provides it: the
 * machine has already checked the url against the redirect policy and kept what it may follow as `destination`.
 */
export function redirectToDestination({ context }: { context: { destination: string | null } }): void {
  // Leaves the single-page app for the address the machine has already checked.
  if (context.destination) window.location.assign(context.destination)
}

/** An absolute url on this origin, for the server to put in what it sends (such as a link in an email). */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href
}

/**
 * Loads what every flow's first call needs, the HTTP client (src/api/client.ts), ahead of that call (a form's first
 * sign of use: FlowForm). A failure is left to the call, which loads it again and fails the way the network would.
 */
export function prepareCalls(): void {
  import('../api/client').catch(() => {})
}

/**
 * The back-forward cache: a browser may keep a page it left and show it again on Back exactly as it was, its
 * scripts' state included. A screen that was waiting when the page was left would wait for ever: the spinner of a
 * redirect that already happened (the person pressed Back on the product's page), or of a call the freeze cut off.
 * So every flow's actor is registered here (useFlowActor, above), and when the page comes back from that cache with
 * any of them in a state its machine tags as waiting, the screens start afresh, as a fresh visit would show them;
 * a screen that was usable (a form with what was typed in it) is left as it was: its submit sends what its fields
 * hold, whatever filled them (docs/decisions/022). A screen started afresh has new, empty fields, so nothing of the
 * old page is sent.
 */
type FlowActor = ActorRefFrom<AnyStateMachine>
type RegisterFlow = (actor: FlowActor) => () => void

const RegisterFlowContext = createContext<RegisterFlow>(() => () => {})

/** Registers a flow's actor with the page, for as long as its screen is mounted. */
export function useRegisterFlow(actor: FlowActor): void {
  const register = useContext(RegisterFlowContext)
  useEffect(() => register(actor), [register, actor])
}

/**
 * Whether a flow is waiting for something outside the page, as its machine declares: a call in flight (a state
 * tagged CALL_IN_FLIGHT), or the browser leaving for another address (a state tagged LEAVING_PAGE). A long-lived
 * actor that is no call (one that listens or counts) leaves nothing waiting, and its state carries neither tag.
 */
function isWaiting(actor: FlowActor): boolean {
  const snapshot = actor.getSnapshot()
  return snapshot.hasTag(LEAVING_PAGE) || snapshot.hasTag(CALL_IN_FLIGHT)
}

/** Around the page: remounts it when the page is restored from the back-forward cache while a flow was waiting. */
export function RestoredPage({ children }: { children: ReactNode }) {
  const flows = useRef(new Set<FlowActor>())
  const [restorations, setRestorations] = useState(0)
  const register = useCallback<RegisterFlow>((actor) => {
    flows.current.add(actor)
    return () => {
      flows.current.delete(actor)
    }
  }, [])
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || ![...flows.current].some(isWaiting)) return
      // Before the restored page is painted, as far as the browser allows: the stale wait should not flash.
      flushSync(() => setRestorations((count) => count + 1))
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  return (
    <RegisterFlowContext value={register}>
      <Fragment key={restorations}>{children}</Fragment>
    </RegisterFlowContext>
  )
}
