import { defineConfig } from '@playwright/test'

// Not Vite's default 4173: that port is often taken on a shared machine.
const port = Number(process.env.E2E_PORT ?? 4180)

export default defineConfig({
  testDir: 'test/e2e',
  // The demo API keeps state per server (sessions, changed passwords), so tests inside a file run in order;
  // files still run side by side, and each file only touches accounts no other file changes.
  fullyParallel: false,
  workers: 2,
  // A flaky test is a bug to fix, not something to retry until it passes.
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        // Debian's Chromium: Playwright's own browsers cannot be downloaded on these machines.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npm run build && npx vite preview --host localhost --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    // In CI every run gets a fresh demo API (fresh accounts); locally an already running preview is reused.
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PREVIEW_PORT: String(port) },
  },
})
