/**
 * The back-forward cache: a browser may keep a page it left and show it again on Back exactly as it was, its
 * scripts' state included. A screen that was waiting when the page was left would wait for ever: the spinner of a
 * redirect that already happened (the person pressed Back on the product's page), or of a call the freeze cut off.
 * So every flow's actor is registered here (use-flow-actor.ts), and when the page comes back from that cache with
 * any of them in a state its machine tags as waiting, the screens start afresh, as a fresh visit would show them;
 * a screen that was usable (a form with what was typed in it) is left as it was. What such a form's fields show
 * may not be what its flow has (a password manager or the browser's restoration fills fields without an event):
 * FlowForm hands it over, on this pageshow too (docs/decisions/022). A screen started afresh has new, empty
 * fields, so nothing of the old page is sent.
 */
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
import type { ActorRefFrom, AnyStateMachine } from 'xstate'
import { CALL_IN_FLIGHT, LEAVING_PAGE } from '../../machines/shared/tags'

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
