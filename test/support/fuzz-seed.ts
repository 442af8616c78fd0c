/**
 * One fast-check seed per Vitest run, printed as the run starts and taken from FUZZ_SEED when given, so a run of
 * the property and fuzz tests (`test/**\/*.property.test.*`, `test/model/fuzz-machines.test.ts`, every
 * `fc.assert`) can be replayed exactly: `FUZZ_SEED=<seed> npx vitest run <file>` (docs/testers.md). Vitest
 * runs this as its global setup and hands the seed to every test file (`inject('fuzzSeed')`, read by setup.ts).
 */
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzSeed: number
  }
}

/** The seed a run uses: FUZZ_SEED as given (a whole number), or a new one. */
export function readFuzzSeed(env: Readonly<Record<string, string | undefined>>): number {
  const given = env.FUZZ_SEED
  if (given === undefined || given === '') return Math.floor(Math.random() * 2 ** 31)
  const seed = Number(given)
  if (!/^-?\d+$/.test(given.trim()) || !Number.isSafeInteger(seed))
    throw new Error(`FUZZ_SEED must be a whole number, as a run printed it; it is "${given}"`)
  return seed
}

/** Picks the run's seed, says it, and gives it to the test files. */
export function provideFuzzSeed(
  project: Pick<TestProject, 'provide'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
  say: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): number {
  const seed = readFuzzSeed(env)
  project.provide('fuzzSeed', seed)
  say(
    `fast-check seed ${seed}${env.FUZZ_SEED ? ' (from FUZZ_SEED)' : ''}: replay this run with FUZZ_SEED=${seed}`,
  )
  return seed
}

export default function setup(project: TestProject): void {
  provideFuzzSeed(project)
}
