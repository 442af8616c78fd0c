/**
 * The Playwright projects of the browser path runs (docs/decisions/027), shared by playwright.config.ts (npm test)
 * and playwright.paths.config.ts (npm run paths:browser): a setup that clears what an earlier run found, the walks
 * in each engine (each walk on its own, side by side: a run's answers are its own), and the coverage check, which
 * runs after them as the setup's teardown, whether they passed or not.
 */
import type { Project } from '@playwright/test'
import { ENGINE_TITLES, type EngineName } from '../journeys/engines/engine'
import type { JourneyOptions } from '../journeys/journey'

const testDir = 'test/paths-browser'

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
