/**
 * One build for every environment (docs/decisions/024): the same dist/ served through deploy/'s nginx with two
 * configurations in turn, each on its own names (`*.env-a.test`, `*.env-b.test`, which Chromium resolves to a
 * loopback address of their own, so neither meets the other servers of this run). Each page, header, policy,
 * footer link, analytics id, branding look-up and beacon follows its own configuration, and the files of dist/
 * are byte for byte what they were before either.
 */
import type { Request } from '@playwright/test'
import type { TelemetryReceived } from '../../demo-api/state'
import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { productionServerPort } from '../../playwright.config'
import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH } from '../journeys/engines/engine'
import { expect, test } from './support'

const project = resolve(import.meta.dirname, '../..')
const dist = resolve(project, 'dist')
/** A loopback address of their own: the ports are this run's production server's, on another address. */
const ADDRESS = '127.0.0.2'
const port = productionServerPort

/** Everything the portal reads from its environment, for the environment named `name`. */
function configuration(name: 'a' | 'b') {
  const on = (host: string) => `http://${host}.env-${name}.test:${port}`
  return {
    name,
    hosts: {
      CA: `login.env-${name}.test`,
      UK: `uk.env-${name}.test`,
      UK_PARTNER: `partner.env-${name}.test`,
    },
    env: {
      PORTAL_LOGIN_HOST_CA: `login.env-${name}.test`,
      PORTAL_LOGIN_HOST_UK: `uk.env-${name}.test`,
      PORTAL_LOGIN_HOST_UK_PARTNER: `partner.env-${name}.test`,
      PORTAL_PRODUCT_HOST: `https://www.product-${name}.example`,
      PORTAL_UK_PARTNER_SITE: `https://partner-site-${name}.example`,
      PORTAL_CDN_HOST: `${on('cdn')}/demo/cdn`,
      PORTAL_API_SERVER: on('api'),
      PORTAL_ANALYTICS_ID_CA: `G-ENV${name.toUpperCase()}CA001`,
      PORTAL_ANALYTICS_ID_UK: `G-ENV${name.toUpperCase()}UK001`,
      PORTAL_ANALYTICS_SCRIPT_HOST: `${on('analytics')}/demo/analytics`,
      PORTAL_TELEMETRY_URL: `${on('collector')}/demo/telemetry`,
    },
    origins: {
      cdn: on('cdn'),
      api: on('api'),
      analytics: on('analytics'),
      collector: on('collector'),
    },
  }
}
type Configuration = ReturnType<typeof configuration>
const CONFIGURATIONS = [configuration('a'), configuration('b')] as const

/** Every file of dist/ with the hash of its bytes. */
function distHashes(): Map<string, string> {
  const hashes = new Map<string, string>()
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dist, file)
    try {
      hashes.set(file, createHash('sha256').update(readFileSync(path)).digest('hex'))
    } catch {
      // A folder.
    }
  }
  return hashes
}

/** deploy/serve.sh with `configuration`, until it answers; stopped with its whole process group. */
async function serve(configuration: Configuration): Promise<ChildProcess> {
  const server = spawn('bash', ['deploy/serve.sh'], {
    cwd: project,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...configuration.env,
      PORTAL_MODE: 'test',
      PORTAL_LISTEN: `${ADDRESS}:${port}`,
      PORTAL_DEMO_API_PORT: String(port + 1),
      PORTAL_DEMO_API_HOST: ADDRESS,
      PORTAL_PREFIX: `deploy/out/e2e-env-${configuration.name}`,
      PORTAL_XSRF_SECURE: '0',
    },
  })
  for (let tries = 0; tries < 300; tries++) {
    if (server.exitCode !== null) throw new Error(`deploy/serve.sh ended (${server.exitCode})`)
    try {
      if ((await fetch(`http://${ADDRESS}:${port}/`)).ok) return server
    } catch {
      // Not yet listening.
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error('deploy/serve.sh did not answer')
}

const stop = (server: ChildProcess) =>
  new Promise<void>((done) => {
    if (server.pid === undefined || server.exitCode !== null) return done()
    server.once('exit', () => done())
    process.kill(-server.pid, 'SIGTERM')
  })

test.use({
  launchOptions: {
    executablePath: CHROMIUM_SHELL_PATH,
    args: [
      '--headless',
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP *.env-a.test ${ADDRESS}, MAP *.env-b.test ${ADDRESS}`,
    ],
  },
})
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const before = distHashes()

for (const configuration of CONFIGURATIONS) {
  const other = CONFIGURATIONS.find((each) => each !== configuration) ?? configuration
  test(`serves one dist/ as environment ${configuration.name.toUpperCase()} says`, async ({
    page,
    request,
    guard,
  }) => {
    // The demo API stands in for the CDN on a name of its own, a cross-origin host, and sends no CORS header as
    // a real CDN does: the look-up is refused in the browser. That it went to this environment's CDN is what
    // this test reads.
    guard.allowConsoleError(/branding-assets\/florida\/branding\.json/)
    // nginx over plain http on these names, which no browser trusts: Chromium ignores the page's
    // Cross-Origin-Opener-Policy and says so. Production serves it over https (docs/operations.md).
    guard.allowConsoleError(/Cross-Origin-Opener-Policy header has been ignored/)
    const server = await serve(configuration)
    try {
      // The page and its headers: its own configuration, written in; a policy naming its own hosts only.
      // A GET as a browser on `host` would send it: Node resolves none of these names.
      const getOn = (host: string, path: string) =>
        request.get(`http://${ADDRESS}:${port}${path}`, { headers: { host: `${host}:${port}` } })
      const home = await getOn(configuration.hosts.CA, '/forgot')
      const html = await home.text()
      const policy = home.headers()['content-security-policy'] ?? ''
      expect(html).toContain('<script type="application/json" id="portal-config">')
      for (const origin of Object.values(configuration.origins)) expect(policy).toContain(origin)
      for (const origin of Object.values(other.origins)) expect(policy).not.toContain(origin)
      expect(html).toContain(configuration.env.PORTAL_ANALYTICS_ID_CA)
      expect(html).not.toContain(other.env.PORTAL_ANALYTICS_ID_CA)
      // The prerendered footer links: its product host, in each host's language.
      expect(html).toContain(`href="${configuration.env.PORTAL_PRODUCT_HOST}/en/help"`)
      expect(html).not.toContain('/demo/product')
      const uk = await (await getOn(configuration.hosts.UK, '/forgot')).text()
      expect(uk).toContain('<html lang="en-GB"')
      expect(uk).toContain(`href="${configuration.env.PORTAL_PRODUCT_HOST}/en-gb/help"`)

      // What the page does: analytics with its id, the branding look-up and the beacon to its hosts.
      const requests: Request[] = []
      page.on('request', (request) => requests.push(request))
      const urls = () => requests.map((request) => request.url())
      await page.goto(`http://${configuration.hosts.UK}:${port}/florida`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
      // Consent is required here, as by default: nothing of analytics until the person accepts (decision 031).
      expect(urls().some((url) => url.includes('/demo/analytics/'))).toBe(false)
      guard.allowAnalytics()
      await page.getByRole('button', { name: 'Accept analytics cookies' }).click()
      await expect
        .poll(urls, { timeout: 15_000 })
        .toContainEqual(expect.stringContaining(`${configuration.origins.analytics}/demo/analytics/gtag/js`))
      expect(urls().join('\n')).toContain(configuration.env.PORTAL_ANALYTICS_ID_UK)
      await expect
        .poll(() => urls().filter((url) => url.includes('branding')), { timeout: 15_000 })
        .toContainEqual(
          expect.stringMatching(new RegExp(`^(${configuration.origins.api}|${configuration.origins.cdn})/`)),
        )
      // The telemetry chunk has loaded (it does at the person's first key, src/browser/after-start.ts) before the
      // page is hidden, which sends the beacon.
      await page.keyboard.press('Shift')
      await page.waitForFunction(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/telemetry-[\w-]+\.js$/.test(entry.name)),
      )
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
        document.dispatchEvent(new Event('visibilitychange'))
      })
      await expect
        .poll(urls, { timeout: 15_000 })
        .toContainEqual(`${configuration.origins.collector}/demo/telemetry`)
      // …and it arrived, at this environment's collector.
      await expect
        .poll(
          async () => {
            const collected = await getOn(
              new URL(configuration.origins.collector).hostname,
              '/demo/telemetry/collected.json',
            )
            return ((await collected.json()) as TelemetryReceived).beacons.length
          },
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0)
      for (const origin of Object.values(other.origins))
        expect(urls().filter((url) => url.startsWith(origin))).toEqual([])
      await page.close()
    } finally {
      await stop(server)
    }
  })
}

test('leaves every file of dist/ as it was built', () => {
  expect(distHashes()).toEqual(before)
})
