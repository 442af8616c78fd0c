// @vitest-environment node
/**
 * The demo API is not production (docs/decisions/016). The production server (deploy/render-nginx.ts) refuses the
 * demo's stand-ins and any value that would be wrong there, at start (docs/decisions/024); a production build's
 * servers never mount the demo API; development, the demo build and the test build keep it.
 */
import { spawnSync } from 'node:child_process'
import { resolve as resolvePath } from 'node:path'
import type { ConfigEnv, Plugin, PluginOption, UserConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONFIG_VARIABLES, oldName, productionProblems, readConfig, STAND_INS } from '../../src/config'
import { PRODUCTION_LIKE_ENV } from '../../scripts/lib/production-env'
import viteConfig from '../../vite.config'

const productionEnv = PRODUCTION_LIKE_ENV

function resolve(env: ConfigEnv): UserConfig {
  if (typeof viteConfig !== 'function') throw new Error('vite.config.ts exports a function of the mode')
  return viteConfig(env) as UserConfig
}

const pluginNames = (config: UserConfig): string[] =>
  (config.plugins ?? [])
    .flat(Infinity as 1)
    .filter(
      (plugin: PluginOption): plugin is Plugin =>
        typeof plugin === 'object' && plugin !== null && 'name' in plugin,
    )
    .map((plugin) => plugin.name)

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('productionProblems', () => {
  it('names every variable still on a demo stand-in with the defaults, and how to fix it', () => {
    expect(productionProblems(STAND_INS)).toEqual([
      "PORTAL_PRODUCT_HOST is the demo's stand-in page (/demo/product): set it to the product site's URL (https://…)",
      "PORTAL_UK_PARTNER_SITE is the demo's stand-in page (/demo/partner-site): set it to the UK partner site's URL (https://…)",
      'PORTAL_LOGIN_HOST_CA is a loopback host (localhost): set it to the host visitors sign in on',
      'PORTAL_LOGIN_HOST_UK is a loopback host (uk.localhost): set it to the host visitors sign in on',
      'PORTAL_LOGIN_HOST_UK_PARTNER is a loopback host (partner.localhost): set it to the host visitors sign in on',
    ])
  })

  it('finds nothing once every host is a real one', () => {
    expect(productionProblems(readConfig(productionEnv))).toEqual([])
  })

  it('counts a loopback login host with a port as a stand-in', () => {
    expect(
      productionProblems(readConfig({ ...productionEnv, PORTAL_LOGIN_HOST_UK: '127.0.0.1:8080' })),
    ).toEqual([
      'PORTAL_LOGIN_HOST_UK is a loopback host (127.0.0.1:8080): set it to the host visitors sign in on',
    ])
  })

  it('refuses an allow-listed redirect origin over plain http, and only that one', () => {
    const config = readConfig({
      ...productionEnv,
      PORTAL_ALLOWED_REDIRECT_ORIGINS: 'https://product.example, http://legacy.example/path',
    })
    expect(productionProblems(config)).toEqual([
      'PORTAL_ALLOWED_REDIRECT_ORIGINS has http://legacy.example, which is plain http, where a redirect can be tampered with: use https',
    ])
  })
})

describe('the production server', () => {
  /** deploy/render-nginx.ts run as deploy/serve.sh runs it, with `env` added to this environment. */
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'deploy/render-nginx.ts'], {
      cwd: resolvePath(import.meta.dirname, '../..'),
      env: { ...process.env, PORTAL_MODE: 'production', PORTAL_PREFIX: '/nonexistent/never-written', ...env },
      encoding: 'utf8',
    })

  it('refuses to start on a wrong value, with one line naming it and what it must be', () => {
    const started = start({ ...productionEnv, PORTAL_CDN_HOST: 'cdn.example' })
    expect(started.status).toBe(1)
    expect(started.stderr.trim()).toBe(
      'Refusing to serve: PORTAL_CDN_HOST "cdn.example" must be a path on this origin (/…) or an http(s) URL, or empty',
    )
  })

  it("refuses the demo's stand-ins, each on a line of its own", () => {
    const env = Object.fromEntries(Object.keys(productionEnv).map((name) => [name, '']))
    const started = start({ ...env, PORTAL_PRODUCT_HOST: 'https://www.product.example' })
    expect(started.status).toBe(1)
    expect(started.stderr.trim().split('\n')).toEqual([
      "Refusing to serve: PORTAL_UK_PARTNER_SITE is the demo's stand-in page (/demo/partner-site): set it to the UK partner site's URL (https://…)",
      'Refusing to serve: PORTAL_LOGIN_HOST_CA is a loopback host (localhost): set it to the host visitors sign in on',
      'Refusing to serve: PORTAL_LOGIN_HOST_UK is a loopback host (uk.localhost): set it to the host visitors sign in on',
      'Refusing to serve: PORTAL_LOGIN_HOST_UK_PARTNER is a loopback host (partner.localhost): set it to the host visitors sign in on',
    ])
  })

  it('says once, for each variable set under its old name, what it is called now', () => {
    const oldNames: Record<string, string> = { ...productionEnv, PORTAL_CDN_HOST: 'cdn.example' }
    const started = start({
      ...Object.fromEntries(Object.keys(productionEnv).map((name) => [name, ''])),
      ...Object.fromEntries(
        Object.entries(oldNames).map(([name, value]) => [name.replace('PORTAL_', 'VITE_'), value]),
      ),
    })
    expect(started.status).toBe(1)
    expect(started.stderr.trim().split('\n')).toEqual([
      ...Object.values(CONFIG_VARIABLES)
        .filter((name) => name in oldNames)
        .map(
          (name) =>
            `Portal configuration: ${oldName(name)} is read as ${name}, its name since decision 024: rename it`,
        ),
      'Refusing to serve: VITE_CDN_HOST "cdn.example" must be a path on this origin (/…) or an http(s) URL, or empty',
    ])
  })
})

describe('vite.config.ts', () => {
  it('builds for production with nothing configured (one build for every environment), without the demo API', () => {
    expect(pluginNames(resolve({ command: 'build', mode: 'production' }))).not.toContain('portal-demo-api')
  })

  it('never mounts the demo API on the production preview', () => {
    expect(pluginNames(resolve({ command: 'serve', mode: 'production', isPreview: true }))).not.toContain(
      'portal-demo-api',
    )
  })

  it.each(['development', 'demo', 'test'])('mounts the demo API in the named %s mode', (mode) => {
    expect(pluginNames(resolve({ command: 'serve', mode }))).toContain('portal-demo-api')
    expect(() => resolve({ command: 'build', mode })).not.toThrow()
  })
})
