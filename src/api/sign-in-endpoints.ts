/**
 * The two calls of the sign-in page, loaded apart from the entry with the transport (load-transport.ts):
 * nothing on the page needs them to paint, and they load once someone starts using the form
 * (src/screens/sign-in/sign-in.tsx), inside each call's time limit (src/screens/flow.tsx).
 */
export { login } from './login'
export { resumeSession } from './resume-session'
