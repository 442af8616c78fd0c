/** `npm run readme:tables`: rewrites the README's generated tables (scripts/lib/readme-tables.ts). */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { withTables } from './lib/readme-tables'

const file = resolve(import.meta.dirname, '../README.md')
const before = readFileSync(file, 'utf8')
const after = await withTables(before)
if (after === before) console.log('README.md: the generated tables are up to date.')
else {
  writeFileSync(file, after)
  console.log('README.md: generated tables rewritten.')
}
