/**
 * The tag of a state that waits for a call's answer: it invokes a call (to the API server or the CDN) and leaves
 * when the call answers or fails. A browser can bring a page back from its back-forward cache as it was, and a
 * call the freeze cut off never answers: the app then starts the screen afresh (src/shell/restored-page.tsx).
 * A state that runs a long-lived actor that is not a call (one that listens or counts, and never answers) is
 * not tagged: nothing is left waiting when such a page comes back.
 */
export const CALL_IN_FLIGHT = 'callInFlight'
