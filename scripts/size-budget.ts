/**
 * The sign-in route's JavaScript budget: the brotli size of every script the browser must load before
 * the sign-in page is interactive, which is the entry chunk and its static imports. Lazy screens and the
 * non-default catalogs are not counted: they load on demand. Measured on a production build made here (with
 * real-looking hosts), because the test build in dist/ also carries the flow studio, whose lazy import
 * changes how the entry chunk is split.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'vite'
import { PRODUCTION_LIKE_ENV } from './lib/production-env'

const TARGET_BYTES = 85_000
const LIMIT_BYTES = 90_000

interface ManifestChunk {
  file: string
  imports?: string[]
}

const root = resolve(import.meta.dirname, '..')
const dist = mkdtempSync(join(tmpdir(), 'portal-size-'))
Object.assign(process.env, PRODUCTION_LIKE_ENV)
await build({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir: dist },
})
process.on('exit', () => rmSync(dist, { recursive: true, force: true }))
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))

// What the page itself loads: its module scripts and modulepreload links (the entry chunk need not be
// the manifest's index.html entry, see the chunk grouping in vite.config.ts).
const html = readFileSync(resolve(dist, 'index.html'), 'utf8')
const loadedByPage = [
  ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
].map((match) => match[1] ?? '')
if (loadedByPage.length === 0) throw new Error('dist/index.html loads no module script: run vite build first')

const seen = new Set<string>()
const visit = (key: string) => {
  if (seen.has(key)) return
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) visit(imported)
}
for (const file of loadedByPage) {
  const key = keyOfFile.get(file)
  if (key === undefined) throw new Error(`dist/index.html loads ${file}, which the manifest does not list`)
  visit(key)
}

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

// The test build measured here has the flow studio (lazy, not counted); that production has none of it is
// checked on a real production build by test/unit/production-bundle.test.ts.

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
