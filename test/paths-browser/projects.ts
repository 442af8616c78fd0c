/**
 * The Playwright projects of the browser path runs (docs/decisions/027), shared by playwright.config.ts (npm test)
 * and playwright.paths.config.ts (npm run paths:browser): a setup that clears what an earlier run found, the walks
 * in each engine (each walk on its own, side by side: a run's answers are its own), and the coverage check, which
 * runs after them as the setup's teardown, whether they passed or not.
 */
import type { PlaywrightTestConfig, Project } from '@playwright/test'

/** One web server of a Playwright configuration. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number]
import { ENGINE_TITLES, type EngineName } from '../journeys/engines/engine'
import type { JourneyOptions } from '../journeys/journey'

const testDir = 'test/paths-browser'

/** The analytics server's measurement ids (its stand-in tag sends hits for them to the demo's collector). */
export const ASKING_ANALYTICS_IDS = { ca: 'G-ASKSCA0001', uk: 'G-ASKSUK0001' } as const

/**
 * The test build served with analytics configured and nothing else, consent required as by default
 * (docs/decisions/031): where the cookie banner shows, for its journeys and walks, on the stand-in login hosts
 * (localhost, uk.localhost). Its stand-in tag sends hits to another origin than its script's, as Google's does.
 */
export function analyticsServer(port: number, reuse: boolean): WebServer {
  return {
    command: `npx vite preview --mode test --host localhost --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: reuse,
    timeout: 120_000,
    env: {
      PREVIEW_PORT: String(port),
      PORTAL_ANALYTICS_ID_CA: ASKING_ANALYTICS_IDS.ca,
      PORTAL_ANALYTICS_ID_UK: ASKING_ANALYTICS_IDS.uk,
      PORTAL_ANALYTICS_SCRIPT_HOST: '/demo/analytics',
      PORTAL_ANALYTICS_COLLECT_ORIGINS: `http://collect.localhost:${port}`,
    },
  }
}

const pathsProjectName = (engine: EngineName): string => `paths in ${ENGINE_TITLES[engine]}`

export function pathsProjects(engines: readonly EngineName[]): Project<JourneyOptions>[] {
  return [
    { name: 'paths setup', testDir, testMatch: 'setup.paths.ts', teardown: 'paths coverage' },
    ...engines.map((engineName) => ({
      name: pathsProjectName(engineName),
      testDir,
      testMatch: 'walks.paths.ts',
      dependencies: ['paths setup'],
      fullyParallel: true,
      use: { engineName },
    })),
    { name: 'paths coverage', testDir, testMatch: 'coverage.paths.ts' },
  ]
}
