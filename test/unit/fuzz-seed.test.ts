// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, inject, it } from 'vitest'
import { provideFuzzSeed, readFuzzSeed } from '../support/fuzz-seed'

describe('the fast-check seed of a run', () => {
  it('is FUZZ_SEED when given', () => {
    expect(readFuzzSeed({ FUZZ_SEED: '1234567' })).toBe(1234567)
    expect(readFuzzSeed({ FUZZ_SEED: '-42' })).toBe(-42)
  })

  it('is a new whole number when FUZZ_SEED is not given', () => {
    for (const env of [{}, { FUZZ_SEED: '' }]) expect(Number.isSafeInteger(readFuzzSeed(env))).toBe(true)
  })

  it('refuses a FUZZ_SEED that is not a whole number, rather than running with another seed', () => {
    for (const FUZZ_SEED of ['abc', '1.5', '1e3', '99999999999999999999'])
      expect(() => readFuzzSeed({ FUZZ_SEED }), FUZZ_SEED).toThrow(/FUZZ_SEED must be a whole number/)
  })

  it('is printed with the way to replay it, and given to the test files', () => {
    const provided: [string, unknown][] = []
    const lines: string[] = []
    const seed = provideFuzzSeed(
      { provide: (key, value) => void provided.push([key, value]) },
      { FUZZ_SEED: '987' },
      (line) => lines.push(line),
    )
    expect(seed).toBe(987)
    expect(provided).toEqual([['fuzzSeed', 987]])
    expect(lines).toEqual(['fast-check seed 987 (from FUZZ_SEED): replay this run with FUZZ_SEED=987'])
  })

  it('is the seed every fc.assert of this run draws from', () => {
    expect(fc.readConfigureGlobal().seed).toBe(inject('fuzzSeed'))
    // The same seed draws the same values: what replaying a run relies on.
    const draw = () => fc.sample(fc.string(), { numRuns: 5, seed: inject('fuzzSeed') })
    expect(draw()).toEqual(draw())
  })
})
