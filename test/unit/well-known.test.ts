// @vitest-environment node
/**
 * `/.well-known/change-password` (W3C's well-known address for changing a password) is answered by every server
 * with a 302 to the forgotten-password page, never with the app's page (docs/decisions/022). Here: the Vite dev
 * and preview servers, in every mode, over real HTTP. The demo API's own server is in
 * test/demo-api/node-server.test.ts, nginx's configuration in deploy.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, preview, type ConfigEnv, type InlineConfig, type Plugin, type UserConfig } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { wellKnownTargetFor, WELL_KNOWN_ADDRESSES } from '../../src/urls/well-known'
import viteConfig from '../../vite.config'

const WELL_KNOWN_PLUGIN = 'portal:well-known'

function pluginsOf(env: ConfigEnv): Plugin[] {
  if (typeof viteConfig !== 'function') throw new Error('vite.config.ts exports a function of the mode')
  return ((viteConfig(env) as UserConfig).plugins ?? [])
    .flat(Infinity as 1)
    .filter((plugin): plugin is Plugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin)
}

const folders: string[] = []
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A folder standing in for the app (and its build): a page every other path would get. */
function appFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-well-known-'))
  folders.push(root)
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>')
  return root
}

/** Vite's own server, with nothing of the portal but the plugin vite.config.ts gives it. */
function bare(root: string, plugin: Plugin): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [plugin],
    server: { host: '127.0.0.1', port: 0, watch: null },
    preview: { host: '127.0.0.1', port: 0 },
    build: { outDir: root },
    optimizeDeps: { noDiscovery: true, include: [] },
  }
}

const ask = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })

describe('the list', () => {
  it('sends the well-known address for changing a password to the forgotten-password route', () => {
    expect(WELL_KNOWN_ADDRESSES).toEqual([{ from: '/.well-known/change-password', to: '/forgot' }])
    expect(wellKnownTargetFor('/.well-known/change-password')).toBe('/forgot')
    expect(wellKnownTargetFor('/.well-known/change-password/')).toBeNull()
    expect(wellKnownTargetFor('/forgot')).toBeNull()
  })
})

describe('vite.config.ts', () => {
  it.each<[string, ConfigEnv]>([
    ['the dev server', { command: 'serve', mode: 'development' }],
    ['the test build’s preview', { command: 'serve', mode: 'test', isPreview: true }],
    ['the production preview', { command: 'serve', mode: 'production', isPreview: true }],
  ])('mounts the well-known addresses on %s, before the demo API and the app', (_, env) => {
    const names = pluginsOf(env).map((plugin) => plugin.name)
    expect(names).toContain(WELL_KNOWN_PLUGIN)
    if (names.includes('portal-demo-api'))
      expect(names.indexOf(WELL_KNOWN_PLUGIN)).toBeLessThan(names.indexOf('portal-demo-api'))
  })

  const plugin = () => {
    const found = pluginsOf({ command: 'serve', mode: 'development' }).find(
      (candidate) => candidate.name === WELL_KNOWN_PLUGIN,
    )
    if (found === undefined) throw new Error(`vite.config.ts has no ${WELL_KNOWN_PLUGIN}`)
    return found
  }

  it('the dev server answers 302 with Location /forgot, and the app’s page elsewhere', async () => {
    const server = await createServer(bare(appFolder(), plugin()))
    await server.listen()
    closers.push(() => server.close())
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''

    const answer = await ask(origin, '/.well-known/change-password?from=manager')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/forgot')
    expect((await ask(origin, '/forgot')).status).toBe(200)
  })

  it('the preview server answers 302 with Location /forgot, and the app’s page elsewhere', async () => {
    const server = await preview(bare(appFolder(), plugin()))
    closers.push(() => new Promise((resolve) => server.httpServer.close(() => resolve())))
    const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? ''

    const answer = await ask(origin, '/.well-known/change-password')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/forgot')
    expect((await ask(origin, '/forgot')).status).toBe(200)
  })
})
