/**
 * The live flow view's wire format. Only state values and event types cross the channel: never context or
 * event payloads, which hold what people type (passwords included).
 */
import type { StateValue } from 'xstate'

export const FLOW_CHANNEL = 'portal-flows'

export interface FlowMessage {
  machineId: string
  sessionId: string
  value: StateValue
  eventType: string
  at: number
}
