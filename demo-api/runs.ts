/**
 * Demo runs: a browser or a script whose requests carry the `demo-run` cookie gets demo state of its own, fresh
 * from the seeds and kept under that name, as if it had a demo server to itself: its accounts, sessions, links,
 * mails, analytics hits and telemetry. Requests without the cookie share the server's one state, as before.
 *
 * The journeys run side by side in three engines against one server; each journey runs in a run of its own, so
 * whatever it reads back (a mail, a beacon, a hit, a spent link) is what it caused, and nothing another journey
 * did can make it pass or fail (docs/decisions/028).
 */
import { freshState, type State } from './state.ts'

export const DEMO_RUN_COOKIE = 'demo-run'

/** What a run may be called: a cookie value of word characters, short enough to read in a log. */
const RUN_NAME = /^[\w-]{1,100}$/

/** A demo server left running keeps this many runs, the latest begun, so memory stays bounded. */
export const RUNS_KEPT = 500

/** The state each request gets: its run's, begun on its first request, or the shared one. */
export function demoRuns(): (run: string | null) => State {
  const shared = freshState()
  const runs = new Map<string, State>()
  return (run) => {
    if (run === null || !RUN_NAME.test(run)) return shared
    let state = runs.get(run)
    if (state === undefined) {
      state = freshState()
      runs.set(run, state)
      // A Map iterates in insertion order: the first key is the run begun longest ago.
      for (const [oldest] of runs) {
        if (runs.size <= RUNS_KEPT) break
        runs.delete(oldest)
      }
    }
    return state
  }
}
