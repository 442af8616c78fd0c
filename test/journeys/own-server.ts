/**
 * A journey on a demo server of its own, for the journeys that spend what the demo has one of (the must-reset
 * account): the three engines run at once against one shared server, so whichever came second would find it
 * spent. The same build (dist/) is served by the same `vite preview --mode test` as playwright.config.ts starts,
 * with a fresh demo API for each journey, so each finds the demo as seeded. It starts in a second or two.
 */
import { preview, type PreviewServer } from 'vite'
import { journey } from './journey'

const ROOT = new URL('../../', import.meta.url).pathname

/** A journey on a demo server of its own: `baseURL` is that server's, so `person` opens its pages. */
export const onOwnServer = journey.extend<{ ownServer: string }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
    async ({}, provide) => {
      // Any free port (0): nothing else needs to know it. The portal's hosts are read from the environment, as
      // for the shared server; dist/ is the build that server serves.
      const server: PreviewServer = await preview({
        root: ROOT,
        mode: 'test',
        logLevel: 'error',
        preview: { host: 'localhost', port: 0, strictPort: false, open: false },
      })
      const origin = server.resolvedUrls?.local[0]
      if (origin === undefined) throw new Error('the demo server of its own has no address')
      await provide(origin)
      await server.close()
    },
    // Vite loads its configuration and the demo API first: a few seconds on a busy machine.
    { timeout: 60_000 },
  ],
  baseURL: async ({ ownServer }, provide) => provide(ownServer),
})
