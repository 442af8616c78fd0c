/**
 * The sign-in route's JavaScript budget: the brotli size of every script the browser must load before
 * the sign-in page is interactive, which is the entry chunk and its static imports. Lazy screens and the
 * non-default catalogs are not counted: they load on demand. Run after `vite build`.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

const TARGET_BYTES = 85_000
const LIMIT_BYTES = 90_000

interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}

const dist = resolve(import.meta.dirname, '../dist')
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>

const entry = manifest['index.html']
if (!entry?.isEntry) throw new Error('dist/.vite/manifest.json has no index.html entry: run vite build first')

const seen = new Set<string>()
const visit = (key: string) => {
  if (seen.has(key)) return
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) visit(imported)
}
visit('index.html')

let total = 0
const rows: string[] = []
for (const key of seen) {
  const file = manifest[key]?.file
  if (!file?.endsWith('.js')) continue
  const bytes = readFileSync(resolve(dist, file))
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  total += brotli
  rows.push(`  ${file}: ${bytes.length} bytes, ${brotli} brotli`)
}
const lazy = Object.values(manifest).filter(
  (chunk) => chunk.file.endsWith('.js') && !rows.some((row) => row.includes(chunk.file)),
)

// The live flow view is for development and the demo build; it must never ship to production.
const leaks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter(
    (file) => file.endsWith('.js') && readFileSync(resolve(dist, file), 'utf8').includes('portal-flows'),
  )
if (leaks.length > 0) {
  console.error(`The live flow view is in the production bundle: ${leaks.join(', ')}`)
  process.exit(1)
}

console.log('Sign-in route, JavaScript loaded before it is interactive:')
console.log(rows.join('\n'))
console.log(`  lazy chunks not counted: ${lazy.map((chunk) => chunk.file).join(', ') || 'none'}`)
console.log(
  `Total: ${(total / 1000).toFixed(1)} kB brotli (target ${TARGET_BYTES / 1000} kB, limit ${LIMIT_BYTES / 1000} kB)`,
)
if (total > LIMIT_BYTES) {
  console.error(`Over the ${LIMIT_BYTES / 1000} kB limit by ${total - LIMIT_BYTES} bytes.`)
  process.exit(1)
}
if (total > TARGET_BYTES)
  console.warn(`Above the ${TARGET_BYTES / 1000} kB target by ${total - TARGET_BYTES} bytes.`)
