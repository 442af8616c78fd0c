// @vitest-environment node
/**
 * The demo API is not production (docs/decisions/016). A production build refuses the demo's stand-ins and its
 * servers never mount the demo API; development, the demo build and the test build keep it.
 */
import type { ConfigEnv, Plugin, PluginOption, UserConfig } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { plainHttpRedirectOrigins, readConfig, standInsLeft } from '../../src/config'
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

describe('vite.config.ts', () => {
  it('fails a production build that still points at the demo stand-ins', () => {
    expect(() => resolve({ command: 'build', mode: 'production' })).toThrow(
      /production build needs the real hosts[\s\S]*VITE_PRODUCT_HOST/,
    )
  })

  it('builds for production once the real hosts are configured, without the demo API', () => {
    for (const [name, value] of Object.entries(productionEnv)) vi.stubEnv(name, value)
    const config = resolve({ command: 'build', mode: 'production' })
    expect(pluginNames(config)).not.toContain('portal-demo-api')
  })

  it('warns at build time about an allow-listed plain http origin', () => {
    for (const [name, value] of Object.entries(productionEnv)) vi.stubEnv(name, value)
    vi.stubEnv('VITE_ALLOWED_REDIRECT_ORIGINS', 'http://legacy.example')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    resolve({ command: 'build', mode: 'production' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://legacy.example is plain http'))
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
