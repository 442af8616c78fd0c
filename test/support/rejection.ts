import { UnexpectedResponseError } from '../../machines/shared/calls'

/** The UnexpectedResponseError a call rejects with; fails the test when it resolves or rejects otherwise. */
export async function rejection(promise: Promise<unknown>): Promise<UnexpectedResponseError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof UnexpectedResponseError))
    throw new Error(`expected an unexpected failure, got ${String(error)}`)
  return error
}
