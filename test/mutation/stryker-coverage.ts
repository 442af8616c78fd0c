/**
 * Hands Stryker the coverage it counts. Its Vitest runner (9.4, pinned: 10 needs Node 22) reads what its own
 * setup file stores on the test file's `meta` after the file has run, and that setup file takes the file from
 * the first argument of `afterAll`, which Vitest 4.1 made the hook's context: the per-test coverage never
 * arrives, so every mutant runs every test, and the hit counts that turn an endless loop into a timeout are
 * lost too (docs/decisions/030). This stores the same two figures where the runner reads them.
 */
import { afterAll, inject } from 'vitest'

interface StrykerGlobal {
  mutantCoverage?: unknown
  hitCount?: number
}

// Vitest's provided context is typed by the keys a project declares; Stryker's runner provides these.
const provided = inject as unknown as (key: string) => unknown
const namespace = provided('globalNamespace')
const mode = provided('mode')

if (typeof namespace === 'string') {
  afterAll((_context, file) => {
    const stryker = (globalThis as unknown as Record<string, StrykerGlobal | undefined>)[namespace]
    if (stryker === undefined) return
    Object.assign(
      file.meta,
      mode === 'mutant' ? { hitCount: stryker.hitCount } : { mutantCoverage: stryker.mutantCoverage },
    )
  })
}
