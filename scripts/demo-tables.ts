/** `npm run demo:tables`: rewrites the generated tables of docs/demo.md (scripts/lib/demo-tables.ts). */
import { readFileSync, writeFileSync } from 'node:fs'
import { DEMO_PAGE, withTables } from './lib/demo-tables'

const before = readFileSync(DEMO_PAGE, 'utf8')
const after = await withTables(before)
if (after === before) console.log('docs/demo.md: the generated tables are up to date.')
else {
  writeFileSync(DEMO_PAGE, after)
  console.log('docs/demo.md: generated tables rewritten.')
}
