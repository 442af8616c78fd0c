/**
 * The transport (ofetch) is not needed to paint any screen, only to send: it loads at the first sign that
 * someone means to use a form (FlowForm) or, at the latest, with the first call, inside that call's time
 * limit (`send`'s, and the flow's call's around it: src/screens/flow.tsx). A chunk that cannot load fails the
 * call the way the network would; one that never arrives fails it at the limit, as a server that never
 * answers does (docs/decisions/029). Apart from ./client.ts, so that the page's own code (which starts this
 * load) does not carry `send`, which only the endpoints' chunks need.
 */
export const loadTransport = () => import('./transport')
