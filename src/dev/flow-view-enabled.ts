/** True where the flow studio exists: development, the demo build and the test build (vite.config.ts `define`). */
export const flowViewEnabled = import.meta.env.VITE_FLOW_VIEW === 'true'

/**
 * True where flows publish their states for the studio's live mode: development and the demo build only. The
 * test build leaves it out so that the sign-in route it measures (npm run size) weighs what production's does.
 */
export const flowInspectorEnabled = import.meta.env.VITE_FLOW_INSPECTOR === 'true'
