/**
 * `npm run contract`: writes docs/openapi.json, the API document, from the endpoint declarations in src/api/
 * (scripts/lib/openapi.ts). test/unit/openapi.test.ts fails while the file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openApiText } from './lib/openapi.ts'

const root = join(import.meta.dirname, '..')
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
const file = join(root, 'docs/openapi.json')
writeFileSync(file, openApiText(version))
console.log(`Wrote ${file}`)
