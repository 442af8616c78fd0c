/**
 * The two calls of the sign-in page, loaded apart from the entry with the transport (client.ts): nothing on the
 * page needs them to paint, and main.tsx fetches both once the page is idle.
 */
export { login } from './login'
export { resumeSession } from './redirect'
