// @vitest-environment node
/**
 * `npm start` starts clean: Vite's development server, started from vite.config.ts as `npm start` starts it,
 * logs no warning and no error while it loads its config, starts the demo API, watches its files and serves the
 * first page. A config file whose imports `configLoader: 'native'` cannot load (an import without its file
 * extension) warns, and so does a watched path that is no file (a virtual module's id).
 */
import { resolve } from 'node:path'
import { createLogger, createServer, type Logger } from 'vite'
import { describe, expect, it } from 'vitest'
import { PAGE_CONFIG_ID } from '../../src/config'

const root = resolve(import.meta.dirname, '../..')

/** A logger that keeps every warning and error, and prints nothing. */
function recordingLogger(): { logger: Logger; said: string[] } {
  const said: string[] = []
  const quiet = createLogger('silent')
  return {
    said,
    logger: {
      ...quiet,
      warn: (message) => void said.push(`warning: ${message}`),
      warnOnce: (message) => void said.push(`warning: ${message}`),
      error: (message) => void said.push(`error: ${message}`),
    },
  }
}

describe('npm start', () => {
  it('starts the development server without a warning or an error, and serves the configured page', async () => {
    const { logger, said } = recordingLogger()
    const server = await createServer({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      mode: 'development',
      customLogger: logger,
      // Any free port: the test may run beside a developer's own server.
      server: { port: 0, host: 'localhost' },
    })
    try {
      await server.listen()
      const address = server.httpServer?.address()
      if (address === null || typeof address !== 'object') throw new Error('The server did not listen')
      const page = await (await fetch(`http://localhost:${address.port}/`)).text()
      expect(page).toContain(`<script type="application/json" id="${PAGE_CONFIG_ID}">`)
    } finally {
      // Closing waits for the watcher, so whatever it could not watch has been said by then.
      await server.close()
    }
    expect(said).toEqual([])
  })
})
