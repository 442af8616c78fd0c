/**
 * Counts a test file that cannot load as a failed test, in mutation runs only (docs/decisions/030). A mutant of a
 * machine's configuration (an `initial` emptied, a state's body replaced by `{}`) makes XState refuse to create the
 * machine as its module loads, so every test file importing it fails before it has a test. Stryker's Vitest runner
 * (9.4, and 10 too: stryker-js issue 6150) builds a mutant's result from the tests it collected, finds none failed,
 * and calls the mutant survived, though no test of the file could even run. This reporter gives such a file one
 * failed test carrying its load error, where the runner reads the files (`vitest.state`), once the run has ended.
 */
import type { RunnerTestCase, RunnerTestFile } from 'vitest'
import type { Reporter, Vitest } from 'vitest/node'

/** The failed test that stands for a file that could not load. */
const loadFailure = (file: RunnerTestFile): RunnerTestCase =>
  // Vitest types a test with the context only its runner builds; nothing reads it once the run has ended.
  ({
    type: 'test',
    name: 'loads',
    id: `${file.id}_loads`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    result: { state: 'fail', errors: file.result?.errors },
  }) as unknown as RunnerTestCase

export default class UnloadableFileFails implements Reporter {
  private vitest: Vitest | undefined

  onInit(vitest: Vitest): void {
    this.vitest = vitest
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && file.tasks.length === 0) file.tasks.push(loadFailure(file))
    }
  }
}
