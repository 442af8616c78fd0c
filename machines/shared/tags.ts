/** The tags a machine puts on its states for the page around it to read: what it is waiting for. */

/**
 * The tag of a state that waits for a call's answer: it invokes a call (to the API server or the CDN) and leaves
 * when the call answers or fails. A browser can bring a page back from its back-forward cache as it was, and a
 * call the freeze cut off never answers: the app then starts the screen afresh (src/screens/flow.tsx).
 * A state that runs a long-lived actor that is not a call (one that listens or counts, and never answers) is
 * not tagged: nothing is left waiting when such a page comes back.
 */
export const CALL_IN_FLIGHT = 'callInFlight'

/**
 * The tag of a state in which the browser is leaving this page for another address (a full-page redirect): the
 * page keeps showing the wait until it goes. A browser can bring the page back from its back-forward cache just
 * as it was, wait included; the app then starts the screen afresh (src/screens/flow.tsx).
 */
export const LEAVING_PAGE = 'leavingPage'
