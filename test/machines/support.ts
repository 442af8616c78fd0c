/**
 * What the machines' own tests share: a call the test answers by hand, an actor started so that an error it throws
 * fails the assertions that follow, a pause that lets answered calls reach the machine, and a redirect policy.
 */
import { fromPromise, type AnyActorRef } from 'xstate'
import type { RedirectPolicy } from '../../machines/shared/redirect-policy'

/** A call the test answers: each time the machine makes it, its input and the means to answer it. */
export function answerable<TOutput, TInput>() {
  const calls: { input: TInput; resolve: (output: TOutput) => void; reject: (error: unknown) => void }[] = []
  const logic = fromPromise<TOutput, TInput>(
    ({ input }) => new Promise<TOutput>((resolve, reject) => calls.push({ input, resolve, reject })),
  )
  return { calls, logic, last: () => calls[calls.length - 1] }
}

/** Starts an actor, keeping an error it throws to itself: what it shows then fails the test's assertions. */
export function started<TActor extends AnyActorRef>(actor: TActor): TActor {
  actor.subscribe({ error: () => undefined })
  actor.start()
  return actor
}

/** Lets answered calls reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A login host whose sign-in pages are `/` and `/sdmylife`, and one product origin it may send people to. */
export const redirectPolicy: RedirectPolicy = {
  origin: 'https://login.example.org',
  allowedOrigins: ['https://product.example.org'],
  isSignInPath: (pathname: string) => pathname === '/' || pathname === '/sdmylife',
}
