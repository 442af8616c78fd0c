/** True in development and the demo build (vite.config.ts `define`); the constant false in production. */
export const flowViewEnabled = import.meta.env.VITE_FLOW_VIEW === 'true'
