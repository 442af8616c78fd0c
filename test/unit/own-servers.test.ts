// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { createServer, type Server } from 'node:net'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const SERVE = resolve(import.meta.dirname, '../../deploy/serve.sh')

/** The web servers playwright.config.ts declares, as its environment makes them. */
async function webServers(env: Record<string, string | undefined>) {
  vi.resetModules()
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const { default: config } = await import('../../playwright.config')
  const servers = config.webServer
  if (!Array.isArray(servers) || servers.length === 0) throw new Error('no web servers declared')
  return servers
}

describe('the test run’s servers (docs/decisions/028)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('starts every server itself, CI or not: one found running may be another checkout’s', async () => {
    for (const CI of [undefined, '', '1']) {
      const servers = await webServers({ CI, E2E_REUSE_SERVERS: undefined })
      expect(servers.map((server) => server.reuseExistingServer)).toEqual(servers.map(() => false))
    }
  })

  it('reuses running servers only when a developer asks with E2E_REUSE_SERVERS=1', async () => {
    const servers = await webServers({ E2E_REUSE_SERVERS: '1' })
    expect(servers.map((server) => server.reuseExistingServer)).toEqual(servers.map(() => true))
    for (const value of ['true', '0', 'yes'])
      expect(
        (await webServers({ E2E_REUSE_SERVERS: value })).some((server) => server.reuseExistingServer),
      ).toBe(false)
  })
})

describe('deploy/serve.sh', () => {
  /** A server that takes a port and answers nothing, as another checkout's would hold it. */
  async function takeAPort(): Promise<{ port: number; server: Server }> {
    const server = createServer((socket) => socket.end())
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')
    return { port: address.port, server }
  }

  const serve = (env: Record<string, string>) =>
    spawnSync('bash', [SERVE], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 })

  for (const [which, env] of [
    ['the port nginx is to listen on', (port: number) => ({ PORTAL_LISTEN: `127.0.0.1:${port}` })],
    [
      'the demo API’s port',
      (port: number) => ({ PORTAL_LISTEN: '127.0.0.1:1', PORTAL_DEMO_API_PORT: String(port) }),
    ],
  ] as const) {
    it(`refuses to start when something already answers on ${which}, and says so`, async () => {
      const { port, server } = await takeAPort()
      try {
        // Port 1 is never served here: only the taken port can stop the script.
        const result = serve(env(port))
        expect(result.status).toBe(1)
        expect(result.stderr).toContain(`something already answers on 127.0.0.1:${port}`)
      } finally {
        server.close()
      }
    })
  }
})
