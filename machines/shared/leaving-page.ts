/**
 * The tag of a state in which the browser is leaving this page for another address (a full-page redirect): the
 * page keeps showing the wait until it goes. A browser can bring the page back from its back-forward cache just
 * as it was, wait included; the app then starts the screen afresh (src/shell/restored-page.tsx).
 */
export const LEAVING_PAGE = 'leavingPage'
