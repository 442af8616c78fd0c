/** Before the walks of a run (docs/decisions/027): nothing found by an earlier run is counted. */
import { test } from '@playwright/test'
import { clearFound } from './reports'

test('clear what earlier path runs found', () => {
  clearFound()
})
