/**
 * `npm run paths:browser` (scripts/paths-browser.ts): every machine's walks through the real portal, in the engines
 * asked for, against the demo this machine serves (built and started here) or any address that serves the portal
 * with its demo API (`PATHS_BASE_URL`). Writes JUnit XML and an HTML report, with a screenshot of each failed
 * step, under reports/paths-browser/ (docs/decisions/027, docs/testers.md). `npm test` runs the same projects
 * from playwright.config.ts.
 */
import { defineConfig } from '@playwright/test'
import type { JourneyOptions } from './test/journeys/journey'
import { requestedEngines } from './test/paths-browser/plan'
import { analyticsServer, pathsProjects } from './test/paths-browser/projects'
import { analyticsPort, port } from './test/support/ports'

const given = process.env.PATHS_BASE_URL

export default defineConfig<JourneyOptions>({
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['junit', { outputFile: 'reports/paths-browser/junit.xml' }],
    ['html', { open: 'never', outputFolder: 'reports/paths-browser/html' }],
  ],
  use: { baseURL: given ?? `http://localhost:${port}` },
  projects: pathsProjects(requestedEngines()),
  ...(given === undefined
    ? {
        webServer: [
          {
            command: `${process.env.E2E_REUSE_BUILD === '1' ? '' : 'npm run build:test && '}npx vite preview --mode test --host localhost --port ${port} --strictPort`,
            url: `http://localhost:${port}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 180_000,
            env: { PREVIEW_PORT: String(port) },
          },
          // Started after the first, whose build it serves.
          ...(process.env.PATHS_ANALYTICS_BASE_URL === undefined
            ? [analyticsServer(analyticsPort, !process.env.CI)]
            : []),
        ],
      }
    : {}),
})
