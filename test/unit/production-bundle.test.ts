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
import { afterAll, describe, expect, it, vi } from 'vitest'
import { buildPortal } from '../../scripts/lib/build-portal'
import {
  builtByThisRun,
  LEAK_CHECK_ENV,
  PRODUCTION_BUILD_DIR,
  PRODUCTION_BUILT_WITH,
} from '../../scripts/lib/production-env'
import { PRODUCT_HOST_PLACEHOLDER, STAND_INS } from '../../src/config'
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

/** What a value leaves in a file: the host itself for a URL (the part a bundler could not split). */
const traceOf = (value: string) => (URL.canParse(value) ? new URL(value).host : value)

async function buildInto(mode: string): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), `portal-${mode}-`))
  outDirs.push(outDir)
  await buildPortal(mode, outDir, 'silent')
  return outDir
}

/**
 * The production build, with every variable set: the one `npm test` made for its checks (scripts/build-production.ts),
 * which must have been built in this very environment, or a build of this test's own when it runs alone.
 */
async function productionBuild(): Promise<string> {
  if (builtByThisRun()) {
    expect(JSON.parse(readFileSync(resolve(root, PRODUCTION_BUILT_WITH), 'utf8'))).toEqual(LEAK_CHECK_ENV)
    return resolve(root, PRODUCTION_BUILD_DIR)
  }
  for (const [name, value] of Object.entries(LEAK_CHECK_ENV)) vi.stubEnv(name, value)
  return buildInto('production')
}

/** A test build: dist/, which `npm test` has just built (`npm run build:test`), or one of this test's own. */
const testBuild = async (): Promise<string> => (builtByThisRun() ? resolve(root, 'dist') : buildInto('test'))

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
      const production = await productionBuild()
      expect(studioTraces(production)).toEqual([])
      expect(pathRunTraces(production)).toEqual([])
      expect(telemetryTraces(production, entryFiles(production))).toEqual([])
      const configured = files(production).flatMap((path) => {
        const text = readFileSync(path, 'utf8')
        return Object.entries(LEAK_CHECK_ENV)
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

      const test = await testBuild()
      const withStudio = studioTraces(test)
      for (const marker of STUDIO_MARKERS) expect(withStudio.join('\n')).toContain(marker)
      expect(withStudio).toContain('module src/dev/flow-view.tsx')
      for (const marker of TELEMETRY_MARKERS) expect(telemetryTraces(test).join('\n')).toContain(marker)
      for (const marker of PATH_RUN_MARKERS) expect(pathRunTraces(test).join('\n')).toContain(marker)
      expect(withStudio).toContain('module src/dev/path-run.ts')
    },
  )
})
