import { loadTransport } from '../api/load-transport'

/**
 * Loads what every flow's first call needs, the transport, ahead of that call (a form's first sign of use:
 * FlowForm). A failure is left to the call, which loads it again and fails the way the network would.
 */
export function prepareCalls(): void {
  loadTransport().catch(() => {})
}
