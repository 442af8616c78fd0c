/** The demo API on a plain node:http server, for tests that need real HTTP (cookies, headers, streams). */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createDemoApi } from './handler.ts'
import { sendWebResponse, toWebRequest } from './node-adapter.ts'

export interface DemoServer {
  /** For example `http://127.0.0.1:54321`. */
  origin: string
  close: () => Promise<void>
}

export async function startDemoServer(
  options: { port?: number; host?: string; handler?: (request: Request) => Promise<Response> } = {},
): Promise<DemoServer> {
  const handler = options.handler ?? createDemoApi()

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await sendWebResponse(res, await handler(toWebRequest(req)))
    } catch (error) {
      console.error('[demo-api]', error)
      if (res.headersSent) {
        res.destroy()
        return
      }
      res.statusCode = 500
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Internal server error')
    }
  }

  const server = createServer((req, res) => void serve(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })

  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The demo server has no TCP address.')

  return {
    origin: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Keep-alive sockets from fetch would otherwise hold close() open until they time out.
        server.closeAllConnections()
      }),
  }
}
