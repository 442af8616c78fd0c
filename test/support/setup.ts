import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, inject } from 'vitest'
import { resetAppTokenReplayForTests } from '../../src/kept-in-browser'

// findBy… and waitFor give up after 1 s by default. A screen that renders over real HTTP to the demo API can take
// longer than that on a 2-core machine running two test files at once; a wait that would fail still fails, later.
configure({ asyncUtilTimeout: 5_000 })

// Every property and fuzz test of the run draws from the seed the run printed (fuzz-seed.ts), so FUZZ_SEED replays it.
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject('fuzzSeed') })

afterEach(() => {
  cleanup()
  if (typeof localStorage !== 'undefined') localStorage.clear()
  // Every test is a page load of its own: its first sign-in screen may replay a kept appToken.
  resetAppTokenReplayForTests()
})
