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

/**
 * Why a demo answer is outside what its adapter expects, on purpose:
 * - `server`: a server fault (any 5xx), from a fault account, a `server` link or key;
 * - `schema`: 200 with a body that fails the adapter's schema (a `malformed` link, a fault account);
 * - `badBody`: 400 `{data:{message}}` to a body the portal would never send;
 * - `xsrf`: 403, for a call sent without its X-XSRF-TOKEN header.
 */
export type OffContract = 'server' | 'schema' | 'badBody' | 'xsrf'

/** Sends a JSON body to a path of the same demo instance as the portal would, and gives the JSON answer. */
type EarlierCall = (path: string, body: unknown) => Promise<unknown>

/** One kind of answer a demo endpoint gives: what is sent, and the status it answers. */
export interface DemoScenario {
  /** What is sent, in words: `signs in sam.student`, `with demo-reset-expired`. */
  readonly label: string
  /** The JSON body, or a GET's query, as the adapter sends it. */
  readonly body?: unknown
  /** In place of `body`, for one that needs an earlier call to the same instance (a session, a minted key). */
  readonly bodyAfter?: (earlier: EarlierCall) => Promise<unknown>
  readonly status: number
  /** Why the answer is outside the adapter's expectations, when it is on purpose. */
  readonly offContract?: OffContract
}

/**
 * A demo endpoint: the portal adapter it answers (path, method, expected answers), how it answers, and every
 * kind of answer it gives, which test/demo-api/contract.test.ts checks against the adapter.
 */
export interface DemoEndpoint {
  readonly adapter: Pick<
    EndpointDefinition<v.GenericSchema, unknown>,
    'method' | 'path' | 'answers' | 'request' | 'query'
  >
  readonly handle: (context: Context) => Promise<Response>
  readonly scenarios: readonly DemoScenario[]
  /**
   * Refusals the contract sends to the adapter's "anything else" (a failure the person may retry): their
   * statuses, and the sentence of docs/api-contract.md that allows them.
   */
  readonly refusalsOutsideAdapter?: { readonly statuses: readonly number[]; readonly contract: string }
}
