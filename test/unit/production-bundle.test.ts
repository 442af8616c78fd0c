// @vitest-environment node
/**
 * The flow studio never reaches production (docs/decisions/017). A real production build (with real hosts) is searched
 * for the studio's code: its page, the layout engine, the live channel, the drawing's classes, and any module
 * from src/dev other than the empty stand-in. The same search over a test build, which has the studio, must
 * find every one of them, so the search is known to work. Field telemetry likewise: a build without
 * VITE_TELEMETRY_URL has none of its code (docs/decisions/021); the test build here is made with one.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { PRODUCTION_LIKE_ENV } from '../../scripts/lib/production-env'

const root = resolve(import.meta.dirname, '../..')
const outDirs: string[] = []
afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true })
  vi.unstubAllEnvs()
})

/** Text the studio's modules carry and nothing else in the portal does. */
const STUDIO_MARKERS = ['Flow studio', 'org.eclipse.elk', 'portal-flows', 'chart-state', 'flow-choice']

/** Text only field telemetry's code carries: web-vitals' entry type, and the entry's listener for rejections. */
const TELEMETRY_MARKERS = ['largest-contentful-paint', 'unhandledrejection']

const telemetryTraces = (dir: string): string[] =>
  files(dir).flatMap((path) => {
    const text = readFileSync(path, 'utf8')
    return TELEMETRY_MARKERS.filter((marker) => text.includes(marker)).map(
      (marker) => `${marker} in ${path.slice(dir.length)}`,
    )
  })

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
    'contains none of the studio and no telemetry code, which the test build does contain',
    { timeout: 120_000 },
    async () => {
      for (const [name, value] of Object.entries(PRODUCTION_LIKE_ENV)) vi.stubEnv(name, value)
      const production = await buildInto('production')
      expect(studioTraces(production)).toEqual([])
      expect(telemetryTraces(production)).toEqual([])

      vi.stubEnv('VITE_TELEMETRY_URL', '/demo/telemetry')
      const test = await buildInto('test')
      const withStudio = studioTraces(test)
      for (const marker of STUDIO_MARKERS) expect(withStudio.join('\n')).toContain(marker)
      expect(withStudio).toContain('module src/dev/flow-view.tsx')
      for (const marker of TELEMETRY_MARKERS) expect(telemetryTraces(test).join('\n')).toContain(marker)
    },
  )
})
