// @vitest-environment node
/**
 * The flow studio never reaches production (docs/decisions/017). A real production build (with real hosts) is searched
 * for the studio's code: its page, the layout engine, the live channel, the drawing's classes, and any module
 * from src/dev other than the empty stand-in. The same search over a test build, which has the studio, must
 * find every one of them, so the search is known to work. Field telemetry's code is in its own chunks, which the
 * page loads only where its configuration names a collector (docs/decisions/021 and 024): the entry and what it
 * imports statically have none of it. And a build writes in none of the configuration: built with every variable
 * set, no file of it holds any of their values (one dist/ for every environment). Path runs' code (the check in
 * the entry, the module it loads) is in the test build and nowhere in production.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { PRODUCT_HOST_PLACEHOLDER, STAND_INS, type ConfigVariable } from '../../src/config'
import { PRERENDERED_LANGUAGES, PRERENDERED_PAGES } from '../../src/prerender/pages'

const root = resolve(import.meta.dirname, '../..')
const outDirs: string[] = []
afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

/** Text the studio's modules carry and nothing else in the portal does. */
const STUDIO_MARKERS = ['Flow studio', 'org.eclipse.elk', 'portal-flows', 'chart-state', 'flow-choice']

/**
 * Text only path runs' code carries (docs/decisions/027): the run's cookie (the entry's check and the module) and
 * the module's controls for its runner. A production build has neither; a test build has both.
 */
const PATH_RUN_MARKERS = ['portal-path-run', 'portalPathRun']

const pathRunTraces = (dir: string): string[] =>
  files(dir).flatMap((path) => {
    const text = readFileSync(path, 'utf8')
    return PATH_RUN_MARKERS.filter((marker) => text.includes(marker)).map(
      (marker) => `${marker} in ${path.slice(dir.length)}`,
    )
  })

/** Text only field telemetry's code carries: web-vitals' entry type, and the entry's listener for rejections. */
const TELEMETRY_MARKERS = ['largest-contentful-paint', 'unhandledrejection']

/** The entry chunk and every chunk it imports statically, as the build's manifest lists them. */
function entryFiles(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]))
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) visit(imported)
  }
  const shell = readFileSync(join(dir, 'index.html'), 'utf8')
  for (const [, file = ''] of shell.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g))
    visit(keyOfFile.get(file) ?? `unlisted ${file}`)
  return [...seen].map((key) => {
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`index.html loads ${key}, which the manifest does not list`)
    return join(dir, chunk.file)
  })
}

const telemetryTraces = (dir: string, paths = files(dir)): string[] =>
  paths.flatMap((path) => {
    const text = readFileSync(path, 'utf8')
    return TELEMETRY_MARKERS.filter((marker) => text.includes(marker)).map(
      (marker) => `${marker} in ${path.slice(dir.length)}`,
    )
  })

/**
 * Every variable the portal reads (typed by them, so none is left out), with values no default or test fixture
 * has; and one under its old name, which the build reads no more than the new ones.
 */
const CONFIGURED: Record<ConfigVariable | 'VITE_CDN_HOST', string> = {
  PORTAL_PRODUCT_HOST: 'https://www.grep-product.example',
  PORTAL_UK_PARTNER_SITE: 'https://grep-partner.example.co.uk',
  PORTAL_LOGIN_HOST_CA: 'login.grep-ca.example',
  PORTAL_LOGIN_HOST_UK: 'login.grep-uk.example',
  PORTAL_LOGIN_HOST_UK_PARTNER: 'partner.grep-uk.example',
  PORTAL_CDN_HOST: 'https://cdn.grep.example/portal',
  PORTAL_API_SERVER: 'https://api.grep.example',
  PORTAL_ANALYTICS_ID_CA: 'G-GREPCA0001',
  PORTAL_ANALYTICS_ID_UK: 'G-GREPUK0001',
  PORTAL_ANALYTICS_SCRIPT_HOST: 'https://analytics.grep.example',
  PORTAL_ALLOWED_REDIRECT_ORIGINS: 'https://redirect.grep.example',
  PORTAL_API_TIMEOUT_MS: '98765',
  PORTAL_TELEMETRY_URL: 'https://collector.grep.example/v1',
  VITE_CDN_HOST: 'https://old-name-cdn.grep.example',
}

/** What a value leaves in a file: the host itself for a URL (the part a bundler could not split). */
const traceOf = (value: string) => (URL.canParse(value) ? new URL(value).host : value)

async function buildInto(mode: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `portal-${mode}-`))
  outDirs.push(outDir)
  await build({
    configFile: resolve(root, 'vite.config.ts'),
    root,
    mode,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((path) => /\.(js|css|html|json)$/.test(path))
}

function studioTraces(dir: string): string[] {
  const traces: string[] = []
  for (const path of files(dir)) {
    const text = readFileSync(path, 'utf8')
    for (const marker of STUDIO_MARKERS)
      if (text.includes(marker)) traces.push(`${marker} in ${path.slice(dir.length)}`)
  }
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >
  for (const source of Object.keys(manifest))
    if ((source.startsWith('src/dev/') && source !== 'src/dev/flow-view-off.tsx') || source.includes('elkjs'))
      traces.push(`module ${source}`)
  return traces
}

describe('the production build', () => {
  it(
    'contains none of the studio, no telemetry code in its entry and no configured value, in any file',
    { timeout: 120_000 },
    async () => {
      for (const [name, value] of Object.entries(CONFIGURED)) vi.stubEnv(name, value)
      const production = await buildInto('production')
      expect(studioTraces(production)).toEqual([])
      expect(pathRunTraces(production)).toEqual([])
      expect(telemetryTraces(production, entryFiles(production))).toEqual([])
      const configured = files(production).flatMap((path) => {
        const text = readFileSync(path, 'utf8')
        return Object.entries(CONFIGURED)
          .filter(([, value]) => text.includes(traceOf(value)))
          .map(([name]) => `${name} in ${path.slice(production.length)}`)
      })
      expect(configured).toEqual([])
      // The prerendered footers link to the product host's placeholder, which the server fills in: no host at all,
      // not even the demo's stand-in.
      const prerendered = files(production).filter((path) => path.includes('/prerendered/'))
      expect(prerendered.length).toBe(PRERENDERED_LANGUAGES.length * PRERENDERED_PAGES.length)
      for (const path of prerendered) {
        const html = readFileSync(path, 'utf8')
        expect(html, path).toContain(`href="${PRODUCT_HOST_PLACEHOLDER}/`)
        expect(html, path).not.toContain(STAND_INS.productHost)
      }

      const test = await buildInto('test')
      const withStudio = studioTraces(test)
      for (const marker of STUDIO_MARKERS) expect(withStudio.join('\n')).toContain(marker)
      expect(withStudio).toContain('module src/dev/flow-view.tsx')
      for (const marker of TELEMETRY_MARKERS) expect(telemetryTraces(test).join('\n')).toContain(marker)
      for (const marker of PATH_RUN_MARKERS) expect(pathRunTraces(test).join('\n')).toContain(marker)
      expect(withStudio).toContain('module src/dev/path-run.ts')
    },
  )
})
