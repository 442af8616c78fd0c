/**
 * npm run mutation (docs/decisions/030): Stryker's Vitest runner over the machines, their field rules, the
 * shared rules and the API adapters, each mutant run against only the tests that cover it, the work carried
 * from one run to the next by the committed incremental file.
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'test/mutation/vitest.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: [
    'machines/*/*.machine.ts',
    'machines/*/*.fields.ts',
    'machines/shared/{fields,redirect-policy,password-length,names,calls}.ts',
    'src/api/*.ts',
  ],
  concurrency: 1,
  incremental: true,
  incrementalFile: 'test/mutation/stryker-incremental.json',
  tempDirName: 'reports/mutation/tmp',
  reporters: ['json', 'html', 'progress'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 95, low: 90, break: null },
}
export default config
