/** What every demo endpoint and page is given: the request, the handler instance's state and its injectable clock. */
import type * as v from 'valibot'
import type { EndpointDefinition } from '../src/api/endpoint.ts'
import type { State } from './state.ts'

export interface Context {
  readonly request: Request
  readonly url: URL
  readonly state: State
  /** The XSRF cookie the request carried, or null. */
  readonly xsrfCookie: string | null
  /** The token this response's page may embed: the request's cookie, or the one about to be set. */
  readonly xsrfToken: string
  /** Real waiting in the servers, replaced in tests so that slow answers need no sleeping. */
  readonly delay: (ms: number) => Promise<void>
}

/** A demo endpoint: the portal adapter it answers (path, method, expected answers) and how it answers. */
export interface DemoEndpoint {
  readonly adapter: Pick<EndpointDefinition<v.GenericSchema, unknown>, 'method' | 'path' | 'answers'>
  readonly handle: (context: Context) => Promise<Response>
}
