/**
 * The Vitest configuration of the mutation runs (npm run mutation, docs/decisions/030): the project's own
 * (vite.config.ts: its plugins, setup, fuzz seed and default environment), with only the test files that cover
 * the mutated code (the machines, their rules and the API adapters) and are fast, since Stryker runs them again
 * for every mutant.
 */
import { defineConfig, type ViteUserConfig } from 'vitest/config'
import projectConfig from '../../vite.config'

export const MUTATION_TESTS = [
  'test/machines/*.test.ts',
  'test/api/*.test.{ts,tsx}',
  'test/unit/openapi.test.ts',
  'test/unit/validation.test.ts',
  'test/unit/redirect-policy.test.ts',
  'test/unit/redirect-policy-edges.test.ts',
  'test/unit/fields.test.ts',
  'test/unit/calls.test.ts',
  'test/unit/password-length.test.ts',
  'test/unit/redirect-flows.property.test.ts',
  'test/unit/flow-outcomes.test.ts',
  'test/unit/flow-calls.test.ts',
  'test/unit/passwords.property.test.tsx',
  'test/model/fuzz-machines.test.ts',
]

export default defineConfig(async (env) => {
  const project: ViteUserConfig = await projectConfig(env)
  return {
    ...project,
    test: {
      ...project.test,
      include: MUTATION_TESTS,
      // A test file a mutant stops from loading counts as a failed test (test/mutation/unloadable-file-fails.ts).
      reporters: ['default', './test/mutation/unloadable-file-fails.ts'],
      setupFiles: [project.test?.setupFiles ?? [], './test/mutation/stryker-coverage.ts'].flat(),
      // A mutant that only changes what a module does as it loads needs the module loaded afresh.
      isolate: true,
    },
  }
})
