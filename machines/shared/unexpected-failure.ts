/**
 * How an invoked actor's call fails unexpectedly. Expected answers are outcomes a machine routes on; these are
 * the rejections: the adapters in src/api/ throw them, every machine sends them to a state that shows the
 * generic error and lets the person try again, and the path models and tests produce them as fixtures. A
 * network failure rejects with the platform's own `TypeError`.
 */

/** The server answered with a status or a body the endpoint does not expect. */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Unexpected response (${status}): ${detail}`)
    this.name = 'UnexpectedResponseError'
  }
}

/** The server did not answer in time. Treated like any other network failure: retryable. */
export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`)
    this.name = 'RequestTimeoutError'
  }
}
