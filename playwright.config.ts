import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH, ENGINES, ENGINE_TITLES } from './test/journeys/engines/engine'
import type { JourneyOptions } from './test/journeys/journey'
import { analyticsServer, pathsProjects } from './test/paths-browser/projects'
import { analyticsPort, configuredPort, port, productionServerPort } from './test/support/ports'

// `npm test` walks every machine in every engine, each in its own language, and checks their coverage whole: the
// selections `npm run paths:browser` makes (playwright.paths.config.ts) are never read here, whatever the
// environment says (docs/decisions/027).
for (const name of ['PATHS_MACHINES', 'PATHS_CASES', 'PATHS_ENGINES', 'PATHS_LANGUAGE'])
  Reflect.deleteProperty(process.env, name)

export { analyticsPort, configuredPort, productionServerPort } from './test/support/ports'
const productionServerApiPort = productionServerPort + 1
/** Where deploy/render-nginx.ts writes that server's files, its configured pages among them. */
export const PRODUCTION_SERVER_PREFIX = 'deploy/out/e2e'
export const CDN_HOST = '/demo/cdn'
/**
 * The configured build's login hosts: names like production's, which Chromium resolves to this machine
 * (`--host-resolver-rules` below), so one dist/ is seen on each host the way visitors would see it.
 */
export const LOGIN_HOSTS = {
  CA: 'login.portal-ca.test',
  UK: 'login.portal-uk.test',
  UK_PARTNER: 'partner.portal-uk.test',
} as const
export const ANALYTICS_IDS = { ca: 'G-DEMOCA0001', uk: 'G-DEMOUK0001' }
/** The demo API's stand-in for the telemetry collector: the configured build's beacons, nginx's CSP reports. */
export const TELEMETRY_URL = '/demo/telemetry'
/**
 * Every run starts its own servers, and fails when one of their ports already answers: a server found running
 * may be another checkout's, serving another build (docs/decisions/028). A developer who wants to reuse servers
 * of their own, started from this checkout, says so with E2E_REUSE_SERVERS=1.
 */
const reuseServers = process.env.E2E_REUSE_SERVERS === '1'

export default defineConfig<JourneyOptions>({
  // The demo API keeps state per server (sessions, changed passwords), so tests inside a file run in order;
  // files still run side by side, and each file only touches accounts no other file changes.
  fullyParallel: false,
  workers: 2,
  // A flaky test is a bug to fix, not something to retry until it passes.
  retries: 0,
  forbidOnly: true,
  // Screenshots for a person to review (`npm run screens`) are not tests: `npm test` leaves them out.
  ...(process.env.SCREENS === '1' ? { grep: /@screens/ } : { grepInvert: /@screens/ }),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/slowest-tests.ts, which ends npm test with the ten slowest test files.
    ['json', { outputFile: 'reports/timing/playwright.json' }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace by default: recording one cost the Chromium checks 29 % of their CPU on a 2-core machine (the
    // trace's screenshots a fifth, its copy of every response most of the rest), for a file only a person at
    // this machine would open. A failure still prints its error, the page's ARIA snapshot and a screenshot of
    // the moment it failed; `npx playwright test --trace on <file>` records the trace (docs/development.md).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The journeys, written once, in each engine a person signs in with (docs/decisions/023).
    ...ENGINES.map((engineName) => ({
      name: `journeys in ${ENGINE_TITLES[engineName]}`,
      testDir: 'test/journeys',
      testMatch: '*.journey.ts',
      use: { engineName },
    })),
    // Every machine's walks through the real portal, in each engine, and their step coverage (docs/decisions/027).
    ...pathsProjects(ENGINES),
    {
      name: 'chromium',
      testDir: 'test/e2e',
      use: {
        browserName: 'chromium',
        // Debian's Chromium headless shell: Playwright's own browsers cannot be downloaded on these machines.
        launchOptions: {
          executablePath: CHROMIUM_SHELL_PATH,
          args: [
            '--headless',
            ...CHROMIUM_ARGS,
            // `.test` is reserved (RFC 6761): no such name exists outside, so none can leave this machine.
            `--host-resolver-rules=${Object.values(LOGIN_HOSTS)
              .map((host) => `MAP ${host} 127.0.0.1`)
              .join(', ')}`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // `npm test` has just built dist/ for the size check (E2E_REUSE_BUILD=1): the same files are served here.
      command: `${process.env.E2E_REUSE_BUILD === '1' ? '' : 'npm run build:test && '}npx vite preview --mode test --host localhost --port ${port} --strictPort`,
      url: `http://localhost:${port}/`,
      // Every run gets a fresh demo API (fresh accounts) serving this checkout's dist/.
      reuseExistingServer: reuseServers,
      timeout: 120_000,
      env: { PREVIEW_PORT: String(port) },
    },
    {
      // Started after the first, whose build it serves: the configuration below is read as this server starts.
      command: `npx vite preview --mode test --host localhost --port ${configuredPort} --strictPort`,
      url: `http://localhost:${configuredPort}/`,
      reuseExistingServer: reuseServers,
      timeout: 120_000,
      env: {
        PREVIEW_PORT: String(configuredPort),
        PORTAL_ANALYTICS_ID_CA: ANALYTICS_IDS.ca,
        PORTAL_ANALYTICS_ID_UK: ANALYTICS_IDS.uk,
        PORTAL_ANALYTICS_SCRIPT_HOST: '/demo/analytics',
        // The demo's stand-in tag sends its hits to another origin than its script's, as Google's does.
        PORTAL_ANALYTICS_COLLECT_ORIGINS: `http://collect.localhost:${configuredPort}`,
        // As a deployment whose counsel decided no consent is needed: the spec's tag on load (decision 031).
        PORTAL_ANALYTICS_CONSENT: 'not-required',
        PORTAL_CDN_HOST: CDN_HOST,
        PORTAL_TELEMETRY_URL: TELEMETRY_URL,
        PORTAL_LOGIN_HOST_CA: LOGIN_HOSTS.CA,
        PORTAL_LOGIN_HOST_UK: LOGIN_HOSTS.UK,
        PORTAL_LOGIN_HOST_UK_PARTNER: LOGIN_HOSTS.UK_PARTNER,
      },
    },
    analyticsServer(analyticsPort, reuseServers),
    {
      // The first server's dist/ (test mode) behind deploy/'s nginx: production-server.spec.ts.
      command: 'bash deploy/serve.sh',
      url: `http://localhost:${productionServerPort}/`,
      reuseExistingServer: reuseServers,
      timeout: 180_000,
      env: {
        PORTAL_MODE: 'test',
        PORTAL_LISTEN: `localhost:${productionServerPort}`,
        PORTAL_DEMO_API_PORT: String(productionServerApiPort),
        PORTAL_PREFIX: PRODUCTION_SERVER_PREFIX,
        // Plain http on localhost in the test; production's cookie is Secure.
        PORTAL_XSRF_SECURE: '0',
        // dist/ has no telemetry of its own; the violation reports still go to the demo's collector.
        PORTAL_CSP_REPORT_URI: TELEMETRY_URL,
        // As production sends it (a browser ignores it over plain http): the test reads it on every response.
        PORTAL_HSTS: 'preload',
      },
    },
  ],
})
