// @vitest-environment node
/** scripts/precompress.ts: the `.br` and `.gz` files nginx sends instead of the build's text files. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../scripts/precompress'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function buildWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-precompress-'))
  folders.push(root)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, name, '..'), { recursive: true })
    writeFileSync(join(root, name), text)
  }
  return root
}

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy of every text file, each the same text once decompressed', async () => {
    const text = (name: string) => `${name}: ${'the same words again, '.repeat(40)}`
    const textFiles = [
      'index.html',
      'prerendered/fr-CA/forgot.html',
      'assets/portal-abcdefgh.js',
      'assets/portal-abcdefgh.css',
      'assets/i18n/en-CA.json',
      'favicon.svg',
    ]
    const root = buildWith(Object.fromEntries(textFiles.map((name) => [name, text(name)])))

    expect(await precompressFolder(root)).toBe(textFiles.length)
    for (const name of textFiles) {
      const brotli = readFileSync(join(root, `${name}.br`))
      expect(brotliDecompressSync(brotli).toString()).toBe(text(name))
      expect(brotli.length).toBeLessThan(text(name).length / 4)
      expect(gunzipSync(readFileSync(join(root, `${name}.gz`))).toString()).toBe(text(name))
    }
  })

  it('leaves images that are compressed already and the build manifest alone', async () => {
    const root = buildWith({ 'logo.png': 'png', '.vite/manifest.json': '{}' })
    expect(await precompressFolder(root)).toBe(0)
    expect(existsSync(join(root, 'logo.png.br'))).toBe(false)
    expect(existsSync(join(root, '.vite/manifest.json.br'))).toBe(false)
  })
})
