/**
 * A journey on the shared server seen through a proxy that breaks what a page needs to start, the way a static host,
 * a CDN, a flaky network or a bad release does (decision 026): a page without its configuration, a missing or
 * refused script, a catalog that does not come, code that throws, a script that comes late. Each test gets a proxy
 * of its own, on a port of its own, in front of the server the journeys use; everything it does not break passes
 * through as it is.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { journey } from './journey'

/** What the proxy does to one answer: `body` is given only for what it may change (HTML and scripts). */
export interface Fault {
  /** Whether the request is answered at all: 404, a dropped connection, or passed on. */
  refuse?: (path: string) => 'not found' | 'dropped' | null
  /** A new body for an answer (HTML and JavaScript only), or null to leave it. */
  rewrite?: (path: string, body: string) => string | null
  /** How long to hold an answer (or a refusal) back, in milliseconds. */
  delay?: (path: string) => number
}

/** The entry chunk of the build (vite.config.ts names it `portal`). */
export const isEntry = (path: string): boolean => /^\/assets\/portal-[\w-]+\.js$/.test(path)

/** A screen's chunk (src/screens/<screen>/<screen>.tsx, named after it). */
export const isScreen = (screen: string) => (path: string) =>
  new RegExp(`^/assets/${screen}-[\\w-]+\\.js$`).test(path)

const changeable = (response: IncomingMessage) =>
  /text\/html|javascript/.test(response.headers['content-type'] ?? '')

/** A proxy in front of `upstream` that breaks what `fault()` says, on a free port of localhost. */
export function startProxy(upstream: URL, fault: () => Fault): Promise<Server> {
  const server = createServer((incoming, answer) => {
    const path = new URL(incoming.url ?? '/', upstream).pathname
    const { refuse, rewrite, delay } = fault()
    const refused = refuse?.(path) ?? null
    const held = delay?.(path) ?? 0
    if (refused === 'dropped') {
      setTimeout(() => incoming.socket.destroy(), held)
      return
    }
    if (refused === 'not found') {
      setTimeout(() => answer.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'), held)
      return
    }
    const forwarded = request(
      upstream,
      {
        path: incoming.url,
        method: incoming.method,
        // Bodies are read as text to be changed: none may come compressed. The Host stays the proxy's: the
        // demo API answers with addresses on the host it was asked on, which the page must find its own.
        headers: { ...incoming.headers, 'accept-encoding': 'identity' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          let body = Buffer.concat(chunks)
          const changed = changeable(response) ? (rewrite?.(path, body.toString('utf8')) ?? null) : null
          if (changed !== null) body = Buffer.from(changed, 'utf8')
          const headers = { ...response.headers, 'content-length': String(body.length) }
          setTimeout(
            () => answer.writeHead(response.statusCode ?? 502, headers).end(body),
            delay?.(path) ?? 0,
          )
        })
      },
    )
    forwarded.on('error', () => answer.destroy())
    incoming.pipe(forwarded)
  })
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)))
}

/** The proxy a test's pages go through: what it breaks is set by the test, before it opens a page. */
export interface Faults {
  readonly origin: string
  set(fault: Fault): void
}

/** `person` opens its pages through a proxy of the test's own; `faults.set` says what it breaks (nothing at first). */
export const throughFaults = journey.extend<{ faults: Faults }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern: none here.
  faults: async ({}, provide, testInfo) => {
    let current: Fault = {}
    const upstream = new URL(testInfo.project.use.baseURL ?? 'http://localhost:4180')
    const server = await startProxy(upstream, () => current)
    const { port } = server.address() as AddressInfo
    await provide({
      origin: `http://localhost:${port}`,
      set: (fault) => {
        current = fault
      },
    })
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  },
  baseURL: async ({ faults }, provide) => provide(faults.origin),
})
