/**
 * The production build `npm test` checks and measures once, instead of one build per check (docs/development.md):
 * built with every variable of the configuration set to a value no default has (LEAK_CHECK_ENV) into
 * dist-production/, with the environment it was built in recorded in reports/. test/unit/production-bundle.test.ts
 * searches its files for those values and for code production must not carry; scripts/size-budget.ts serves the
 * same files configured as production runs, which the build does not read (decision 024).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { buildPortal } from './lib/build-portal'
import { LEAK_CHECK_ENV, PRODUCTION_BUILD_DIR, PRODUCTION_BUILT_WITH } from './lib/production-env'

const root = resolve(import.meta.dirname, '..')
Object.assign(process.env, LEAK_CHECK_ENV)
await buildPortal('production', resolve(root, PRODUCTION_BUILD_DIR))
const record = resolve(root, PRODUCTION_BUILT_WITH)
mkdirSync(dirname(record), { recursive: true })
writeFileSync(record, `${JSON.stringify(LEAK_CHECK_ENV, null, 2)}\n`)
console.log(`Production build in ${PRODUCTION_BUILD_DIR}/, built with ${PRODUCTION_BUILT_WITH}'s environment`)
