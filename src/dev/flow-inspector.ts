import type { InspectionEvent } from 'xstate'
import type { FlowMessage } from './flow-channel'

let channel: BroadcastChannel | null = null

function publish(event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot') return
  const snapshot = event.snapshot as { value?: unknown; machine?: { id?: string } }
  const machineId = snapshot.machine?.id
  if (machineId === undefined || snapshot.value === undefined) return
  // The name is written out here (it equals FLOW_CHANNEL, a unit test checks) so that a production build,
  // which drops this function, keeps no trace of the flow view.
  channel ??= new BroadcastChannel('portal-flows')
  const message: FlowMessage = {
    machineId,
    sessionId: event.actorRef.sessionId,
    value: snapshot.value as FlowMessage['value'],
    eventType: event.event.type,
    at: Date.now(),
  }
  channel.postMessage(message)
}

/**
 * Passed as `inspect` to every flow actor. Flows publish their states for the studio's live mode in development and
 * the demo build only (vite.config.ts `define`): the test build leaves it out so that the sign-in route it measures
 * (npm run size) weighs what production's does. In production and test builds the flag is the constant `false`, so
 * this is `undefined` and the publishing code is not bundled.
 */
export const flowInspector: ((event: InspectionEvent) => void) | undefined =
  import.meta.env.VITE_FLOW_INSPECTOR === 'true' ? publish : undefined
