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
import {
  malformedValues,
  plainHttpRedirectOrigins,
  productionProblems,
  readConfig,
  standInsLeft,
} from '../../src/config'
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

describe('standInsLeft', () => {
  it('names every variable still on a demo stand-in with the defaults', () => {
    expect(standInsLeft(readConfig({}))).toEqual([
      "VITE_PRODUCT_HOST is the demo's stand-in page (/demo/product)",
      "VITE_UK_PARTNER_SITE is the demo's stand-in page (/demo/partner-site)",
      'VITE_LOGIN_HOST_CA is a loopback host (localhost)',
      'VITE_LOGIN_HOST_UK is a loopback host (uk.localhost)',
      'VITE_LOGIN_HOST_UK_PARTNER is a loopback host (partner.localhost)',
    ])
  })

  it('finds nothing once every host is a real one', () => {
    expect(standInsLeft(readConfig(productionEnv))).toEqual([])
  })

  it('counts a loopback login host with a port as a stand-in', () => {
    expect(standInsLeft(readConfig({ ...productionEnv, VITE_LOGIN_HOST_UK: '127.0.0.1:8080' }))).toEqual([
      'VITE_LOGIN_HOST_UK is a loopback host (127.0.0.1:8080)',
    ])
  })
})

describe('plainHttpRedirectOrigins', () => {
  it('lists the allow-listed origins that are plain http, and only those', () => {
    const config = readConfig({
      VITE_ALLOWED_REDIRECT_ORIGINS: 'https://product.example, http://legacy.example/path',
    })
    expect(plainHttpRedirectOrigins(config)).toEqual(['http://legacy.example'])
  })
})

describe('malformedValues', () => {
  it('finds nothing in the defaults or in real hosts, paths and URLs', () => {
    expect(malformedValues({})).toEqual([])
    expect(
      malformedValues({
        ...productionEnv,
        VITE_CDN_HOST: 'https://cdn.example/portal',
        VITE_TELEMETRY_URL: '/collect',
        VITE_ALLOWED_REDIRECT_ORIGINS: 'https://a.example, https://b.example/path',
        VITE_LOGIN_HOST_UK: 'login.example.co.uk:8443',
        VITE_API_TIMEOUT_MS: '20000',
      }),
    ).toEqual([])
  })

  it('names each variable whose value cannot be what it names', () => {
    expect(
      malformedValues({
        VITE_CDN_HOST: 'cdn.example',
        VITE_PRODUCT_HOST: 'javascript:alert(1)',
        VITE_TELEMETRY_URL: '//collector.example',
        VITE_ALLOWED_REDIRECT_ORIGINS: 'https://a.example, not a url',
        VITE_LOGIN_HOST_CA: 'https://login.example',
        VITE_API_TIMEOUT_MS: 'soon',
      }),
    ).toEqual([
      'VITE_PRODUCT_HOST is not a path or an http(s) URL (javascript:alert(1))',
      'VITE_CDN_HOST is not a path or an http(s) URL (cdn.example)',
      'VITE_TELEMETRY_URL is not a path or an http(s) URL (//collector.example)',
      'VITE_ALLOWED_REDIRECT_ORIGINS has an entry that is not an http(s) URL (not a url)',
      'VITE_LOGIN_HOST_CA is not a host name (https://login.example)',
      'VITE_API_TIMEOUT_MS is not a positive whole number of milliseconds (soon)',
    ])
  })
})

describe('productionProblems', () => {
  it('refuses a plain http redirect origin, besides the stand-ins and malformed values', () => {
    expect(
      productionProblems({ ...productionEnv, VITE_ALLOWED_REDIRECT_ORIGINS: 'http://legacy.example' }),
    ).toEqual([
      'VITE_ALLOWED_REDIRECT_ORIGINS has http://legacy.example, which is plain http: a redirect there can be tampered with',
    ])
    expect(productionProblems(productionEnv)).toEqual([])
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

  it('refuses to start on a value that would be wrong in production, with one line naming it', () => {
    const started = start({ ...productionEnv, VITE_CDN_HOST: 'cdn.example' })
    expect(started.status).toBe(1)
    expect(started.stderr.trim()).toBe(
      'Refusing to serve: VITE_CDN_HOST is not a path or an http(s) URL (cdn.example)',
    )
  })

  it("refuses the demo's stand-ins, each on a line of its own", () => {
    const env = Object.fromEntries(Object.keys(productionEnv).map((name) => [name, '']))
    const started = start({ ...env, VITE_PRODUCT_HOST: 'https://www.product.example' })
    expect(started.status).toBe(1)
    expect(started.stderr.trim().split('\n')).toEqual([
      "Refusing to serve: VITE_UK_PARTNER_SITE is the demo's stand-in page (/demo/partner-site)",
      'Refusing to serve: VITE_LOGIN_HOST_CA is a loopback host (localhost)',
      'Refusing to serve: VITE_LOGIN_HOST_UK is a loopback host (uk.localhost)',
      'Refusing to serve: VITE_LOGIN_HOST_UK_PARTNER is a loopback host (partner.localhost)',
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
